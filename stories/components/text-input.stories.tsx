import type { Meta, StoryObj } from '@storybook/react-vite';
import { useState } from 'react';
import { TextInput, type TextInputProps } from '../../src/components/index.js';
import { widgetParameters, withWidgetRoot } from '../support/widget.js';

function Controlled(props: Omit<TextInputProps, 'value' | 'onValueChange'> & { initial?: string }) {
  const [value, setValue] = useState(props.initial ?? '');
  return <TextInput {...props} value={value} onValueChange={setValue} />;
}

const meta = {
  title: 'Widgets/Text input',
  component: Controlled,
  decorators: [withWidgetRoot],
  parameters: widgetParameters,
  args: { label: 'Detail address' },
} satisfies Meta<typeof Controlled>;
export default meta;
type Story = StoryObj<typeof meta>;

export const Plain: Story = {};
export const Integer: Story = { args: { label: 'Postcode', integer: true, maxLength: 6, initial: '10330' } };
export const CounterLength: Story = { args: { counter: 'length', initial: 'Jl. Cikini Raya No. 73' } };
export const CounterLimit: Story = {
  args: { counter: 'limit', maxLength: 350, multiline: true, initial: 'Jl. Cikini Raya No. 73', counterLabel: (n, max) => `${n} of ${max} characters` },
};
export const Optional: Story = { args: { label: 'Notes', optionalText: '(optional)' } };
export const Invalid: Story = { args: { label: 'Postcode', integer: true, initial: '1033', error: 'Please enter a valid postcode.' } };
