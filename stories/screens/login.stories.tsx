import type { Meta } from '@storybook/react-vite';
import { expect, userEvent, within } from 'storybook/test';
import { playKit } from '../support/play.js';
import { popupMeta, popupStory, type PopupStoryArgs } from '../support/popup.js';

export default {
  title: 'Screens/Login',
  ...popupMeta('Password or one-time-code login, the sign-up link, social providers and the QR entry with its hint.'),
} satisfies Meta<PopupStoryArgs>;

const CHANNELS = [
  { type: 'SMS' as const, text: 'SMS', icon: '', supportOneClickVerify: false },
  { type: 'WHATSAPP' as const, text: 'WhatsApp', icon: '', supportOneClickVerify: true },
];

export const Empty = popupStory({});

export const Filled = popupStory(
  { login: { values: { loginName: 'shopper@example.com', phone: '' } } },
  {
    play: async (context) => {
      const { t, canvas } = playKit(context);
      await userEvent.type(canvas.getByLabelText(t('popup.field.password'), { selector: 'input' }), 'Secret123');
      await expect(canvas.getByLabelText(t('popup.field.loginName'))).toHaveValue('shopper@example.com');
    },
  },
);

/** Type and submit: the screen sends the trimmed login name and the password, nothing else. */
export const TypeAndSubmit = popupStory(
  {},
  {
    play: async (context) => {
      const { t, canvas } = playKit(context);
      const senders = context.args.senders;
      await userEvent.type(canvas.getByLabelText(t('popup.field.loginName')), '  shopper@example.com ');
      await userEvent.type(canvas.getByLabelText(t('popup.field.password'), { selector: 'input' }), 'Secret123');
      await userEvent.click(canvas.getByRole('button', { name: t('login.submit') }));
      await expect(senders.submitPasswordLogin).toHaveBeenCalledWith({ loginName: 'shopper@example.com', password: 'Secret123' });
    },
  },
);

export const FieldErrors = popupStory({
  login: { values: { loginName: 'ab', phone: '' } },
  fieldErrors: { loginName: { key: 'validation.loginName.length' }, password: { key: 'validation.password.length' } },
});

export const Pending = popupStory({ pending: true, login: { values: { loginName: 'shopper@example.com', phone: '' } } });

export const ServerError = popupStory({
  login: { values: { loginName: 'shopper@example.com', phone: '' } },
  error: { server: { key: 'PL-USER-LOGIN-INCORRECT', displayMessage: 'Incorrect password' } },
});

export const ServerOwnText = popupStory({
  error: { server: { key: 'PL-USER-SOMETHING-NEW', displayMessage: 'Your account is locked for 10 minutes' } },
});

export const NetworkErrorToast = popupStory({ toast: { id: 1, message: { key: 'error.network' }, tone: 'error' } });

export const CodeMode = popupStory({ login: { mode: 'code', channels: CHANNELS } });

export const CodeModeFilled = popupStory({ login: { mode: 'code', channels: CHANNELS, channel: 'WHATSAPP', values: { loginName: '', phone: '8123 4567' } } });

export const CodeModePhoneError = popupStory({
  login: { mode: 'code', channels: CHANNELS, values: { loginName: '', phone: '123' } },
  fieldErrors: { phone: { key: 'validation.phone.invalid' } },
});

export const CodeModeSending = popupStory({ pending: true, login: { mode: 'code', channels: CHANNELS, values: { loginName: '', phone: '8123 4567' } } });

/** Switch password ↔ code, then pick WhatsApp: each is one sender call. */
export const SwitchMode = popupStory(
  { login: { mode: 'code', channels: CHANNELS } },
  {
    play: async (context) => {
      const { t, canvas } = playKit(context);
      const senders = context.args.senders;
      const modes = within(canvas.getByRole('radiogroup', { name: t('login.mode') }));
      await userEvent.click(modes.getByRole('radio', { name: t('login.mode.password') }));
      await expect(senders.setLoginMode).toHaveBeenCalledWith('password');
      await userEvent.click(canvas.getByRole('radio', { name: t('methods.whatsapp') }));
      await expect(senders.selectChannel).toHaveBeenCalledWith('WHATSAPP');
    },
  },
);

export const QrHint = popupStory({ login: { qrHintVisible: true } });

export const SocialPending = popupStory({ login: { socialPending: 'GOOGLE' } });

export const SocialFailed = popupStory({ error: { key: 'error.social.failed', params: { provider: 'Facebook' } } });

export const OnAPhone = popupStory({}, { globals: { viewport: { value: 'phone', isRotated: false } } });
