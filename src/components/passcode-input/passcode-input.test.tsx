// @vitest-environment jsdom
import { cleanup, fireEvent, render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { StrictMode, createRef, useState } from 'react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { CODE_LENGTH } from '../../config/constants.js';
import { loadTranslator } from '../../i18n/translate.js';
import { axeViolations } from '../internal/__fixtures__/axe.js';
import { PasscodeInput, type PasscodeInputProps } from './index.js';

afterEach(cleanup);

const cells = () => screen.getAllByRole('textbox') as HTMLInputElement[];
const values = () => cells().map((cell) => cell.value).join('');
const cell = (index: number) => cells()[index]!;

function setup(props: Partial<PasscodeInputProps> = {}) {
  const user = userEvent.setup();
  const onComplete = vi.fn();
  const onChange = vi.fn();
  const onValueChange = vi.fn();
  const view = render(
    <PasscodeInput label="SMS code" onComplete={onComplete} onChange={onChange} onValueChange={onValueChange} {...props} />,
  );
  return { user, onComplete, onChange, onValueChange, ...view };
}

describe('PasscodeInput', () => {
  describe('given the default props', () => {
    it('shows CODE_LENGTH labelled numeric cells inside a named group', () => {
      setup();
      expect(screen.getByRole('group', { name: 'SMS code' })).toBeTruthy();
      expect(cells()).toHaveLength(CODE_LENGTH);
      expect(cell(1).getAttribute('aria-label')).toBe(`Digit 2 of ${CODE_LENGTH}`);
      for (const input of cells()) {
        expect(input.getAttribute('inputmode')).toBe('numeric');
        expect(input.getAttribute('type')).toBe('text');
      }
    });

    it('names the group "Verification code" when no label is given', () => {
      render(<PasscodeInput />);
      expect(screen.getByRole('group', { name: 'Verification code' })).toBeTruthy();
    });

    it('has no axe violations', async () => {
      const { container } = setup();
      expect(await axeViolations(container)).toEqual([]);
    });
  });

  describe('given a length of 4', () => {
    it('shows four cells labelled "of 4"', () => {
      setup({ length: 4 });
      expect(cells()).toHaveLength(4);
      expect(cell(3).getAttribute('aria-label')).toBe('Digit 4 of 4');
    });
  });

  describe('when the user tabs into the code', () => {
    it('lands on the first empty cell, which alone carries autocomplete="one-time-code"', async () => {
      const { user } = setup({ defaultValue: '12' });
      await user.tab();
      expect(document.activeElement).toBe(cell(2));
      const withOtp = cells().filter((input) => input.getAttribute('autocomplete') === 'one-time-code');
      expect(withOtp).toEqual([cell(2)]);
      for (const input of cells()) if (input !== cell(2)) expect(input.getAttribute('autocomplete')).toBe('off');
    });

    it('is one tab stop: the next Tab leaves the group', async () => {
      const user = userEvent.setup();
      render(
        <>
          <PasscodeInput />
          <button type="button">Resend</button>
        </>,
      );
      await user.tab();
      expect(document.activeElement).toBe(cell(0));
      await user.tab();
      expect(document.activeElement).toBe(screen.getByRole('button', { name: 'Resend' }));
      await user.tab({ shift: true });
      expect(document.activeElement).toBe(cell(0));
    });

    it('moves autocomplete="one-time-code" along with focus', async () => {
      const { user } = setup({ defaultValue: '123' });
      await user.tab();
      await user.keyboard('{ArrowLeft}');
      expect(document.activeElement).toBe(cell(2));
      expect(cell(2).getAttribute('autocomplete')).toBe('one-time-code');
      expect(cell(3).getAttribute('autocomplete')).toBe('off');
    });
  });

  describe('when the user types digits', () => {
    it('fills one cell per digit, moving focus forward, and reports every change', async () => {
      const { user, onChange, onValueChange } = setup();
      await user.click(cell(0));
      await user.keyboard('123');
      expect(values()).toBe('123');
      expect(document.activeElement).toBe(cell(3));
      expect(onChange.mock.calls.map(([code]) => code)).toEqual(['1', '12', '123']);
      expect(onValueChange.mock.calls.map(([code]) => code)).toEqual(['1', '12', '123']);
    });

    it('ignores letters and symbols', async () => {
      const { user, onChange } = setup();
      await user.click(cell(0));
      await user.keyboard('a-1 b2');
      expect(values()).toBe('12');
      expect(onChange).toHaveBeenCalledTimes(2);
    });

    it('reads digits of other scripts as ASCII (Thai, full-width)', async () => {
      const { user } = setup();
      await user.click(cell(0));
      await user.keyboard('๑๒３');
      expect(values()).toBe('123');
    });

    it('calls onComplete once with the code when the last cell is filled', async () => {
      const { user, onComplete } = setup();
      await user.click(cell(0));
      await user.keyboard('12345');
      expect(onComplete).not.toHaveBeenCalled();
      await user.keyboard('6');
      expect(onComplete).toHaveBeenCalledTimes(1);
      expect(onComplete).toHaveBeenCalledWith('123456');
      expect(screen.getByRole('group').getAttribute('data-state')).toBe('complete');
    });

    it('sends a click past the first empty cell back to it', async () => {
      const { user } = setup({ defaultValue: '1' });
      await user.click(cell(4));
      expect(document.activeElement).toBe(cell(1));
    });
  });

  describe('given a filled code', () => {
    it('when the user presses backspace, the focused digit is cleared and focus stays', async () => {
      const { user, onChange, onComplete } = setup({ defaultValue: '123456' });
      await user.click(cell(5));
      await user.keyboard('{Backspace}');
      expect(values()).toBe('12345');
      expect(document.activeElement).toBe(cell(5));
      expect(onChange).toHaveBeenLastCalledWith('12345');
      expect(onComplete).not.toHaveBeenCalled();
    });

    it('when the user presses backspace repeatedly, it walks back clearing each cell', async () => {
      const { user } = setup({ defaultValue: '123456' });
      await user.click(cell(5));
      await user.keyboard('{Backspace}{Backspace}{Backspace}');
      expect(values()).toBe('123');
      expect(document.activeElement).toBe(cell(3));
      await user.keyboard('{Backspace}{Backspace}{Backspace}{Backspace}');
      expect(values()).toBe('');
      expect(document.activeElement).toBe(cell(0));
    });

    it('when the user clears a middle digit, the later digits close up', async () => {
      const { user } = setup({ defaultValue: '123456' });
      await user.click(cell(2));
      await user.keyboard('{Delete}');
      expect(values()).toBe('12456');
    });

    it('when the user types over a digit, it is replaced and a new complete code is reported once', async () => {
      const { user, onComplete } = setup({ defaultValue: '123456' });
      await user.click(cell(2));
      await user.keyboard('9');
      expect(values()).toBe('129456');
      expect(document.activeElement).toBe(cell(3));
      expect(onComplete).toHaveBeenCalledTimes(1);
      expect(onComplete).toHaveBeenCalledWith('129456');
    });

    it('when the user types the same digit again, nothing changes but focus moves on', async () => {
      const { user, onChange, onComplete } = setup({ defaultValue: '123456' });
      await user.click(cell(2));
      await user.keyboard('3');
      expect(values()).toBe('123456');
      expect(document.activeElement).toBe(cell(3));
      expect(onChange).not.toHaveBeenCalled();
      expect(onComplete).not.toHaveBeenCalled();
    });

    it('arrow keys, Home and End move between cells', async () => {
      const { user } = setup({ defaultValue: '123456' });
      await user.click(cell(3));
      await user.keyboard('{ArrowLeft}');
      expect(document.activeElement).toBe(cell(2));
      await user.keyboard('{ArrowRight}{ArrowRight}');
      expect(document.activeElement).toBe(cell(4));
      await user.keyboard('{Home}');
      expect(document.activeElement).toBe(cell(0));
      await user.keyboard('{ArrowLeft}');
      expect(document.activeElement).toBe(cell(0));
      await user.keyboard('{End}');
      expect(document.activeElement).toBe(cell(5));
      await user.keyboard('{ArrowRight}');
      expect(document.activeElement).toBe(cell(5));
    });

    it('has no axe violations', async () => {
      const { container } = setup({ defaultValue: '123456' });
      expect(await axeViolations(container)).toEqual([]);
    });
  });

  describe('given a partial code', () => {
    it('ArrowRight stops at the first empty cell', async () => {
      const { user } = setup({ defaultValue: '12' });
      await user.click(cell(0));
      await user.keyboard('{ArrowRight}{ArrowRight}{ArrowRight}{ArrowRight}');
      expect(document.activeElement).toBe(cell(2));
    });
  });

  describe('when the user pastes', () => {
    it('a whole code with spaces and dashes into the first cell, every cell fills and onComplete fires once', async () => {
      const { user, onComplete } = setup();
      await user.click(cell(0));
      await user.paste('12-34 56');
      expect(values()).toBe('123456');
      expect(onComplete).toHaveBeenCalledTimes(1);
      expect(onComplete).toHaveBeenCalledWith('123456');
      expect(document.activeElement).toBe(cell(5));
    });

    it('a whole code over a half-typed one, the whole code replaces it', async () => {
      const { user, onComplete } = setup({ defaultValue: '98' });
      await user.click(cell(2));
      await user.paste('123 456');
      expect(values()).toBe('123456');
      expect(onComplete).toHaveBeenCalledWith('123456');
    });

    it('a few digits, they fill from the focused cell on', async () => {
      const { user, onComplete } = setup({ defaultValue: '98' });
      await user.click(cell(2));
      await user.paste('7-6');
      expect(values()).toBe('9876');
      expect(document.activeElement).toBe(cell(4));
      expect(onComplete).not.toHaveBeenCalled();
    });

    it('text without digits, nothing changes', async () => {
      const { user, onChange } = setup({ defaultValue: '1' });
      await user.click(cell(1));
      await user.paste('abc');
      expect(values()).toBe('1');
      expect(onChange).not.toHaveBeenCalled();
    });

    it('more digits than cells, the extra ones are dropped', async () => {
      const { user, onComplete } = setup({ length: 4 });
      await user.click(cell(0));
      await user.paste('123456');
      expect(values()).toBe('1234');
      expect(onComplete).toHaveBeenCalledWith('1234');
    });
  });

  describe('given a mobile keyboard that sends no key values (only input events)', () => {
    it('a typed digit fills the cell, and an emptied cell removes its digit', () => {
      const onChange = vi.fn();
      render(<PasscodeInput defaultValue="12" onChange={onChange} />);
      fireEvent.change(cell(2), { target: { value: '3' } });
      expect(values()).toBe('123');
      fireEvent.change(cell(1), { target: { value: '' } });
      expect(values()).toBe('13');
      fireEvent.change(cell(0), { target: { value: 'x' } });
      expect(values()).toBe('13');
      expect(onChange.mock.calls.map(([code]) => code)).toEqual(['123', '13']);
    });

    it('a digit typed next to an existing one replaces it', () => {
      render(<PasscodeInput defaultValue="12" />);
      fireEvent.change(cell(0), { target: { value: '17' } });
      expect(values()).toBe('72');
      fireEvent.change(cell(1), { target: { value: '52' } });
      expect(values()).toBe('75');
    });
  });

  describe('when the operating system autofills the code into the focused cell', () => {
    it('spreads the digits over the cells', async () => {
      const { user, onComplete } = setup();
      await user.click(cell(0));
      // An autofill writes the whole value at once: one input event holding every digit.
      fireEvent.change(cell(0), { target: { value: '654321' } });
      expect(values()).toBe('654321');
      expect(onComplete).toHaveBeenCalledWith('654321');
    });
  });

  describe('in controlled mode', () => {
    function Controlled({ onComplete }: { onComplete: (code: string) => void }) {
      const [code, setCode] = useState('');
      return (
        <>
          <PasscodeInput value={code} onValueChange={setCode} onComplete={onComplete} />
          <output data-testid="code">{code}</output>
          <button type="button" onClick={() => setCode('')}>
            Clear
          </button>
        </>
      );
    }

    it('shows the value the parent holds and reports edits through onValueChange', async () => {
      const user = userEvent.setup();
      const onComplete = vi.fn();
      render(<Controlled onComplete={onComplete} />);
      await user.click(cell(0));
      await user.keyboard('4242');
      expect(screen.getByTestId('code').textContent).toBe('4242');
      await user.paste('000000');
      expect(values()).toBe('000000');
      expect(onComplete).toHaveBeenCalledTimes(1);
      await user.click(screen.getByRole('button', { name: 'Clear' }));
      expect(values()).toBe('');
    });

    it('keeps its cells when the parent refuses a change', async () => {
      const user = userEvent.setup();
      const onValueChange = vi.fn();
      render(<PasscodeInput value="12" onValueChange={onValueChange} />);
      await user.click(cell(2));
      await user.keyboard('3');
      expect(onValueChange).toHaveBeenCalledWith('123');
      expect(values()).toBe('12');
      await user.click(cell(2));
      await user.keyboard('4');
      expect(onValueChange).toHaveBeenLastCalledWith('124');
    });

    it('shows only digits of a value holding other characters', () => {
      render(<PasscodeInput value="1a2-3" onValueChange={() => {}} />);
      expect(values()).toBe('123');
    });
  });

  describe('given a new resetToken', () => {
    it('clears the cells, reports the empty code and puts focus on the first cell', async () => {
      const onChange = vi.fn();
      const user = userEvent.setup();
      const { rerender } = render(<PasscodeInput resetToken={0} onChange={onChange} />);
      await user.click(cell(0));
      await user.keyboard('123456');
      await user.tab();
      expect(document.activeElement).toBe(document.body);
      onChange.mockClear();
      rerender(<PasscodeInput resetToken={1} onChange={onChange} />);
      expect(values()).toBe('');
      expect(document.activeElement).toBe(cell(0));
      expect(onChange).toHaveBeenCalledWith('');
    });

    it('clears once under StrictMode too (effects run twice on mount)', () => {
      const onChange = vi.fn();
      const { rerender } = render(
        <StrictMode>
          <PasscodeInput resetToken={0} defaultValue="123" onChange={onChange} />
        </StrictMode>,
      );
      expect(onChange).not.toHaveBeenCalled();
      rerender(
        <StrictMode>
          <PasscodeInput resetToken={1} defaultValue="123" onChange={onChange} />
        </StrictMode>,
      );
      expect(values()).toBe('');
      expect(onChange).toHaveBeenCalledTimes(1);
      expect(document.activeElement).toBe(cell(0));
    });

    it('does nothing on mount or when the same token comes again', () => {
      const onChange = vi.fn();
      const { rerender } = render(<PasscodeInput resetToken={3} defaultValue="12" onChange={onChange} />);
      rerender(<PasscodeInput resetToken={3} defaultValue="12" onChange={onChange} />);
      expect(values()).toBe('12');
      expect(onChange).not.toHaveBeenCalled();
      expect(document.activeElement).toBe(document.body);
    });
  });

  describe('given an invalid code with an error text', () => {
    it('marks every cell aria-invalid and describes it by the error', async () => {
      const { container } = render(
        <>
          <PasscodeInput defaultValue="111111" invalid describedBy="code-error" />
          <p id="code-error">The code is incorrect.</p>
        </>,
      );
      for (const input of cells()) {
        expect(input.getAttribute('aria-invalid')).toBe('true');
        expect(input.getAttribute('aria-describedby')).toBe('code-error');
      }
      expect(screen.getByRole('group').hasAttribute('data-invalid')).toBe(true);
      expect(await axeViolations(container)).toEqual([]);
    });
  });

  describe('given disabled', () => {
    it('cannot be focused or edited', async () => {
      const { user, onChange, container } = setup({ disabled: true, defaultValue: '12' });
      await user.tab();
      expect(document.activeElement).toBe(document.body);
      for (const input of cells()) expect(input.disabled).toBe(true);
      expect(onChange).not.toHaveBeenCalled();
      expect(await axeViolations(container)).toEqual([]);
    });
  });

  describe('texts', () => {
    it('takes cell names from cellLabel', () => {
      render(<PasscodeInput cellLabel={(position, count) => `Ziffer ${position} von ${count}`} />);
      expect(cell(0).getAttribute('aria-label')).toBe(`Ziffer 1 von ${CODE_LENGTH}`);
    });

    it('takes default texts from the translator it is given', async () => {
      const t = await loadTranslator('th');
      render(<PasscodeInput t={t} length={4} />);
      expect(screen.getByRole('group', { name: 'รหัสยืนยัน' })).toBeTruthy();
      expect(cell(1).getAttribute('aria-label')).toBe('หลักที่ 2 จาก 4');
    });
  });

  describe('autoFocus', () => {
    it('focuses the first empty cell on mount', () => {
      render(<PasscodeInput autoFocus defaultValue="12" />);
      expect(document.activeElement).toBe(cell(2));
    });

    it('gives the first cell the id it is given', () => {
      render(<PasscodeInput id="verify-code" />);
      expect(cell(0).id).toBe('verify-code');
    });
  });

  // A ref prop reaches a function component on React 19 only: this also runs on React 18 (vitest.react18.config.ts).
  it('forwards a ref to its group', () => {
    const ref = createRef<HTMLDivElement>();
    render(<PasscodeInput ref={ref} />);
    expect(ref.current).toBe(screen.getByRole('group', { name: 'Verification code' }));
  });
});
