import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, userEvent } from 'storybook/test';
import { Popover } from '../../src/components/index.js';
import { playKit } from '../support/play.js';
import { widgetParameters, withWidgetRoot } from '../support/widget.js';

const meta = {
  title: 'Widgets/Popover',
  component: Popover,
  decorators: [withWidgetRoot],
  parameters: { ...widgetParameters, layout: 'centered' },
  args: { trigger: <span />, children: null, role: 'menu' },
  argTypes: { trigger: { control: false }, children: { control: false } },
  render: ({ trigger: _trigger, children: _children, ...args }) => (
    <Popover
      {...args}
      trigger={
        <button type="button" className="mp-button mp-button--secondary">
          My account
        </button>
      }
    >
      {({ close }) =>
        ['Orders', 'Wishlist', 'Log out'].map((item) => (
          <button key={item} type="button" role="menuitem" className="mp-link" onClick={close}>
            {item}
          </button>
        ))
      }
    </Popover>
  ),
} satisfies Meta<typeof Popover>;
export default meta;
type Story = StoryObj<typeof meta>;

/** The menu opens from its button; arrow keys move through the items; Escape returns focus. */
export const Menu: Story = {
  play: async (context) => {
    const { canvas } = playKit(context);
    const trigger = canvas.getByRole('button', { name: 'My account' });
    await userEvent.click(trigger);
    await expect(await canvas.findByRole('menuitem', { name: 'Orders' })).toHaveFocus();
    await userEvent.keyboard('{ArrowDown}');
    await expect(canvas.getByRole('menuitem', { name: 'Wishlist' })).toHaveFocus();
    await userEvent.keyboard('{Escape}');
    await expect(trigger).toHaveFocus();
  },
};

export const Open: Story = { args: { defaultOpen: true } };
