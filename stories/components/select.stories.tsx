import type { Meta, StoryObj } from '@storybook/react-vite';
import { useState } from 'react';
import { expect, userEvent, waitFor } from 'storybook/test';
import { Select, type SelectOption, type SelectProps } from '../../src/components/index.js';
import { playKit } from '../support/play.js';
import { widgetParameters, withWidgetRoot } from '../support/widget.js';

const KHET: SelectOption[] = ['Bang Rak', 'Chatuchak', 'Khlong Toei', 'Pathum Wan', 'Phra Nakhon', 'Ratchathewi', 'Sathon', 'Watthana'].map(
  (label) => ({ value: label, label }),
);
const MANY: SelectOption[] = Array.from({ length: 150 }, (_, i) => ({ value: String(i), label: `Township ${i + 1}` }));

function Controlled(props: Omit<SelectProps, 'value' | 'onChange'> & { initial?: string }) {
  const [value, setValue] = useState<string | null>(props.initial ?? null);
  return <Select {...props} value={value} onChange={setValue} />;
}

const meta = {
  title: 'Widgets/Select (type-ahead)',
  component: Controlled,
  decorators: [withWidgetRoot],
  parameters: widgetParameters,
  args: {
    label: 'District (Amphoe/Khet)',
    options: KHET,
    placeholder: 'Select',
    noMatchText: 'No matching items found',
    moreText: (count: number) => `+ ${count} ...`,
  },
} satisfies Meta<typeof Controlled>;
export default meta;
type Story = StoryObj<typeof meta>;

export const Closed: Story = {};
export const Chosen: Story = { args: { initial: 'Pathum Wan' } };
export const Invalid: Story = { args: { error: "You can't leave this empty." } };
export const Disabled: Story = { args: { disabled: true } };
export const Medium: Story = { args: { size: 'medium' } };
export const Overflow: Story = { args: { options: MANY, label: 'Township', maxRendered: 100 } };

/** Type to filter, arrows to move, Enter to choose. */
export const TypeAhead: Story = {
  play: async (context) => {
    const { canvas } = playKit(context);
    const combo = canvas.getByRole('combobox');
    await userEvent.click(combo);
    await userEvent.keyboard('khlong');
    await userEvent.keyboard('{ArrowDown}{Enter}');
    await expect(combo).toHaveValue('Khlong Toei');
  },
};

export const NoMatch: Story = {
  play: async (context) => {
    const { canvas } = playKit(context);
    await userEvent.click(canvas.getByRole('combobox'));
    await userEvent.keyboard('zzz');
    await expect(canvas.getByRole('option')).toHaveTextContent('No matching items found');
  },
};

/**
 * A long list scrolls under the scroll area's thumb (§9: at least 20 px; shown while scrolling, hidden 3 s after):
 * End jumps to the last option, the list scrolls, and the thumb shows at the end of its track.
 */
export const LongListScrollThumb: Story = {
  args: { options: MANY, label: 'Township', maxRendered: 150 },
  play: async (context) => {
    const { canvas } = playKit(context);
    await userEvent.click(canvas.getByRole('combobox'));
    await userEvent.keyboard('{End}');
    await expect(canvas.getByRole('combobox')).toHaveAttribute('aria-activedescendant', expect.stringMatching(/-option-149$/));
    const track = context.canvasElement.querySelector<HTMLElement>('.mp-scroll-area__track');
    const thumb = context.canvasElement.querySelector<HTMLElement>('.mp-scroll-area__thumb');
    await waitFor(() => expect(track).toHaveAttribute('data-visible'));
    await expect(thumb!.getBoundingClientRect().height).toBeGreaterThanOrEqual(20);
    const list = canvas.getByRole('listbox');
    await expect(list.scrollTop).toBeGreaterThan(0);
    await expect(thumb!.getBoundingClientRect().bottom).toBeCloseTo(track!.getBoundingClientRect().bottom, 0);
  },
};
