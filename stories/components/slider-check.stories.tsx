import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, fn, userEvent } from 'storybook/test';
import { SliderCheck } from '../../src/components/index.js';
import { playKit } from '../support/play.js';
import { translatorOf, widgetParameters, withWidgetRoot } from '../support/widget.js';

const meta = {
  title: 'Widgets/Slider check',
  component: SliderCheck,
  decorators: [withWidgetRoot],
  parameters: widgetParameters,
  args: { state: 'ready', onDragged: fn(), onRefresh: fn() },
  render: (args, context) => <SliderCheck {...args} t={translatorOf(context)} />,
} satisfies Meta<typeof SliderCheck>;
export default meta;
type Story = StoryObj<typeof meta>;

export const Loading: Story = { args: { state: 'loading' } };
export const Ready: Story = { args: { state: 'ready' } };
export const Checking: Story = { args: { state: 'checking' } };
export const Verified: Story = { args: { state: 'verified' } };
export const NotVerified: Story = { args: { state: 'notVerified' } };
export const Errored: Story = { args: { state: 'errored' } };

/** Keyboard: arrows move a step, End completes; the trace holds the steps. */
export const CompleteByKeyboard: Story = {
  play: async (context) => {
    const { t, canvas } = playKit(context);
    canvas.getByRole('slider', { name: t('widget.slider.label') }).focus();
    await userEvent.keyboard('{ArrowRight}{ArrowRight}{End}');
    await expect(context.args.onDragged).toHaveBeenCalledOnce();
  },
};

/** After a refusal, Refresh asks for a new challenge. */
export const Refresh: Story = {
  args: { state: 'notVerified' },
  play: async (context) => {
    const { t, canvas } = playKit(context);
    await userEvent.click(canvas.getByRole('button', { name: t('widget.slider.refresh') }));
    await expect(context.args.onRefresh).toHaveBeenCalledOnce();
  },
};
