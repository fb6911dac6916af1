import type { Meta } from '@storybook/react-vite';
import { expect, userEvent, within } from 'storybook/test';
import { playKit } from '../support/play.js';
import { popupMeta, popupStory, type PopupStoryArgs } from '../support/popup.js';

export default {
  title: 'Screens/Registry',
  ...popupMeta('Sign-up by phone or e-mail: consent, the promotions opt-in, the slider bot check and submit.'),
} satisfies Meta<PopupStoryArgs>;

const base = { screen: 'Registry' as const, canGoBack: true };

export const PhoneEmpty = popupStory({ ...base, registry: { slider: 'ready' } });

export const EmailEmpty = popupStory({ ...base, registry: { method: 'email', slider: 'ready' } });

export const Filled = popupStory({
  ...base,
  registry: { values: { phone: '8123 4567', email: '' }, consent: true, promotions: { sms: true, email: false }, slider: 'verified' },
});

export const FieldErrors = popupStory({
  ...base,
  registry: { values: { phone: '123', email: '' }, slider: 'ready' },
  fieldErrors: { phone: { key: 'validation.phone.invalid' }, consent: { key: 'validation.consent.required' } },
});

export const EmailTaken = popupStory({
  ...base,
  registry: { method: 'email', values: { phone: '', email: 'shopper@example.com' }, consent: true, slider: 'verified' },
  fieldErrors: { email: { key: 'error.emailRegistered' } },
});

export const SliderRequired = popupStory({
  ...base,
  registry: { values: { phone: '8123 4567', email: '' }, consent: true, slider: 'ready' },
  error: { key: 'error.bot.message' },
});

export const Sending = popupStory({
  ...base,
  pending: true,
  registry: { values: { phone: '8123 4567', email: '' }, consent: true, slider: 'verified' },
});

export const ServerError = popupStory({
  ...base,
  registry: { values: { phone: '8123 4567', email: '' }, consent: true, slider: 'ready' },
  error: { server: { key: 'PL-USER-PHONE-EXIST', displayMessage: 'This phone number is already registered.' } },
});

export const SliderLoading = popupStory({ ...base, registry: { slider: 'loading' } });
export const SliderChecking = popupStory({ ...base, registry: { slider: 'checking' } });
export const SliderVerified = popupStory({ ...base, registry: { slider: 'verified' } });
export const SliderNotVerified = popupStory({ ...base, registry: { slider: 'notVerified' } });
export const SliderErrored = popupStory({ ...base, registry: { slider: 'errored' } });

/** Switch phone ↔ e-mail, tick consent and promotions, fill in and submit. */
export const SwitchMethodAndSubmit = popupStory(
  { ...base, registry: { slider: 'verified' } },
  {
    play: async (context) => {
      const { t, canvas } = playKit(context);
      const senders = context.args.senders;
      const methods = within(canvas.getByRole('radiogroup', { name: t('registry.method') }));
      await userEvent.click(methods.getByRole('radio', { name: t('registry.useEmail') }));
      await expect(senders.setRegistryMethod).toHaveBeenCalledWith('email');
      await userEvent.click(canvas.getByRole('checkbox', { name: t('registry.promoSms') }));
      await expect(senders.setPromotion).toHaveBeenCalledWith('sms', true);
      await userEvent.type(canvas.getByLabelText(t('popup.field.phone')), '8123 4567');
      await userEvent.click(canvas.getByRole('button', { name: t('registry.submit') }));
      await expect(senders.submitRegistry).toHaveBeenCalledWith({ phone: '8123 4567' });
    },
  },
);
