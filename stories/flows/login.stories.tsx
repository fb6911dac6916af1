import type { Meta } from '@storybook/react-vite';
import { expect, userEvent, waitFor, within } from 'storybook/test';
import { MEMBER_PATHS } from '../../src/api/member.js';
import { flowMeta, flowStory, type FlowStoryArgs } from '../support/flow.js';
import { backendOf, enterCode, FLOW_TIMEOUT, headingStartingWith, playKit } from '../support/play.js';

export default {
  title: 'Flows/Login',
  ...flowMeta('The real popup against the shared mock backend: password, code and social login with their outcomes.'),
} satisfies Meta<FlowStoryArgs>;

type Kit = ReturnType<typeof playKit>;

async function submitPassword({ t, canvas }: Kit) {
  await canvas.findByRole('heading', { name: t('login.title') }, FLOW_TIMEOUT);
  await userEvent.type(canvas.getByLabelText(t('popup.field.loginName')), 'shopper@example.com');
  await userEvent.type(canvas.getByLabelText(t('popup.field.password'), { selector: 'input' }), 'Secret123');
  await userEvent.click(canvas.getByRole('button', { name: t('login.submit') }));
}

async function sendPhoneCode({ t, canvas }: Kit) {
  await canvas.findByRole('heading', { name: t('login.title') }, FLOW_TIMEOUT);
  const modes = within(canvas.getByRole('radiogroup', { name: t('login.mode') }));
  await userEvent.click(modes.getByRole('radio', { name: t('login.mode.code') }));
  await userEvent.type(canvas.getByLabelText(t('popup.field.phone')), '8123 4567');
  await userEvent.click(canvas.getByRole('button', { name: t('login.sendCode') }));
}

/** Type and submit: the password travels encrypted, the login succeeds and the popup closes. */
export const PasswordLogin = flowStory(
  {},
  {
    play: async (context) => {
      const kit = playKit(context);
      await submitPassword(kit);
      await kit.canvas.findByText('The popup closed.', {}, FLOW_TIMEOUT);
      await expect(context.args.onLogin).toHaveBeenCalledWith(expect.objectContaining({ loginSuccess: true }));
      const [login] = backendOf(context).calls(MEMBER_PATHS.login);
      await expect(JSON.stringify(login?.data)).not.toContain('Secret123');
    },
  },
);

export const WrongPassword = flowStory(
  { scenario: { login: 'wrongPassword' } },
  {
    play: async (context) => {
      const kit = playKit(context);
      await submitPassword(kit);
      await kit.canvas.findByText(kit.t('error.login.incorrect'), {}, FLOW_TIMEOUT);
    },
  },
);

/** The server is busy (traffic limit): the busy dialog. A slow answer shows the pending button first. */
export const SystemBusy = flowStory(
  { scenario: { login: 'traffic' }, delayMs: 400 },
  {
    play: async (context) => {
      const kit = playKit(context);
      await submitPassword(kit);
      await kit.canvas.findByRole('alertdialog', { name: kit.t('error.busy.title') }, FLOW_TIMEOUT);
    },
  },
);

/** A login that must set a password first (COMPLETE_PASSWORD_FOR_LOGIN): a code proves the account, then ResetPassword. */
export const MustSetPassword = flowStory(
  { scenario: { login: 'nextStep:COMPLETE_PASSWORD_FOR_LOGIN' } },
  {
    play: async (context) => {
      const kit = playKit(context);
      await submitPassword(kit);
      await kit.canvas.findByRole('heading', { name: kit.t('verify.title') }, FLOW_TIMEOUT);
      await enterCode(kit, '123456');
      await kit.canvas.findByRole('heading', { name: kit.t('reset.title') }, FLOW_TIMEOUT);
    },
  },
);

/** A login that asks for a second verification leaves for the member host's verify page. */
export const SecondVerification = flowStory(
  { scenario: { login: 'nextStep:SECOND_VERIFICATION' } },
  {
    play: async (context) => {
      const kit = playKit(context);
      await submitPassword(kit);
      await kit.canvas.findByText(/The popup sent the page to/, {}, FLOW_TIMEOUT);
      await expect(context.args.navigate).toHaveBeenCalledWith(expect.stringContaining('/user/verify?'), { top: true });
    },
  },
);

/** Code login of a new phone: Verify, paste the code, it registers with it and opens ProfileComplete. */
export const CodeLoginNewPhone = flowStory(
  { scenario: { phone: 'new' } },
  {
    play: async (context) => {
      const kit = playKit(context);
      await sendPhoneCode(kit);
      await kit.canvas.findByRole('heading', { name: kit.t('verify.title') }, FLOW_TIMEOUT);
      await enterCode(kit, '123456');
      await kit.canvas.findByRole('heading', { name: headingStartingWith(kit.t('profile.title')) }, FLOW_TIMEOUT);
      await kit.canvas.findByText(kit.t('profile.step', { step: 1, total: 2 }));
    },
  },
);

/** A wrong code is refused (cells cleared, message shown); the right one logs in. */
export const CodeLoginWrongCode = flowStory(
  {},
  {
    play: async (context) => {
      const kit = playKit(context);
      await sendPhoneCode(kit);
      await enterCode(kit, '000000');
      await kit.canvas.findByText(kit.t('error.code.incorrect'), {}, FLOW_TIMEOUT);
      await enterCode(kit, '123456');
      await kit.canvas.findByText('The popup closed.', {}, FLOW_TIMEOUT);
    },
  },
);

/** A risky phone: PhoneCall; "Call me" sends the code by voice and opens Verify. */
export const RiskyPhone = flowStory(
  { scenario: { sendCode: 'risk' } },
  {
    play: async (context) => {
      const kit = playKit(context);
      await sendPhoneCode(kit);
      await kit.canvas.findByRole('heading', { name: kit.t('phoneCall.title') }, FLOW_TIMEOUT);
      await userEvent.click(kit.canvas.getByRole('button', { name: kit.t('phoneCall.call') }));
      await kit.canvas.findByRole('heading', { name: kit.t('verify.title') }, FLOW_TIMEOUT);
      await waitFor(() => expect(backendOf(context).calls(MEMBER_PATHS.sendCode).map((c) => c.data.deliveryType)).toEqual(['SMS', 'VOICE']));
    },
  },
);

/**
 * The gateway asks for a bot check on its first call (the channel check of code mode): the slider dialog; once the
 * slider is verified the call is sent again and WhatsApp is offered.
 */
export const BotCheck = flowStory(
  { scenario: { bot: true } },
  {
    play: async (context) => {
      const kit = playKit(context);
      await kit.canvas.findByRole('heading', { name: kit.t('login.title') }, FLOW_TIMEOUT);
      const modes = within(kit.canvas.getByRole('radiogroup', { name: kit.t('login.mode') }));
      await userEvent.click(modes.getByRole('radio', { name: kit.t('login.mode.code') }));
      const dialog = within(await kit.canvas.findByRole('dialog', { name: kit.t('error.bot.title') }, FLOW_TIMEOUT));
      const slider = dialog.getByRole('slider', { name: kit.t('widget.slider.label') });
      await waitFor(() => expect(slider).toHaveAttribute('tabindex', '0'), FLOW_TIMEOUT);
      slider.focus();
      await userEvent.keyboard('{End}');
      await kit.canvas.findByRole('radio', { name: kit.t('methods.whatsapp') }, FLOW_TIMEOUT);
    },
  },
);

/** Social login of an account scheduled for deletion: the restore dialog; Confirm restores and logs in. */
export const SocialRestore = flowStory(
  { scenario: { social: 'deletion' } },
  {
    play: async (context) => {
      const kit = playKit(context);
      await kit.canvas.findByRole('heading', { name: kit.t('login.title') }, FLOW_TIMEOUT);
      await userEvent.click(kit.canvas.getByRole('button', { name: kit.t('login.google') }));
      const dialog = await kit.canvas.findByRole('alertdialog', { name: kit.t('popup.restore.title') }, FLOW_TIMEOUT);
      await userEvent.click(within(dialog).getByRole('button', { name: kit.t('popup.restore.confirm') }));
      await kit.canvas.findByText('The popup closed.', {}, FLOW_TIMEOUT);
    },
  },
);

/** An unknown social account from Login asks for consent before signing up. */
export const SocialConsent = flowStory(
  { scenario: { social: 'notExist' } },
  {
    play: async (context) => {
      const kit = playKit(context);
      await kit.canvas.findByRole('heading', { name: kit.t('login.title') }, FLOW_TIMEOUT);
      await userEvent.click(kit.canvas.getByRole('button', { name: kit.t('login.facebook') }));
      await kit.canvas.findByRole('alertdialog', { name: kit.t('popup.notice.title') }, FLOW_TIMEOUT);
    },
  },
);

/** Urdu (the PK site, right to left): a wrong password, end to end. */
export const UrduOnPK = flowStory(
  { scenario: { login: 'wrongPassword' } },
  {
    globals: { language: 'ur', site: 'PK' },
    play: async (context) => {
      const kit = playKit(context);
      await submitPassword(kit);
      await kit.canvas.findByText(kit.t('error.login.incorrect'), {}, FLOW_TIMEOUT);
      await expect(context.canvasElement.querySelector('.mp-popup-root')).toHaveAttribute('dir', 'rtl');
    },
  },
);

/**
 * Passkeys (issue 25): where the browser can use them (Chromium here), Login's slot (its own chunk, popup/passkey-slot.tsx)
 * offers "Log in with a passkey" and adds passkeys to the login-name autofill. The ceremony itself is proven in Chromium
 * end to end (test/e2e/passkeys.e2e.ts); src/popup/passkey-slot.test.tsx covers pending and refused.
 */
export const PasskeyButton = flowStory(
  {},
  {
    play: async (context) => {
      const { t, canvas } = playKit(context);
      await canvas.findByRole('heading', { name: t('login.title') }, FLOW_TIMEOUT);
      await canvas.findByRole('button', { name: t('login.passkey') }, FLOW_TIMEOUT);
      await expect(canvas.getByLabelText(t('popup.field.loginName')).getAttribute('autocomplete')).toBe('username webauthn');
    },
  },
);
