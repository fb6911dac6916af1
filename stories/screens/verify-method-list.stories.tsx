import type { Meta } from '@storybook/react-vite';
import { expect, userEvent } from 'storybook/test';
import { playKit } from '../support/play.js';
import { popupMeta, popupStory, type PopupStoryArgs } from '../support/popup.js';

export default {
  title: 'Screens/VerifyMethodList',
  ...popupMeta('For a risky phone: the other ways to receive the code (voice call plus the channels).'),
} satisfies Meta<PopupStoryArgs>;

const base = { screen: 'VerifyMethodList' as const, canGoBack: true };

/** Choosing a method resends the code through it. */
export const Methods = popupStory(
  { ...base },
  {
    play: async (context) => {
      const { t, canvas } = playKit(context);
      await userEvent.click(canvas.getByRole('button', { name: t('methods.voice') }));
      await expect(context.args.senders.chooseMethod).toHaveBeenCalledWith('VOICE');
    },
  },
);

export const VoiceOnly = popupStory({ ...base, methods: { channels: [{ type: 'VOICE', text: 'Voice', icon: '', supportOneClickVerify: false }] } });

export const Sending = popupStory({ ...base, pending: true });

export const SendFailed = popupStory({ ...base, error: { key: 'error.network' } });
