import type { Meta } from '@storybook/react-vite';
import { expect, userEvent } from 'storybook/test';
import { playKit } from '../support/play.js';
import { popupMeta, popupStory, type PopupStoryArgs } from '../support/popup.js';

export default {
  title: 'Screens/ForgetPassword',
  ...popupMeta('The account (phone or e-mail) that gets the reset code.'),
} satisfies Meta<PopupStoryArgs>;

const base = { screen: 'ForgetPassword' as const, canGoBack: true };

export const Empty = popupStory({ ...base });

export const TypeAndSubmit = popupStory(
  { ...base },
  {
    play: async (context) => {
      const { t, canvas } = playKit(context);
      await userEvent.type(canvas.getByLabelText(t('popup.field.loginName')), 'shopper@example.com');
      await userEvent.click(canvas.getByRole('button', { name: t('popup.next') }));
      await expect(context.args.senders.submitForgot).toHaveBeenCalledWith({ account: 'shopper@example.com' });
    },
  },
);

export const FieldError = popupStory({ ...base, forgot: { values: { account: 'shopper@' } }, fieldErrors: { account: { key: 'validation.email.invalid' } } });

export const Pending = popupStory({ ...base, pending: true, forgot: { values: { account: 'shopper@example.com' } } });

export const ServerError = popupStory({
  ...base,
  forgot: { values: { account: 'nobody@example.com' } },
  error: { server: { key: 'PL-USER-ACCOUNT-NOT-EXIST', displayMessage: 'No account uses this phone number or email.' } },
});
