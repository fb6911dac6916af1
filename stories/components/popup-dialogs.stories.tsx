import type { Meta } from '@storybook/react-vite';
import { expect, userEvent, within } from 'storybook/test';
import { playKit } from '../support/play.js';
import { popupMeta, popupStory, type PopupStoryArgs } from '../support/popup.js';

/** The popup's own dialogs, shown over the Login screen as the popup frame renders them. */
export default {
  title: 'Widgets/Popup dialogs',
  ...popupMeta('Busy (traffic limit), bot check (slider) and account restore: the dialogs the popup opens over any screen.'),
} satisfies Meta<PopupStoryArgs>;

export const BusyDialog = popupStory({ dialog: { type: 'busy' } });

/** The bot check: complete the slider by keyboard (End); the popup gets the trace to verify. */
export const BotDialog = popupStory(
  { dialog: { type: 'bot', slider: 'ready' } },
  {
    play: async (context) => {
      const { t, canvas } = playKit(context);
      const dialog = within(await canvas.findByRole('dialog', { name: t('error.bot.title') }));
      dialog.getByRole('slider', { name: t('widget.slider.label') }).focus();
      await userEvent.keyboard('{End}');
      await expect(context.args.senders.sliderDragged).toHaveBeenCalledOnce();
    },
  },
);

export const BotDialogLoading = popupStory({ dialog: { type: 'bot', slider: 'loading' } });
export const BotDialogChecking = popupStory({ dialog: { type: 'bot', slider: 'checking' } });
export const BotDialogNotVerified = popupStory({ dialog: { type: 'bot', slider: 'notVerified' } });
export const BotDialogErrored = popupStory({ dialog: { type: 'bot', slider: 'errored' } });

/** The restore dialog: Cancel dismisses it. */
export const RestoreDialog = popupStory(
  { dialog: { type: 'restore' } },
  {
    play: async (context) => {
      const { t, canvas } = playKit(context);
      const dialog = within(await canvas.findByRole('alertdialog', { name: t('popup.restore.title') }));
      await userEvent.click(dialog.getByRole('button', { name: t('popup.restore.cancel') }));
      await expect(context.args.senders.dismissDialog).toHaveBeenCalled();
    },
  },
);
