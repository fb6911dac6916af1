import type { Meta } from '@storybook/react-vite';
import { expect, userEvent } from 'storybook/test';
import { playKit } from '../support/play.js';
import { popupMeta, popupStory, type PopupStoryArgs } from '../support/popup.js';

export default {
  title: 'Screens/Verify',
  ...popupMeta('Code entry: where the code went, the passcode cells, resend with its countdown, change number, other methods.'),
} satisfies Meta<PopupStoryArgs>;

const base = { screen: 'Verify' as const, canGoBack: true };

export const CountdownRunning = popupStory({ ...base, verify: { secondsLeft: 42, canResend: false } });

export const CountdownFinished = popupStory({ ...base, verify: { secondsLeft: 0, canResend: true } });

export const ByWhatsApp = popupStory({ ...base, verify: { deliveryType: 'WHATSAPP' } });

export const ByVoiceCall = popupStory({ ...base, verify: { deliveryType: 'VOICE' } });

export const ByEmail = popupStory({ ...base, verify: { identifier: 'shopper@example.com', identifierType: 'email', deliveryType: 'EMAIL' } });

export const FourDigits = popupStory({ ...base, verify: { codeLength: 4 } });

export const WrongCode = popupStory({ ...base, verify: { resetToken: 1 }, error: { server: { key: 'PL-USER-CODE-INCORRECT' } } });

export const Expired = popupStory({ ...base, verify: { secondsLeft: 0, canResend: true }, error: { key: 'error.verification.expired' } });

export const Checking = popupStory({ ...base, pending: true });

export const RiskyPhone = popupStory({ ...base, verify: { isRiskPhone: true } });

/** Paste a whole code into the first cell: every cell fills and the code is submitted. */
export const PasteCode = popupStory(
  { ...base },
  {
    play: async (context) => {
      const { t, canvas } = playKit(context);
      const first = canvas.getByRole('textbox', { name: t('widget.passcode.cell', { index: 1, count: 6 }) });
      await userEvent.click(first);
      await userEvent.paste('123456');
      await expect(context.args.senders.submitCode).toHaveBeenCalledWith('123456');
    },
  },
);

/** Resend is offered only once the countdown is over. */
export const ResendWhenAllowed = popupStory(
  { ...base, verify: { secondsLeft: 0, canResend: true } },
  {
    play: async (context) => {
      const { t, canvas } = playKit(context);
      await userEvent.click(canvas.getByRole('button', { name: t('verify.resend') }));
      await expect(context.args.senders.resendCode).toHaveBeenCalledOnce();
      await userEvent.click(canvas.getByRole('button', { name: t('verify.changePhone') }));
      await expect(context.args.senders.changeNumber).toHaveBeenCalledOnce();
    },
  },
);
