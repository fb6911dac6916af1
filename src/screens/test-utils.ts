/**
 * Test helpers for the popup screens and shell: hand-made `PopupView` values, spied senders, an English
 * translator and the axe check every screen test runs. Test code only (imports vitest).
 */
import { render } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import axe from 'axe-core';
import { createElement, type ComponentType } from 'react';
import { expect, vi, type Mock } from 'vitest';
import * as enFlows from '../i18n/catalogs/en-flows.js';
import { addEnglishFlows } from '../i18n/catalogs/index.js';
import { createTranslator } from '../i18n/translate.js';
import type {
  ForgotView,
  LoginView,
  MethodListView,
  PhoneCallView,
  PopupSenders,
  PopupView,
  ProfileView,
  QrView,
  RegistryView,
  ResetView,
  VerifyView,
} from '../machines/contract.js';
import type { ScreenProps } from './shared/types.js';

interface Slices {
  login: LoginView;
  verify: VerifyView;
  methods: MethodListView;
  phoneCall: PhoneCallView;
  qr: QrView;
  registry: RegistryView;
  forgot: ForgotView;
  reset: ResetView;
  profile: ProfileView;
}

/** Top-level fields as given; each slice either null or a partial merged over its default. */
export type ViewOverrides = Partial<Omit<PopupView, keyof Slices>> & {
  [K in keyof Slices]?: K extends 'login' ? Partial<Slices[K]> : Partial<Slices[K]> | null;
};

const SLICE_DEFAULTS: Slices = {
  login: {
    mode: 'password',
    values: { loginName: '', phone: '' },
    channels: [{ type: 'SMS', text: 'SMS', icon: '', supportOneClickVerify: false }],
    channel: 'SMS',
    qrHintVisible: false,
    socialPending: null,
  },
  verify: {
    identifier: '+6581234567',
    identifierType: 'phone',
    codeLength: 6,
    deliveryType: 'SMS',
    secondsLeft: 60,
    canResend: false,
    isRiskPhone: false,
    resetToken: 0,
  },
  methods: {
    channels: [
      { type: 'VOICE', text: 'Voice', icon: '', supportOneClickVerify: false },
      { type: 'SMS', text: 'SMS', icon: '', supportOneClickVerify: false },
      { type: 'WHATSAPP', text: 'WhatsApp', icon: '', supportOneClickVerify: true },
    ],
  },
  phoneCall: { phone: '+6581234567' },
  qr: { status: 'pending', qrLoginUrl: 'https://member.shop.sg/qr?requestId=r-1' },
  registry: {
    method: 'phone',
    values: { phone: '', email: '' },
    consent: false,
    promotions: { sms: false, email: false },
    slider: 'ready',
  },
  forgot: { values: { account: '' } },
  reset: { success: null },
  profile: { step: 1, values: { name: '', gender: '', birthday: '' } },
};

/** A complete PopupView: the Login screen on the SG site, nothing pending, no errors, every slice at its default. */
export function makeView(overrides: ViewOverrides = {}): PopupView {
  const slice = <K extends keyof Slices>(key: K): Slices[K] | null => {
    const given = overrides[key] as Partial<Slices[K]> | null | undefined;
    if (given === null) return null;
    return { ...SLICE_DEFAULTS[key], ...given };
  };
  const { login: _l, verify: _v, methods: _m, phoneCall: _p, qr: _q, registry: _r, forgot: _f, reset: _s, profile: _pr, ...top } =
    overrides;
  return {
    screen: 'Login',
    canGoBack: false,
    hideClose: false,
    pending: false,
    fieldErrors: {},
    error: null,
    toast: null,
    dialog: null,
    site: 'SG',
    phonePrefix: '65',
    links: { terms: 'https://www.shop.sg/terms-of-use/', privacy: 'https://www.shop.sg/privacy-policy/', guestRegister: 'https://member.shop.sg/user/guest-register' },
    ...top,
    login: slice('login') ?? SLICE_DEFAULTS.login,
    verify: slice('verify'),
    methods: slice('methods'),
    phoneCall: slice('phoneCall'),
    qr: slice('qr'),
    registry: slice('registry'),
    forgot: slice('forgot'),
    reset: slice('reset'),
    profile: slice('profile'),
    flowLoad: top.flowLoad ?? null,
  };
}

export type MockSenders = { [K in keyof PopupSenders]: Mock<PopupSenders[K]> };

/** Every sender once; typed so that a sender added to the contract must be added here too. */
const SENDER_KEYS: Readonly<Record<keyof PopupSenders, true>> = {
  close: true, back: true, input: true, dismissToast: true, setLoginMode: true, submitPasswordLogin: true,
  selectChannel: true, submitCodeLogin: true, socialLogin: true, toQrcode: true, toRegistry: true, toLogin: true,
  toForgetPassword: true, submitCode: true, resendCode: true, changeNumber: true, toMethodList: true,
  chooseMethod: true, requestVoiceCall: true, refreshQr: true, setRegistryMethod: true, setConsent: true,
  setPromotion: true, sliderDragged: true, refreshSlider: true, submitRegistry: true, submitForgot: true,
  submitReset: true, goTo: true, stopCountdown: true, submitProfileStep1: true, submitProfileStep2: true, skipProfileStep: true,
  goShopping: true, dismissDialog: true, confirmDialog: true, confirmRestore: true, retryLoad: true, intent: true, loggedIn: true,
};
const SENDER_NAMES = Object.keys(SENDER_KEYS) as Array<keyof PopupSenders>;

/** Every sender as a vitest spy. */
export function makeSenders(): MockSenders {
  return Object.fromEntries(SENDER_NAMES.map((name) => [name, vi.fn()])) as unknown as MockSenders;
}

/** The senders that were called, by name (to assert "nothing else happened"). */
export function calledSenders(senders: MockSenders): string[] {
  return (Object.keys(senders) as Array<keyof PopupSenders>).filter((name) => senders[name].mock.calls.length > 0);
}

// A screen rendered on its own (not through its lazy part) gets the lazy flows' English as the lazy load step adds it.
addEnglishFlows(enFlows);
export const t = createTranslator('en');

/** Runs axe-core on the container and expects no violations (colour contrast needs layout, which jsdom lacks). */
export async function expectNoAxeViolations(container: Element): Promise<void> {
  const r = await axe.run(container, { rules: { 'color-contrast': { enabled: false } } });
  expect(r.violations).toEqual([]);
}

/**
 * Renders a screen with `makeView(overrides)`, spied senders and the English translator. `rerender(next)` renders
 * it again with `next` laid over the first overrides (the same component instance, so typed values persist).
 */
export function renderScreen(Screen: ComponentType<ScreenProps>, overrides: ViewOverrides = {}, props: Partial<ScreenProps> = {}) {
  const user = userEvent.setup();
  const senders = makeSenders();
  const element = (view: PopupView) => createElement(Screen, { view, senders, t, titleId: 'popup-title', ...props });
  const utils = render(element(makeView(overrides)));
  const rerender = (next: ViewOverrides) => utils.rerender(element(makeView({ ...overrides, ...next })));
  return { ...utils, user, senders, rerender };
}
