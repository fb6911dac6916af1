// @vitest-environment jsdom
import { cleanup, render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { useState } from 'react';
import { afterEach, describe, expect, it } from 'vitest';
import { axeViolations } from '../internal/__fixtures__/axe.js';
import { TextInput, type TextInputProps } from './index.js';

afterEach(cleanup);

function Harness(props: Partial<TextInputProps>) {
  const [value, setValue] = useState('');
  return <TextInput label="Postcode" {...props} value={value} onValueChange={setValue} />;
}

describe('TextInput (§5 generic text input)', () => {
  it('given the integer option, then every non-digit is stripped (other scripts’ digits become ASCII)', async () => {
    const user = userEvent.setup();
    render(<Harness integer />);
    const input = screen.getByRole('textbox', { name: 'Postcode' }) as HTMLInputElement;
    expect(input.inputMode).toBe('numeric');
    await user.type(input, '10a-3 3٠');
    expect(input.value).toBe('10330');
  });

  it('given a counter, then it shows length or length/maxLength and describes the input; maxLength caps the text', async () => {
    const user = userEvent.setup();
    const { container } = render(
      <Harness label="Detail address" counter="limit" maxLength={10} counterLabel={(n, max) => `${n} of ${max} characters`} optionalText="(optional)" />,
    );
    const input = screen.getByRole('textbox', { name: /^Detail address\s*\(optional\)$/ }) as HTMLInputElement;
    await user.type(input, 'Jalan Cikini Raya');
    expect(input.value).toBe('Jalan Ciki');
    const counter = container.querySelector('.mp-text-input__counter')!;
    expect(counter.textContent).toContain('10/10');
    expect(input.getAttribute('aria-describedby')).toContain(counter.id);
    expect(await axeViolations(container)).toEqual([]);
    cleanup();
    render(<Harness label="Notes" counter="length" multiline />);
    await user.type(screen.getByRole('textbox', { name: 'Notes' }), 'abc');
    expect(document.querySelector('.mp-text-input__counter')!.textContent).toBe('3');
  });

  it('given an error, then it is invalid, described by the error, and axe-clean', async () => {
    const { container } = render(<Harness required error="Please enter a valid postcode." hint="5 digits" />);
    const input = screen.getByRole('textbox', { name: 'Postcode' });
    expect(input.getAttribute('aria-invalid')).toBe('true');
    expect(input.getAttribute('aria-describedby')!.split(' ')).toHaveLength(2);
    expect(await axeViolations(container)).toEqual([]);
  });
});
