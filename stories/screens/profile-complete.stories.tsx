import type { Meta } from '@storybook/react-vite';
import { expect, userEvent, within } from 'storybook/test';
import { playKit } from '../support/play.js';
import { popupMeta, popupStory, type PopupStoryArgs } from '../support/popup.js';

export default {
  title: 'Screens/ProfileComplete',
  ...popupMeta('After a phone sign-up: step 1 full name and password, step 2 gender and birthday; each can be filled in later.'),
} satisfies Meta<PopupStoryArgs>;

const base = { screen: 'ProfileComplete' as const, hideClose: true };

export const Step1 = popupStory({ ...base, profile: { step: 1 } });

export const Step1Submit = popupStory(
  { ...base, profile: { step: 1 } },
  {
    play: async (context) => {
      const { t, canvas } = playKit(context);
      await userEvent.type(canvas.getByLabelText(t('profile.name')), 'Mock Shopper');
      await userEvent.type(canvas.getByLabelText(t('profile.password'), { selector: 'input' }), 'Secret123!');
      await userEvent.click(canvas.getByRole('button', { name: t('popup.next') }));
      await expect(context.args.senders.submitProfileStep1).toHaveBeenCalledWith({ name: 'Mock Shopper', password: 'Secret123!' });
    },
  },
);

export const Step1Errors = popupStory({
  ...base,
  profile: { step: 1, values: { name: 'M', gender: '', birthday: '' } },
  fieldErrors: { name: { key: 'validation.fullName.length' }, password: { key: 'validation.password.length' } },
});

export const Step1Saving = popupStory({ ...base, pending: true, profile: { step: 1, values: { name: 'Mock Shopper', gender: '', birthday: '' } } });

export const Step2 = popupStory({ ...base, profile: { step: 2 } });

export const Step2Filled = popupStory({ ...base, profile: { step: 2, values: { name: 'Mock Shopper', gender: 'female', birthday: '1995-06-15' } } });

export const Step2Errors = popupStory({
  ...base,
  profile: { step: 2 },
  fieldErrors: { gender: { key: 'validation.gender.invalid' }, birthday: { key: 'validation.birthday.range' } },
});

/** Choose a gender and save: the birthday the columns show is sent with it. */
export const Step2Submit = popupStory(
  { ...base, profile: { step: 2 } },
  {
    play: async (context) => {
      const { t, canvas } = playKit(context);
      await userEvent.click(canvas.getByRole('radio', { name: t('profile.female') }));
      // A birthday the buyer chose: one year down in the year column (an untouched picker is no birthday).
      const birthday = within(canvas.getByRole('group', { name: t('profile.birthday') }));
      birthday.getByRole('listbox', { name: t('widget.datePicker.year') }).focus();
      await userEvent.keyboard('{ArrowDown}');
      await userEvent.click(canvas.getByRole('button', { name: t('profile.save') }));
      await expect(context.args.senders.submitProfileStep2).toHaveBeenCalledWith({ gender: 'female', birthday: expect.stringMatching(/^\d{4}-\d{2}-\d{2}$/) });
    },
  },
);

export const Step2Saving = popupStory({ ...base, pending: true, profile: { step: 2, values: { name: '', gender: 'male', birthday: '1990-01-01' } } });

export const SaveFailed = popupStory({ ...base, profile: { step: 2 }, error: { key: 'error.somethingWrong' } });
