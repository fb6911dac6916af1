import type { Meta, StoryObj } from '@storybook/react-vite';
import { LoadingOverlay } from '../../src/components/index.js';
import { translatorOf, widgetParameters, withWidgetRoot } from '../support/widget.js';

const meta = {
  title: 'Widgets/Loading overlay',
  component: LoadingOverlay,
  decorators: [withWidgetRoot],
  parameters: widgetParameters,
  args: { active: true },
  render: (args, context) => (
    <LoadingOverlay {...args} t={translatorOf(context)}>
      <p>Scan the QR code with the app</p>
    </LoadingOverlay>
  ),
} satisfies Meta<typeof LoadingOverlay>;
export default meta;
type Story = StoryObj<typeof meta>;

export const Active: Story = {};
export const Inactive: Story = { args: { active: false } };
