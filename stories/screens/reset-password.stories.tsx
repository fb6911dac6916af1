import type { Meta } from '@storybook/react-vite';
import { expect, userEvent } from 'storybook/test';
import { playKit } from '../support/play.js';
import { popupMeta, popupStory, type PopupStoryArgs } from '../support/popup.js';

export default {
  title: 'Screens/ResetPassword',
  ...popupMeta('The new password with its live hints, then the success view with shortcuts and the closing countdown.'),
} satisfies Meta<PopupStoryArgs>;

const base = { screen: 'ResetPassword' as const, canGoBack: true };

export const Empty = popupStory({ ...base });

/** The hints light up as the password meets them; submit sends both fields. */
export const HintsAndSubmit = popupStory(
  { ...base },
  {
    play: async (context) => {
      const { t, canvas } = playKit(context);
      await userEvent.type(canvas.getByLabelText(t('reset.newPassword'), { selector: 'input' }), 'NewSecret1!');
      await expect(canvas.getByText(t('validation.newPassword.hintLength')).closest('li')).toHaveAttribute('data-state', 'met');
      await userEvent.type(canvas.getByLabelText(t('reset.retype'), { selector: 'input' }), 'NewSecret1!');
      await userEvent.click(canvas.getByRole('button', { name: t('reset.submit') }));
      await expect(context.args.senders.submitReset).toHaveBeenCalledWith({ password: 'NewSecret1!', retype: 'NewSecret1!' });
    },
  },
);

export const FieldErrors = popupStory({
  ...base,
  fieldErrors: { newPassword: { key: 'validation.newPassword.rule' }, retypePassword: { key: 'validation.newPassword.mismatch' } },
});

export const Saving = popupStory({ ...base, pending: true });

/** The server refused the new password: the message stays under the field (not a toast that goes away). */
export const SaveRefused = popupStory({ ...base, fieldErrors: { newPassword: { key: 'validation.newPassword.sameAsCurrent' } } });

export const SaveFailed = popupStory({ ...base, toast: { id: 1, message: { key: 'error.verification.expired' }, tone: 'error' } });

export const Success = popupStory({ ...base, canGoBack: false, reset: { success: { secondsLeft: 5, stopped: false } } });

/** The buyer turned the countdown off (WCAG 2.2.1): the shortcuts and Close stay until they choose. */
export const SuccessStopped = popupStory({ ...base, canGoBack: false, reset: { success: { secondsLeft: 3, stopped: true } } });

export const SuccessClosing = popupStory(
  { ...base, canGoBack: false, reset: { success: { secondsLeft: 1, stopped: false } } },
  {
    play: async (context) => {
      const { t, canvas } = playKit(context);
      await userEvent.click(canvas.getByRole('button', { name: t('reset.cart') }));
      await expect(context.args.senders.goTo).toHaveBeenCalledWith('cart');
    },
  },
);
