import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, userEvent } from 'storybook/test';
import { Tooltip } from '../../src/components/index.js';
import { playKit } from '../support/play.js';
import { widgetParameters, withWidgetRoot } from '../support/widget.js';

const meta = {
  title: 'Widgets/Tooltip',
  component: Tooltip,
  decorators: [withWidgetRoot],
  parameters: { ...widgetParameters, layout: 'centered' },
  args: { content: 'Log in faster: scan the QR code with the app', children: <span /> },
  argTypes: { children: { control: false } },
  render: ({ children: _children, ...args }) => (
    <Tooltip {...args}>
      <button type="button" className="mp-button mp-button--secondary">
        QR code
      </button>
    </Tooltip>
  ),
} satisfies Meta<typeof Tooltip>;
export default meta;
type Story = StoryObj<typeof meta>;

/** Forced open, as the popup's timed QR hint. */
export const Open: Story = { args: { open: true } };

export const Bottom: Story = { args: { open: true, placement: 'bottom' } };

/** Closed until hover or focus; Escape closes it. */
export const OnFocus: Story = {
  play: async (context) => {
    const { canvas } = playKit(context);
    await userEvent.tab();
    await expect(canvas.getByRole('button', { name: 'QR code' })).toHaveFocus();
    await expect(await canvas.findByRole('tooltip')).toHaveTextContent('Log in faster');
    await userEvent.keyboard('{Escape}');
  },
};
