import type { Meta } from '@storybook/react-vite';
import { expect, userEvent } from 'storybook/test';
import { playKit } from '../support/play.js';
import { popupMeta, popupStory, type PopupStoryArgs } from '../support/popup.js';

export default {
  title: 'Screens/PhoneCall',
  ...popupMeta('A risky phone (PL-USER-RISK on sending) is offered a voice call that reads out the code.'),
} satisfies Meta<PopupStoryArgs>;

const base = { screen: 'PhoneCall' as const, canGoBack: true };

export const Offer = popupStory(
  { ...base },
  {
    play: async (context) => {
      const { t, canvas } = playKit(context);
      await userEvent.click(canvas.getByRole('button', { name: t('phoneCall.call') }));
      await expect(context.args.senders.requestVoiceCall).toHaveBeenCalledOnce();
    },
  },
);

export const Calling = popupStory({ ...base, pending: true });

export const CallFailed = popupStory({ ...base, error: { key: 'error.tryAgain' } });
