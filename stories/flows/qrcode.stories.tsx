import type { Meta } from '@storybook/react-vite';
import { expect, userEvent } from 'storybook/test';
import { flowMeta, flowStory, type FlowStoryArgs } from '../support/flow.js';
import { FLOW_TIMEOUT, playKit } from '../support/play.js';

export default {
  title: 'Flows/QR login',
  ...flowMeta('QR login against the mock gateway: the code is polled every 0.4 s; each story is one status sequence.'),
} satisfies Meta<FlowStoryArgs>;

const POLL = { qrIntervalMs: 400 };

async function openQr(context: Parameters<typeof playKit>[0]) {
  const kit = playKit(context);
  await kit.canvas.findByRole('heading', { name: kit.t('login.title') }, FLOW_TIMEOUT);
  await userEvent.click(kit.canvas.getByRole('button', { name: kit.t('login.qr') }));
  await kit.canvas.findByRole('heading', { name: kit.t('qr.title') }, FLOW_TIMEOUT);
  return kit;
}

/** Waiting for a scan: the code stays. */
export const Pending = flowStory(
  { ...POLL, scenario: { qr: 'pending' } },
  {
    play: async (context) => {
      const kit = await openQr(context);
      await kit.canvas.findByRole('img', { name: kit.t('qr.image') }, FLOW_TIMEOUT);
      await expect(kit.canvas.getByText(kit.t('qr.scan'))).toBeInTheDocument();
    },
  },
);

/** Scanned on the phone: "finish on your phone". */
export const Scanned = flowStory(
  { ...POLL, scenario: { qr: 'scanned' } },
  {
    play: async (context) => {
      const kit = await openQr(context);
      await kit.canvas.findByText(kit.t('qr.scanned'), {}, FLOW_TIMEOUT);
    },
  },
);

/** Pending, scanned, then approved: success, and the popup closes logged in. */
export const Success = flowStory(
  { ...POLL, scenario: { qr: 'success' } },
  {
    play: async (context) => {
      const kit = await openQr(context);
      await kit.canvas.findByText(kit.t('qr.scanned'), {}, FLOW_TIMEOUT);
      await kit.canvas.findByText('The popup closed.', {}, FLOW_TIMEOUT);
      await expect(context.args.onLogin).toHaveBeenCalled();
    },
  },
);

/** The code cannot be made: the connection error; Refresh tries again. */
export const ConnectionError = flowStory(
  { ...POLL, scenario: { qr: 'error' } },
  {
    play: async (context) => {
      const kit = await openQr(context);
      await userEvent.click(await kit.canvas.findByRole('button', { name: kit.t('qr.refresh') }, FLOW_TIMEOUT));
      await kit.canvas.findByRole('button', { name: kit.t('qr.refresh') }, FLOW_TIMEOUT);
    },
  },
);

/** Every poll answers FAILURE: the popup keeps drawing a new code. */
export const Expired = flowStory({ ...POLL, scenario: { qr: 'expired' } });
