import type { Meta } from '@storybook/react-vite';
import { expect, userEvent, within } from 'storybook/test';
import { playKit } from '../support/play.js';
import { popupMeta, popupStory, type PopupStoryArgs } from '../support/popup.js';

export default {
  title: 'Screens/Popup frame',
  ...popupMeta('The frame around every screen: back and close, the toast, and the dialogs the popup opens over a screen.'),
} satisfies Meta<PopupStoryArgs>;

export const WithBack = popupStory({ screen: 'ForgetPassword', canGoBack: true });

export const WithoutClose = popupStory({ hideClose: true });

/** Escape and the close button both close the popup. */
export const Close = popupStory(
  {},
  {
    play: async (context) => {
      const { t, canvas } = playKit(context);
      await userEvent.click(canvas.getByRole('button', { name: t('popup.close') }));
      await expect(context.args.senders.close).toHaveBeenCalledOnce();
    },
  },
);

export const ToastError = popupStory({ toast: { id: 1, message: { key: 'error.network' }, tone: 'error' } });
export const ToastSuccess = popupStory({ toast: { id: 2, message: { key: 'restore.success' }, tone: 'success' } });
export const ToastInfo = popupStory({ toast: { id: 3, message: { key: 'error.busy.message' }, tone: 'info' } });

/** Traffic limit: "Retry later" dismisses it. */
export const BusyDialog = popupStory(
  { dialog: { type: 'busy' } },
  {
    play: async (context) => {
      const { t, canvas } = playKit(context);
      const dialog = within(await canvas.findByRole('alertdialog', { name: t('error.busy.title') }));
      await userEvent.click(dialog.getByRole('button', { name: t('error.busy.retryLater') }));
      await expect(context.args.senders.dismissDialog).toHaveBeenCalled();
    },
  },
);

export const BotDialog = popupStory({ dialog: { type: 'bot', slider: 'ready' } });

export const RestoreDialog = popupStory(
  { dialog: { type: 'restore' } },
  {
    play: async (context) => {
      const { t, canvas } = playKit(context);
      const dialog = within(await canvas.findByRole('alertdialog', { name: t('popup.restore.title') }));
      await userEvent.click(dialog.getByRole('button', { name: t('popup.restore.confirm') }));
      await expect(context.args.senders.confirmRestore).toHaveBeenCalledOnce();
    },
  },
);

export const NoticeDialog = popupStory({ dialog: { type: 'notice', message: { key: 'error.social.suspended', params: { provider: 'Google' } } } });

export const ConsentQuestion = popupStory({ dialog: { type: 'notice', message: { key: 'validation.consent.required' }, confirm: true } });
