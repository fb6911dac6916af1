import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, fn, userEvent } from 'storybook/test';
import { Toast } from '../../src/components/index.js';
import { playKit } from '../support/play.js';
import { translatorOf, widgetParameters, withWidgetRoot } from '../support/widget.js';

const meta = {
  title: 'Widgets/Toast',
  component: Toast,
  decorators: [withWidgetRoot],
  parameters: widgetParameters,
  // Kept open in Storybook (duration 0); the popup closes it after TOAST_AUTO_CLOSE_MS.
  args: { id: 1, duration: 0, onClose: fn() },
  render: (args, context) => <Toast {...args} t={translatorOf(context)} />,
} satisfies Meta<typeof Toast>;
export default meta;
type Story = StoryObj<typeof meta>;

export const ErrorTone: Story = { args: { tone: 'error', message: 'Network error, please try again later' } };

export const SuccessTone: Story = { args: { tone: 'success', message: 'Restore your account successfully' } };

export const InfoTone: Story = { args: { tone: 'info', message: 'Too many people are trying right now. Please try again in a moment.' } };

/** The close button (and Escape) close it. */
export const CloseByHand: Story = {
  args: { tone: 'info', message: 'Scan completed — finish logging in on your phone' },
  play: async (context) => {
    const { t, canvas } = playKit(context);
    await userEvent.click(canvas.getByRole('button', { name: t('widget.close') }));
    await expect(context.args.onClose).toHaveBeenCalledOnce();
  },
};
