import type { Meta } from '@storybook/react-vite';
import { expect, userEvent } from 'storybook/test';
import { playKit } from '../support/play.js';
import { popupMeta, popupStory, type PopupStoryArgs } from '../support/popup.js';

export default {
  title: 'Screens/Qrcode',
  ...popupMeta('QR login: the code to scan, "finish on your phone" after a scan, the connection error with Refresh, success.'),
} satisfies Meta<PopupStoryArgs>;

const URL = 'https://member.shop.sg/qr-login?requestId=r-1';
const base = { screen: 'Qrcode' as const, canGoBack: true };

export const Loading = popupStory({ ...base, qr: { status: 'loading', qrLoginUrl: null } });

export const Pending = popupStory({ ...base, qr: { status: 'pending', qrLoginUrl: URL } });

/** Scanned: Rescan asks for a new code. */
export const Scanned = popupStory(
  { ...base, qr: { status: 'scanned', qrLoginUrl: URL } },
  {
    play: async (context) => {
      const { t, canvas } = playKit(context);
      await expect(canvas.getByText(t('qr.scanned'))).toBeInTheDocument();
      await userEvent.click(canvas.getByRole('button', { name: t('qr.rescan') }));
      await expect(context.args.senders.refreshQr).toHaveBeenCalledOnce();
    },
  },
);

/** The code could not be made or checked: Refresh tries again. */
export const ConnectionError = popupStory(
  { ...base, qr: { status: 'error', qrLoginUrl: null } },
  {
    play: async (context) => {
      const { t, canvas } = playKit(context);
      await userEvent.click(canvas.getByRole('button', { name: t('qr.refresh') }));
      await expect(context.args.senders.refreshQr).toHaveBeenCalledOnce();
    },
  },
);

export const StatusCheckFailedToast = popupStory({
  ...base,
  qr: { status: 'pending', qrLoginUrl: URL },
  toast: { id: 1, message: { key: 'error.qr.network' }, tone: 'error' },
});

export const Success = popupStory({ ...base, qr: { status: 'success', qrLoginUrl: URL } });
