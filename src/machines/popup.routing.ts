/**
 * The root popup machine's router (spec §4 "Login next steps"): a finished flow's output is raised as ROUTE and the
 * first matching named guard below decides: a next-step page, ResetPassword, ProfileComplete, the restore dialog,
 * another screen, back, close, or a plain success that closes the popup. Every URL leaves through `navigate` (the
 * redirect guard).
 */
import type { MemberConfig } from '../config/index.js';
import { sanitizeRedirect } from '../redirect/index.js';
import type { FlowOutput } from './contract.js';
import { nextStepData, nextStepOf, nextStepUrl, secondVerificationUrl, successRedirect, withReturn } from './next-step.js';
import { show, type PopupContext, type PopupEvent, type StackScreen } from './popup.types.js';

export const NEXT = {
  JUMP: 'JUMP_TO_URL',
  PASSWORD: 'COMPLETE_PASSWORD_FOR_LOGIN',
  OAUTH_VERIFY: 'OAUTH_VERIFY_EMAIL_PASSWORD',
  OAUTH_PHONE: 'OAUTH_COMPLETE_PHONE_FOR_REGISTER',
  SECOND: 'SECOND_VERIFICATION',
  DELETION: 'DELETION_COOL_CONFIRM',
  PROFILE: 'COMPLETE_PROFILE',
} as const;

export type RouteParams = { output: FlowOutput };
export const routeParams = ({ event }: { event: PopupEvent }): RouteParams => ({
  output: event.type === 'ROUTE' ? event.output : { type: 'close' },
});

export function dashboard(config: MemberConfig): string {
  return `${config.hosts.my}/`;
}

/**
 * The `navigate` action for a routed output, to `url(output, context)`: a flow's navigate output says which window,
 * a login's next step leaves the top one.
 */
function navigateTo(url: (output: FlowOutput, context: PopupContext) => string) {
  return {
    type: 'navigate',
    params: ({ context, event }: { context: PopupContext; event: PopupEvent }) => {
      const { output } = routeParams({ event });
      return { url: url(output, context), top: output.type !== 'navigate' || output.top === true };
    },
  } as const;
}


/** A next-step page with `redirect` back to this page (guarded), unless it names one; '' stays ''. */
function returnTo(url: string, context: PopupContext): string {
  return url
    ? withReturn(url, {
        pageUrl: context.pageUrl,
        redirect: sanitizeRedirect(context.pageUrl, dashboard(context.config), context.config.allowedDomains, context.pageUrl),
      })
    : url;
}

/** The routing guards, one per outcome (first match wins, in the order of `ROUTE_TRANSITIONS`). */
export const ROUTE_GUARDS = {
  isJumpToUrl: (_: unknown, { output }: RouteParams) => nextStepOf(output) === NEXT.JUMP,
  isCompletePassword: (_: unknown, { output }: RouteParams) => nextStepOf(output) === NEXT.PASSWORD,
  isOauthVerify: (_: unknown, { output }: RouteParams) => nextStepOf(output) === NEXT.OAUTH_VERIFY || nextStepOf(output) === NEXT.OAUTH_PHONE,
  isSecondVerification: (_: unknown, { output }: RouteParams) => nextStepOf(output) === NEXT.SECOND,
  isDeletionCoolRestore: (_: unknown, { output }: RouteParams) =>
    nextStepOf(output) === NEXT.DELETION &&
    output.type === 'loggedIn' &&
    output.via === 'social' &&
    !!nextStepData(output).deletionCancelToken,
  isDeletionCool: (_: unknown, { output }: RouteParams) => nextStepOf(output) === NEXT.DELETION,
  isCompleteProfile: (_: unknown, { output }: RouteParams) => nextStepOf(output) === NEXT.PROFILE,
  /** A login with no next step and nowhere asked to go: the popup just closes. */
  isPlainSuccess: ({ context }: { context: PopupContext }, { output }: RouteParams) =>
    output.type === 'loggedIn' && !nextStepOf(output) && successRedirect(output, context.pageUrl) === null,
  isLoggedIn: (_: unknown, { output }: RouteParams) => output.type === 'loggedIn',
  isGoto: (_: unknown, params: RouteParams & { screen: StackScreen }) =>
    params.output.type === 'goto' && params.output.screen === params.screen,
  isNavigateOutput: (_: unknown, { output }: RouteParams) => output.type === 'navigate',
  isBackOutput: ({ context }: { context: PopupContext }, { output }: RouteParams) => output.type === 'back' && context.stack.length > 1,
  isCloseOutput: (_: unknown, { output }: RouteParams) => output.type === 'close',
};

/** `screens`' ROUTE transitions: where each flow output goes. */
export const ROUTE_TRANSITIONS = [
  { guard: { type: 'isJumpToUrl', params: routeParams }, actions: navigateTo((output) => nextStepUrl(output, 'jumpUrl')) },
  {
    guard: { type: 'isCompletePassword', params: routeParams },
    target: '.reset',
    actions: [
      { type: 'keepCompletePassword', params: routeParams },
      { type: 'showScreen', params: { screen: 'ResetPassword' } },
    ],
  },
  // The account-auth page (OAUTH_*): it brings the buyer back to this page afterwards.
  {
    guard: { type: 'isOauthVerify', params: routeParams },
    actions: navigateTo((output, context) => returnTo(nextStepUrl(output, 'url'), context)),
  },
  {
    guard: { type: 'isSecondVerification', params: routeParams },
    actions: navigateTo((output, context) =>
      secondVerificationUrl(nextStepData(output), {
        pageUrl: context.pageUrl,
        redirect: sanitizeRedirect(context.pageUrl, dashboard(context.config), context.config.allowedDomains, context.pageUrl),
        stepType: NEXT.SECOND,
      }),
    ),
  },
  // The restore dialog opens in the `dialog` region; the screen waits.
  { guard: { type: 'isDeletionCoolRestore', params: routeParams } },
  // DELETION_COOL_CONFIRM with a URL: the restore page, which brings the buyer back here afterwards.
  {
    guard: { type: 'isDeletionCool', params: routeParams },
    actions: navigateTo((output, context) => returnTo(nextStepUrl(output, 'url'), context)),
  },
  {
    guard: { type: 'isCompleteProfile', params: routeParams },
    target: '.profile',
    actions: [{ type: 'keepProfileToken', params: routeParams }, { type: 'replaceStack', params: { screen: 'ProfileComplete' } }],
  },
  {
    guard: { type: 'isPlainSuccess', params: routeParams },
    target: '#popup.closed',
    actions: { type: 'loggedIn', params: routeParams },
  },
  {
    guard: { type: 'isLoggedIn', params: routeParams },
    actions: [
      { type: 'loggedIn', params: routeParams },
      navigateTo((output, context) => successRedirect(output, context.pageUrl) ?? ''),
    ],
  },
  ...(['Login', 'Registry', 'Qrcode', 'ForgetPassword'] as const).map((screen) => ({
    guard: { type: 'isGoto' as const, params: ({ event }: { event: PopupEvent }) => ({ ...routeParams({ event }), screen }) },
    ...show(screen),
  })),
  {
    guard: { type: 'isNavigateOutput', params: routeParams },
    actions: navigateTo((output) => (output.type === 'navigate' ? output.url : '')),
  },
  { guard: { type: 'isBackOutput', params: routeParams }, actions: 'raisePop' },
  { guard: { type: 'isCloseOutput', params: routeParams }, target: '#popup.closed' },
  // A flow that ended without anywhere to go (e.g. back on the first screen) starts again.
  { actions: 'resume' },
] as const;
