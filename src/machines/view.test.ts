import { describe, expect, it, vi } from 'vitest';
import { createActor } from 'xstate';
import { createConfig } from '../config/index.js';
import type { PopupSenders } from './contract.js';
import { preloadFlows } from './popup.flows.js';
import { popupMachine, type PopupEvent } from './popup.machine.js';
import { createServiceStubs } from './test-utils.js';
import { createSenders, selectView } from './view.js';

// The flows from their own chunks are in (as once the idle prefetch ran; popup.flows.test.ts walks their loading).
await preloadFlows();

describe('createSenders', () => {
  const calls: Array<[keyof PopupSenders, unknown[], PopupEvent]> = [
    ['close', [], { type: 'CLOSE' }],
    ['back', [], { type: 'BACK' }],
    ['input', ['password'], { type: 'INPUT', field: 'password' }],
    ['dismissToast', [], { type: 'DISMISS_TOAST' }],
    ['setLoginMode', ['code'], { type: 'SET_LOGIN_MODE', mode: 'code' }],
    ['submitPasswordLogin', [{ loginName: 'a@b.co', password: 'x' }], { type: 'SUBMIT_PASSWORD_LOGIN', loginName: 'a@b.co', password: 'x' }],
    ['selectChannel', ['WHATSAPP'], { type: 'SELECT_CHANNEL', channel: 'WHATSAPP' }],
    ['submitCodeLogin', [{ phone: '81234567' }], { type: 'SUBMIT_CODE_LOGIN', phone: '81234567' }],
    ['socialLogin', ['GOOGLE'], { type: 'SOCIAL_LOGIN', provider: 'GOOGLE' }],
    ['toQrcode', [], { type: 'TO_QRCODE' }],
    ['toRegistry', [], { type: 'TO_REGISTRY' }],
    ['toLogin', [], { type: 'TO_LOGIN' }],
    ['toForgetPassword', [], { type: 'TO_FORGET_PASSWORD' }],
    ['submitCode', ['123456'], { type: 'SUBMIT_CODE', code: '123456' }],
    ['resendCode', [], { type: 'RESEND' }],
    ['changeNumber', [], { type: 'CHANGE_NUMBER' }],
    ['toMethodList', [], { type: 'TO_METHOD_LIST' }],
    ['chooseMethod', ['VOICE'], { type: 'CHOOSE_METHOD', channel: 'VOICE' }],
    ['requestVoiceCall', [], { type: 'REQUEST_VOICE_CALL' }],
    ['refreshQr', [], { type: 'REFRESH_QR' }],
    ['setRegistryMethod', ['email'], { type: 'SET_METHOD', method: 'email' }],
    ['setConsent', [true], { type: 'SET_CONSENT', checked: true }],
    ['setPromotion', ['sms', true], { type: 'SET_PROMOTION', channel: 'sms', checked: true }],
    ['sliderDragged', [{ distance: 1, durationMs: 5, samples: [1] }], { type: 'SLIDER_DRAGGED', trace: { distance: 1, durationMs: 5, samples: [1] } }],
    ['refreshSlider', [], { type: 'REFRESH_SLIDER' }],
    ['submitRegistry', [{ email: 'a@b.co' }], { type: 'SUBMIT', email: 'a@b.co' }],
    ['submitForgot', [{ account: 'a@b.co' }], { type: 'SUBMIT', account: 'a@b.co' }],
    ['submitReset', [{ password: 'p', retype: 'p' }], { type: 'SUBMIT_RESET', password: 'p', retype: 'p' }],
    ['goTo', ['cart'], { type: 'GO_TO', target: 'cart' }],
    ['stopCountdown', [], { type: 'STOP_COUNTDOWN' }],
    ['submitProfileStep1', [{ name: 'A B', password: 'p' }], { type: 'SUBMIT_STEP1', name: 'A B', password: 'p' }],
    ['submitProfileStep2', [{ gender: 'female', birthday: '1990-01-01' }], { type: 'SUBMIT_STEP2', gender: 'female', birthday: '1990-01-01' }],
    ['submitProfileStep2', [{ gender: '', birthday: '1990-01-01' }], { type: 'SUBMIT_STEP2', gender: '', birthday: '1990-01-01' }],
    ['skipProfileStep', [], { type: 'SKIP' }],
    ['goShopping', [], { type: 'GO_SHOPPING' }],
    ['dismissDialog', [], { type: 'DISMISS_DIALOG' }],
    ['confirmDialog', [], { type: 'CONFIRM_DIALOG' }],
    ['confirmRestore', [], { type: 'CONFIRM_RESTORE' }],
    ['retryLoad', [], { type: 'RETRY_LOAD' }],
    ['intent', ['codeLogin'], { type: 'INTENT', flow: 'codeLogin' }],
    ['loggedIn', [{ sessionId: 's' }, 'passkey'], { type: 'ROUTE', output: { type: 'loggedIn', response: { sessionId: 's' }, via: 'passkey' } }],
  ];

  it('covers every sender', () => {
    const senders = createSenders({ send: () => undefined });
    expect(Object.keys(senders).sort()).toEqual([...new Set(calls.map(([name]) => name))].sort());
  });

  it.each(calls)('%s sends exactly one event', (name, args, event) => {
    const send = vi.fn();
    const senders = createSenders({ send });
    (senders[name] as (...a: unknown[]) => void)(...args);
    expect(send.mock.calls).toEqual([[event]]);
  });
});

describe('selectView: the policy links and the guest-register page', () => {
  const cookies = { get: () => undefined, set: () => undefined, remove: () => undefined };
  const linksFor = (options: Parameters<typeof createConfig>[0]) => {
    const config = createConfig({ ...options, cookies });
    const actor = createActor(popupMachine, { input: { services: createServiceStubs().services, config } }).start();
    const { links } = selectView(actor.getSnapshot());
    actor.stop();
    return { links, main: config.hosts.main.replace(/\/+$/, ''), member: config.hosts.member.replace(/\/+$/, '') };
  };

  it.each(['production', 'pre', 'test'] as const)('point at the main host of the %s environment', (env) => {
    const { links, main, member } = linksFor({ site: 'TH', env });
    expect(links).toEqual({ terms: `${main}/terms-of-use/`, privacy: `${main}/privacy-policy/`, guestRegister: `${member}/user/guest-register` });
  });

  it('follow a host given in the configuration (a local environment)', () => {
    const { links } = linksFor({ site: 'SG', env: 'local', hosts: { main: 'http://127.0.0.1:4000/', member: 'http://127.0.0.1:4001/' } });
    expect(links).toEqual({
      terms: 'http://127.0.0.1:4000/terms-of-use/',
      privacy: 'http://127.0.0.1:4000/privacy-policy/',
      guestRegister: 'http://127.0.0.1:4001/user/guest-register',
    });
  });
});
