import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, fn, userEvent, within } from 'storybook/test';
import { Dialog } from '../../src/components/index.js';
import { playKit } from '../support/play.js';
import { translatorOf, widgetParameters, withWidgetRoot } from '../support/widget.js';

const meta = {
  title: 'Widgets/Dialog',
  component: Dialog,
  decorators: [withWidgetRoot],
  parameters: widgetParameters,
  args: { open: true, title: 'Notice', onClose: fn(), onConfirm: fn() },
  render: (args, context) => (
    <Dialog {...args} t={translatorOf(context)}>
      <p>You should agree to our Terms of Use and Privacy Policy.</p>
    </Dialog>
  ),
} satisfies Meta<typeof Dialog>;
export default meta;
type Story = StoryObj<typeof meta>;

export const Message: Story = { args: { confirmLabel: 'OK' } };

export const Question: Story = { args: { role: 'alertdialog', showCancel: true } };

export const Busy: Story = { args: { busy: true, showCancel: true } };

export const WithError: Story = { args: { error: 'Network error, please try again later', showCancel: true } };

/** Escape closes it; Confirm confirms. */
export const KeyboardAndButtons: Story = {
  args: { showCancel: true, role: 'alertdialog' },
  play: async (context) => {
    const { t, canvas } = playKit(context);
    const dialog = within(canvas.getByRole('alertdialog', { name: 'Notice' }));
    await userEvent.click(dialog.getByRole('button', { name: t('common.confirm') }));
    await expect(context.args.onConfirm).toHaveBeenCalledOnce();
    await userEvent.keyboard('{Escape}');
    await expect(context.args.onClose).toHaveBeenCalled();
  },
};
