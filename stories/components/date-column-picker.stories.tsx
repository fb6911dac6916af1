import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, fn, userEvent } from 'storybook/test';
import { DateColumnPicker } from '../../src/components/index.js';
import { playKit } from '../support/play.js';
import { translatorOf, widgetParameters, withWidgetRoot } from '../support/widget.js';

const meta = {
  title: 'Widgets/Date column picker',
  component: DateColumnPicker,
  decorators: [withWidgetRoot],
  parameters: widgetParameters,
  args: { onValueChange: fn() },
  argTypes: { mode: { control: 'select', options: ['date', 'datetime', 'year-month', 'month-day', 'datehour', 'time'] } },
  render: (args, context) => <DateColumnPicker {...args} t={translatorOf(context)} />,
} satisfies Meta<typeof DateColumnPicker>;
export default meta;
type Story = StoryObj<typeof meta>;

export const DateOnly: Story = { args: { mode: 'date', defaultValue: '2025-06-15' } };

export const DateTime: Story = { args: { mode: 'datetime', defaultValue: '2026-03-01 09:30' } };

export const YearMonth: Story = { args: { mode: 'year-month', defaultValue: '2026-03' } };

export const MonthDay: Story = { args: { mode: 'month-day', defaultValue: '02-29' } };

export const DateHour: Story = { args: { mode: 'datehour', defaultValue: '2026-03-01 18' } };

export const Time: Story = { args: { mode: 'time', defaultValue: '23:45' } };

/** The popup's birthday: bounded, nothing chosen yet (the placeholder shows 1 January twenty years ago). */
export const Birthday: Story = { args: { mode: 'date', min: '1926-01-01', max: '2026-01-01', placeholderValue: '2006-01-01' } };

/** Choose with the keyboard: each change reports the whole value. */
export const KeyboardChoice: Story = {
  args: { mode: 'date', defaultValue: '2025-06-15' },
  play: async (context) => {
    const { t, canvas } = playKit(context);
    canvas.getByRole('listbox', { name: t('widget.datePicker.month') }).focus();
    await userEvent.keyboard('{ArrowDown}');
    await expect(context.args.onValueChange).toHaveBeenLastCalledWith('2025-07-15');
  },
};
