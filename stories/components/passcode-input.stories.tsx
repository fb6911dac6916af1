import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, fn, userEvent } from 'storybook/test';
import { PasscodeInput } from '../../src/components/index.js';
import { playKit } from '../support/play.js';
import { translatorOf, widgetParameters, withWidgetRoot } from '../support/widget.js';

const meta = {
  title: 'Widgets/Passcode input',
  component: PasscodeInput,
  decorators: [withWidgetRoot],
  parameters: widgetParameters,
  args: { length: 6, onValueChange: fn(), onComplete: fn() },
  render: (args, context) => <PasscodeInput {...args} t={translatorOf(context)} />,
} satisfies Meta<typeof PasscodeInput>;
export default meta;
type Story = StoryObj<typeof meta>;

export const Empty: Story = {};

export const Filled: Story = { args: { defaultValue: '123456' } };

export const PartlyFilled: Story = { args: { defaultValue: '12' } };

export const Invalid: Story = { args: { defaultValue: '000000', invalid: true } };

export const Disabled: Story = { args: { defaultValue: '123', disabled: true } };

export const FourCells: Story = { args: { length: 4 } };

export const EightCells: Story = { args: { length: 8 } };

/** Paste a whole code: every cell fills and onComplete fires once. */
export const PasteFillsEveryCell: Story = {
  play: async (context) => {
    const { t, canvas } = playKit(context);
    await userEvent.click(canvas.getByRole('textbox', { name: t('widget.passcode.cell', { index: 1, count: 6 }) }));
    await userEvent.paste('654321');
    await expect(context.args.onComplete).toHaveBeenCalledOnce();
    await expect(context.args.onComplete).toHaveBeenCalledWith('654321');
    await expect(canvas.getByRole('textbox', { name: t('widget.passcode.cell', { index: 6, count: 6 }) })).toHaveValue('1');
  },
};

/** Type digits (letters are ignored), then backspace walks back. */
export const TypeAndBackspace: Story = {
  play: async (context) => {
    const { t, canvas } = playKit(context);
    await userEvent.click(canvas.getByRole('textbox', { name: t('widget.passcode.cell', { index: 1, count: 6 }) }));
    await userEvent.keyboard('1a2');
    await expect(context.args.onValueChange).toHaveBeenLastCalledWith('12');
    await userEvent.keyboard('{Backspace}');
    await expect(context.args.onValueChange).toHaveBeenLastCalledWith('1');
  },
};
