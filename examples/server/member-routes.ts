/**
 * The member HTTP calls (spec §7.1) at the paths of the client's MEMBER_PATHS, plus this server's logout (identity
 * verification's calls are verify-routes.ts). JSON in, the envelope `{ success, errorCode: { key, displayMessage }, module }`
 * out. Every call needs `X-Requested-With: XMLHttpRequest`; every POST needs a JSON body, the CSRF token in the
 * `X-CSRF-TOKEN` header (and the same value in the body field when present), and, while the bot check is on, a
 * passed slider.
 */
import { CSRF_FIELD, CSRF_INVALID_KEY, MEMBER_PATHS } from '../../src/api/member.js';
import {
  codeLogin,
  oauthLogin,
  passwordLogin,
  qrLogin,
  resetPassword,
  sendPhoneCode,
  PHONE_CODE_TYPES,
  SMS_CHANNELS,
  verifyResetCode,
} from './accounts.js';
import { readPromotions } from './account-promotions.js';
import { SLIDER_TTL_MS } from './bot-check.js';
import type { AppContext } from './context.js';
import { BusinessError, KEYS, RequestError, paramError, text, trafficLimited } from './errors.js';
import { MAX, parseJsonObject, readBoolean, readEnum, readNumber, readString, readTrackingFields, type Body } from './fields.js';
import { headerValue, readBody, sendJson, type RequestContext } from './http.js';
import { OAUTH_PROVIDERS } from './oauth.js';
import { mintSocialState, STATE_LIMIT } from './social-state.js';
import { SOCIAL_STATE_PATH } from '../../src/api/social-redirect-paths.js';
import type { Router } from './router.js';
import { PASSKEY_PATHS } from '../../src/api/passkey-calls.js';
import { e164 } from './site.js';
import { validatePhone } from '../../src/validation/phone.js';

/** Member POSTs the bot check lets through (the gate where every member POST is read, below). */
const BOT_CHECK_FREE: ReadonlySet<string> = new Set([MEMBER_PATHS.sliderVerify, PASSKEY_PATHS.loginOptions]);

/** Paths this server adds to the client's (documented in docs/calls.md). */
export const SERVER_MEMBER_PATHS = Object.freeze({
  logout: 'user/api/logout',
});

export type MemberHandler = (rc: RequestContext, body: Body) => unknown | Promise<unknown>;

export interface MemberRouteOptions {
  maxBodyBytes: number;
}

const SYSTEM_ERROR = 'SYSTEM_ERROR';

function answer(rc: RequestContext, status: number, success: boolean, key?: string, displayMessage?: string, module?: unknown) {
  sendJson(
    rc,
    status,
    success ? { success: true, module: module ?? {} } : { success: false, errorCode: { key, displayMessage }, module: module ?? null },
  );
}

/** Registers member calls on `router`: the envelope, the XMLHttpRequest marker, JSON bodies, CSRF and the bot check. */
export type MemberRoute = (method: 'GET' | 'POST', path: string, handler: MemberHandler) => void;

/**
 * The member-call wrapper every member route module uses (this file's calls and the account area's): checks the
 * XMLHttpRequest marker; for a POST the JSON body, the CSRF token (header, and the body field when present) and the
 * bot check; then answers the handler's module or error in the member envelope.
 */
export function createMemberRoute(ctx: AppContext, router: Router, options: MemberRouteOptions): MemberRoute {
  return function route(method, path, handler) {
    router.add(method, `/${path}`, async (rc) => {
      try {
        if (headerValue(rc.req, 'x-requested-with') !== 'XMLHttpRequest') {
          throw paramError('Member calls must send the header X-Requested-With: XMLHttpRequest.');
        }
        let body: Body = {};
        if (method === 'POST') {
          const raw = await readBody(rc.req, options.maxBodyBytes);
          const contentType = (headerValue(rc.req, 'content-type') ?? '').toLowerCase();
          if (!contentType.startsWith('application/json')) {
            throw new RequestError(415, 'PL-PARAM-INVALID', 'Member calls take a JSON body (Content-Type: application/json).');
          }
          const header = headerValue(rc.req, CSRF_FIELD);
          if (!ctx.csrf.valid(rc, header)) {
            throw new RequestError(403, CSRF_INVALID_KEY, 'The CSRF token is missing or invalid. Fetch a new one and retry.');
          }
          body = parseJsonObject(raw.toString('utf8'));
          const inBody = body[CSRF_FIELD];
          if (inBody !== undefined && inBody !== header) {
            throw new RequestError(403, CSRF_INVALID_KEY, 'The CSRF token of the body does not match the header.');
          }
          // Not gated: the slider's own answer, and a passkey sign-in's challenge, which the popup and /user/login ask in
          // the background as Login shows (the autofill wait): a bot gains nothing from a challenge, and the buyer must
          // not meet a slider before touching anything. The passkey sign-in itself (passkey/login) stays gated.
          if (ctx.botCheck.enabled() && !ctx.botCheck.passed(rc) && !BOT_CHECK_FREE.has(path)) {
            throw new BusinessError(KEYS.botCheck, text('error.bot.message'), { url: ctx.botCheck.url() });
          }
          readTrackingFields(body);
        }
        const module = await handler(rc, body);
        answer(rc, 200, true, undefined, undefined, module);
      } catch (error) {
        if (error instanceof BusinessError) answer(rc, error.status, false, error.key, error.displayMessage, error.data);
        else if (error instanceof RequestError) answer(rc, error.status, false, error.key, error.displayMessage, error.data);
        else {
          ctx.log.error(`member ${path}: ${error instanceof Error ? error.message : String(error)}`);
          answer(rc, 500, false, SYSTEM_ERROR, text('error.somethingWrong'));
        }
      }
    });
  };
}

export function registerMemberRoutes(ctx: AppContext, router: Router, options: MemberRouteOptions): void {
  const route = createMemberRoute(ctx, router, options);
  route('GET', MEMBER_PATHS.csrfToken, (rc) => ({ token: ctx.csrf.issue(rc) }));
  // A same-tab social sign-in's state, bound to this browser (issue 25 part 3, social-state.ts).
  route('GET', SOCIAL_STATE_PATH, (rc) => {
    const provider = OAUTH_PROVIDERS.find((p) => p === rc.url.searchParams.get('provider'));
    if (!provider) throw paramError('The parameter "provider" must be GOOGLE or FACEBOOK.');
    const bucket = `social-state-ip:${rc.ip}`;
    if (ctx.limiter.exceeded(bucket, STATE_LIMIT, rc.now)) throw trafficLimited();
    ctx.limiter.hit(bucket, STATE_LIMIT, rc.now);
    return { state: mintSocialState(ctx, rc, provider) };
  });

  route('POST', MEMBER_PATHS.login, (rc, body) =>
    passwordLogin(ctx, rc, {
      loginName: readString(body, 'loginName', { max: MAX.loginName }),
      encryptPassword: readString(body, 'encryptPassword', { max: MAX.cipher }),
    }),
  );

  route('POST', MEMBER_PATHS.loginByOAuthCode, (rc, body) => {
    const provider = readEnum(body, 'oauthType', OAUTH_PROVIDERS);
    const operateType = readEnum(body, 'operateType', ['LOGIN', 'REGISTER'] as const);
    const code = readString(body, 'oauthCode', { max: MAX.token });
    const redirectUri = readString(body, 'redirectUri', { max: MAX.url });
    // A redirect sign-in (issue 25) also brings its PKCE verifier and state; a window sign-in brings neither.
    const codeVerifier = readString(body, 'codeVerifier', { max: 128, required: false });
    const state = readString(body, 'state', { max: 512, required: false });
    readString(body, 'trustToken', { max: MAX.token, required: false });
    // The client repeats operateType and oauthType as headers; when present they must agree with the body.
    const headerOperate = headerValue(rc.req, 'operatetype');
    const headerProvider = headerValue(rc.req, 'oauthtype');
    if ((headerOperate !== undefined && headerOperate !== operateType) || (headerProvider !== undefined && headerProvider !== provider)) {
      throw paramError('The operateType and oauthType headers do not match the body.');
    }
    return oauthLogin(ctx, rc, { provider, code, operateType, exchange: { redirectUri, codeVerifier, state } });
  });

  route('POST', MEMBER_PATHS.validatePhone, (rc, body) => {
    readEnum(body, 'type', ['ADDRESS'] as const);
    const phone = readString(body, 'phone', { max: MAX.phone });
    const { site, phone: normalized } = e164(rc, phone);
    return { isValid: normalized !== null && validatePhone(phone, site) === null };
  });

  route('POST', MEMBER_PATHS.verifyPhoneCode, (rc, body) => {
    const type = readEnum(body, 'type', ['RESET_PASSWORD'] as const);
    const headerType = headerValue(rc.req, 'operatetype');
    if (headerType !== undefined && headerType !== type) throw paramError('The operateType header does not match the type field.');
    const token = readString(body, 'token', { max: MAX.token });
    const code = readString(body, 'code', { max: MAX.code });
    const phone = readString(body, 'phone', { max: MAX.phone });
    readString(body, 'phonePrefixCode', { max: 4, required: false, pattern: /^\+?\d{1,3}$/ });
    readEnum(body, 'deliveryType', SMS_CHANNELS, false);
    return verifyResetCode(ctx, rc, { channel: 'phone', token, code, phone });
  });

  route('POST', MEMBER_PATHS.resetPassword, (rc, body) =>
    resetPassword(ctx, rc, {
      encryptPassword: readString(body, 'encryptPassword', { max: MAX.cipher }),
      token: readString(body, 'token', { max: MAX.token }),
    }),
  );

  route('POST', MEMBER_PATHS.loginByQrCode, (rc, body) => {
    readEnum(body, 'tokenType', ['OAUTH_ID_TOKEN'] as const);
    return qrLogin(ctx, rc, readString(body, 'token', { max: MAX.token }));
  });

  route('POST', MEMBER_PATHS.sendCode, (rc, body) => {
    // `resend` is informative: whether a send is allowed depends only on when the last code went out.
    readBoolean(body, 'resend');
    return sendPhoneCode(ctx, rc, {
      type: readEnum(body, 'type', PHONE_CODE_TYPES),
      phone: readString(body, 'phone', { max: MAX.phone }),
      deliveryType: readEnum(body, 'deliveryType', SMS_CHANNELS),
      checkRisk: readBoolean(body, 'checkRisk'),
      sliderToken: readString(body, 'sliderToken', { max: MAX.token, required: false }),
      promotions: readPromotions(readBoolean(body, 'promotionSms'), readBoolean(body, 'promotionEmail')),
    });
  });

  route('POST', MEMBER_PATHS.loginByCode, (rc, body) => {
    readEnum(body, 'loginType', ['sms'] as const, false);
    readEnum(body, 'deliveryType', SMS_CHANNELS, false);
    return codeLogin(ctx, rc, {
      type: readEnum(body, 'type', ['OTP_LOGIN', 'OTP_REGISTER'] as const),
      phone: readString(body, 'phone', { max: MAX.phone }),
      phonePrefixCode: readString(body, 'phonePrefixCode', { max: 4, required: false, pattern: /^\+?\d{1,3}$/ }),
      code: readString(body, 'code', { max: MAX.code }),
    });
  });

  // A challenge costs the client its time floor (waitMs, measured here) and counts against its address: passing the
  // slider is made slow and scarce for a script, never hard for a person (bot-check.ts says why the trace is not judged).
  route('GET', MEMBER_PATHS.sliderChallenge, (rc) => {
    const bucket = `slider-ip:${rc.ip}`;
    if (ctx.limiter.exceeded(bucket, ctx.limits.sliderPerIp, rc.now)) throw trafficLimited();
    ctx.limiter.hit(bucket, ctx.limits.sliderPerIp, rc.now);
    return { challengeId: ctx.slider.challenge(rc.now), waitMs: ctx.slider.minElapsedMs };
  });

  route('POST', MEMBER_PATHS.sliderVerify, (rc, body) => {
    const challengeId = readString(body, 'challengeId', { max: MAX.label });
    const distance = readNumber(body, 'distance', { min: 0, max: 2 });
    const durationMs = readNumber(body, 'durationMs', { min: 0, max: 24 * 60 * 60_000 });
    const rawSamples = readString(body, 'samples', { max: 8192, pattern: /^[0-9.,\-e]*$/ });
    const samples = rawSamples === '' ? [] : rawSamples.split(',').map(Number);
    if (samples.some((x) => !Number.isFinite(x))) throw paramError('The field "samples" must be a comma-separated list of numbers.');
    if (!ctx.slider.verify(challengeId, { distance, durationMs, samples }, rc.now)) {
      throw new BusinessError(KEYS.sliderFailed, text('error.slider.failed'));
    }
    ctx.botCheck.markPassed(rc);
    return { token: ctx.tokens.mint({ type: 'SLIDER', ttlMs: SLIDER_TTL_MS }, rc.now) };
  });

  route('POST', SERVER_MEMBER_PATHS.logout, (rc) => {
    ctx.sessions.end(rc);
    return {};
  });
}
