/**
 * Signing in with a passkey (issue 25), for the popup's Login and the /user/login page. Started when the screen with
 * the login-name field shows: with `conditional`, it waits in the field's autofill (the browser lists saved passkeys
 * there) until the buyer picks one, presses "Sign in with a passkey" (the autofill wait is aborted and the modal sheet
 * opens), or the screen goes away (stopping the actor aborts the ceremony: fromPromise's signal). Ends with the login.
 */
import { assign, fromPromise, setup } from 'xstate';
import type { PasskeyServices } from '../../api/passkey-services.js';
import type { LoginResponse } from '../../api/types.js';
import { passkeyProblem, type PasskeyProblem } from './problem.js';

type SignInServices = Pick<PasskeyServices, 'signIn'>;

export interface PasskeyLoginInput {
  /** The passkey services, or null where this browser cannot use passkeys (api/passkey-services.ts). */
  readonly passkeys: () => Promise<SignInServices | null>;
  /** Start waiting in the login-name field's autofill (conditional mediation). */
  readonly conditional: boolean;
}

interface Context {
  readonly passkeys: () => Promise<SignInServices | null>;
  readonly services: SignInServices | null;
  readonly conditional: boolean;
  readonly problem: PasskeyProblem | null;
  readonly login: LoginResponse | null;
}

export type PasskeyLoginEvent = { type: 'SIGN_IN' };

const signIn = fromPromise<LoginResponse | null, { services: SignInServices | null; conditional: boolean }>(({ input, signal }) =>
  input.services ? input.services.signIn({ conditional: input.conditional, signal }) : Promise.resolve(null),
);
const usable = fromPromise<SignInServices | null, Context['passkeys']>(({ input }) => input());

export const passkeyLoginMachine = setup({
  types: {} as { context: Context; input: PasskeyLoginInput; events: PasskeyLoginEvent; output: LoginResponse },
  actors: { signIn, usable },
  guards: {
    isConditional: ({ context }) => context.conditional,
    hasLogin: (_, params: { login: LoginResponse | null }) => params.login !== null,
  },
  actions: {
    keepServices: assign((_, params: { services: SignInServices }) => ({ services: params.services })),
    keepLogin: assign((_, params: { login: LoginResponse | null }) => ({ login: params.login, problem: null })),
    keepProblem: assign((_, params: { error: unknown }) => ({ problem: passkeyProblem(params.error) })),
    clearProblem: assign({ problem: null }),
  },
}).createMachine({
  id: 'passkeyLogin',
  context: ({ input }) => ({ passkeys: input.passkeys, services: null, conditional: input.conditional, problem: null, login: null }),
  initial: 'checking',
  states: {
    checking: {
      invoke: {
        src: 'usable',
        input: ({ context }) => context.passkeys,
        onDone: [
          {
            guard: ({ event }) => event.output !== null,
            target: 'starting',
            actions: { type: 'keepServices', params: ({ event }) => ({ services: event.output! }) },
          },
          { target: 'unavailable' },
        ],
        // The chunk did not load: as if unavailable (the other ways in are there); the next visit of Login asks again.
        onError: { target: 'unavailable' },
      },
    },
    // No WebAuthn, or an in-app web view: nothing of passkeys shows.
    unavailable: {},
    starting: {
      always: [{ guard: 'isConditional', target: 'autofill' }, { target: 'idle' }],
    },
    // Waiting in the autofill; nothing shows. A failure here is silent: the button still works.
    autofill: {
      tags: ['usable'],
      invoke: {
        src: 'signIn',
        input: ({ context }) => ({ services: context.services, conditional: true }),
        onDone: [
          { guard: { type: 'hasLogin', params: ({ event }) => ({ login: event.output }) }, target: 'done', actions: { type: 'keepLogin', params: ({ event }) => ({ login: event.output }) } },
          { target: 'idle' },
        ],
        onError: { target: 'idle', actions: { type: 'keepProblem', params: ({ event }) => ({ error: event.error }) } },
      },
      on: { SIGN_IN: 'signingIn' },
    },
    idle: { tags: ['usable'], on: { SIGN_IN: 'signingIn' } },
    signingIn: {
      tags: ['usable', 'pending'],
      entry: 'clearProblem',
      invoke: {
        src: 'signIn',
        input: ({ context }) => ({ services: context.services, conditional: false }),
        onDone: [
          { guard: { type: 'hasLogin', params: ({ event }) => ({ login: event.output }) }, target: 'done', actions: { type: 'keepLogin', params: ({ event }) => ({ login: event.output }) } },
          // Dismissed: back to the other ways in, with nothing to apologise for.
          { target: 'idle' },
        ],
        onError: { target: 'idle', actions: { type: 'keepProblem', params: ({ event }) => ({ error: event.error }) } },
      },
    },
    done: { type: 'final' },
  },
  output: ({ context }) => context.login ?? {},
});
