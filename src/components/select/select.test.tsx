// @vitest-environment jsdom
import { act, cleanup, render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { useState } from 'react';
import { renderToString } from 'react-dom/server';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { axeViolations } from '../internal/__fixtures__/axe.js';
import { Select, foldForSearch, type SelectOption } from './index.js';

afterEach(cleanup);

const WARDS: SelectOption[] = ['Cống Vị', 'Điện Biên', 'Đội Cấn', 'Giảng Võ', 'Kim Mã', 'Liễu Giai'].map((label, i) => ({ value: `w${i}`, label }));

function Harness({ options = WARDS, onChange = vi.fn(), maxRendered, error }: { options?: SelectOption[]; onChange?: (v: string) => void; maxRendered?: number; error?: string }) {
  const [value, setValue] = useState<string | null>(null);
  return (
    <Select
      label="Ward"
      options={options}
      value={value}
      onChange={(next) => {
        setValue(next);
        onChange(next);
      }}
      placeholder="Select"
      noMatchText="No matching items found"
      moreText={(count) => `+ ${count} ...`}
      maxRendered={maxRendered}
      error={error}
    />
  );
}

describe('Select (combobox with type-ahead)', () => {
  it('given the closed select, then it is a combobox with a collapsed list, large by default, and axe-clean', async () => {
    const { container } = render(<Harness />);
    const combo = screen.getByRole('combobox', { name: 'Ward' });
    expect(combo.getAttribute('aria-expanded')).toBe('false');
    expect(combo.getAttribute('aria-autocomplete')).toBe('list');
    expect(container.querySelector('.mp-select--large')).not.toBeNull();
    expect(await axeViolations(container)).toEqual([]);
  });

  it('given the keyboard, when ArrowDown opens and moves, then the active option is announced via aria-activedescendant and Enter chooses it', async () => {
    const user = userEvent.setup();
    const onChange = vi.fn();
    const { container } = render(<Harness onChange={onChange} />);
    const combo = screen.getByRole('combobox', { name: 'Ward' });
    await user.tab();
    expect(document.activeElement).toBe(combo);
    await user.keyboard('{ArrowDown}');
    expect(combo.getAttribute('aria-expanded')).toBe('true');
    const listbox = screen.getByRole('listbox', { name: 'Ward' });
    expect(combo.getAttribute('aria-controls')).toBe(listbox.id);
    expect(combo.getAttribute('aria-activedescendant')).toBe(screen.getAllByRole('option')[0]!.id);
    expect(await axeViolations(container)).toEqual([]);
    await user.keyboard('{ArrowDown}{ArrowDown}');
    const active = document.getElementById(combo.getAttribute('aria-activedescendant')!)!;
    expect(active.textContent).toBe('Đội Cấn');
    await user.keyboard('{End}');
    expect(document.getElementById(combo.getAttribute('aria-activedescendant')!)!.textContent).toBe('Liễu Giai');
    await user.keyboard('{Home}{Enter}');
    expect(onChange).toHaveBeenCalledWith('w0');
    expect(combo.getAttribute('aria-expanded')).toBe('false');
    expect((combo as HTMLInputElement).value).toBe('Cống Vị');
    expect(document.activeElement).toBe(combo);
  });

  it('given the list open, when Tab is pressed, then the active option is chosen (APG select-only combobox) and focus moves on', async () => {
    const user = userEvent.setup();
    const onChange = vi.fn();
    render(
      <>
        <Harness onChange={onChange} />
        <button type="button">Next</button>
      </>,
    );
    const combo = screen.getByRole('combobox', { name: 'Ward' });
    await user.tab();
    await user.keyboard('{ArrowDown}{ArrowDown}');
    expect(document.getElementById(combo.getAttribute('aria-activedescendant')!)!.textContent).toBe('Điện Biên');
    await user.tab();
    expect(onChange).toHaveBeenCalledExactlyOnceWith('w1');
    expect((combo as HTMLInputElement).value).toBe('Điện Biên');
    expect(combo.getAttribute('aria-expanded')).toBe('false');
    expect(document.activeElement).toBe(screen.getByRole('button', { name: 'Next' }));
  });

  it('given a typed filter, when Tab is pressed, then the first match (the active one) is chosen', async () => {
    const user = userEvent.setup();
    const onChange = vi.fn();
    render(<Harness onChange={onChange} />);
    await user.click(screen.getByRole('combobox', { name: 'Ward' }));
    await user.keyboard('giang');
    await user.tab();
    expect(onChange).toHaveBeenCalledExactlyOnceWith('w3');
  });

  it('given the list closed, or nothing matching, when Tab is pressed, then nothing is chosen', async () => {
    const user = userEvent.setup();
    const onChange = vi.fn();
    render(<Harness onChange={onChange} />);
    const combo = screen.getByRole('combobox', { name: 'Ward' });
    await user.tab();
    await user.tab({ shift: true });
    await user.tab();
    expect(document.activeElement).toBe(combo);
    await user.tab();
    expect(onChange).not.toHaveBeenCalled();
    await user.click(combo);
    await user.keyboard('zzz');
    await user.tab();
    expect(onChange).not.toHaveBeenCalled();
    // Escape then Tab: the list was closed by Escape, so Tab still changes nothing.
    await user.click(combo);
    await user.keyboard('{ArrowDown}{Escape}');
    await user.tab();
    expect(onChange).not.toHaveBeenCalled();
  });

  it('given an unavailable select (its level still loading), then Tab still reaches it, it says so, and keys do nothing', async () => {
    const user = userEvent.setup();
    const onChange = vi.fn();
    const { container } = render(
      <>
        <button type="button">Before</button>
        <Select label="District" options={WARDS} value={null} onChange={onChange} placeholder="Loading…" noMatchText="-" moreText={() => ''} disabled />
      </>,
    );
    await user.tab();
    await user.tab();
    const combo = screen.getByRole('combobox', { name: 'District' });
    expect(document.activeElement).toBe(combo);
    expect(combo.getAttribute('aria-disabled')).toBe('true');
    await user.keyboard('{ArrowDown}abc{Enter}');
    expect(combo.getAttribute('aria-expanded')).toBe('false');
    expect((combo as HTMLInputElement).value).toBe('');
    expect(onChange).not.toHaveBeenCalled();
    expect(await axeViolations(container)).toEqual([]);
  });

  it('given typing, then it filters ignoring case and accents, and says "No matching items found" when nothing matches', async () => {
    const user = userEvent.setup();
    const onChange = vi.fn();
    render(<Harness onChange={onChange} />);
    const combo = screen.getByRole('combobox', { name: 'Ward' });
    await user.click(combo);
    await user.keyboard('doi');
    expect(screen.getAllByRole('option').map((o) => o.textContent)).toEqual(['Đội Cấn']);
    await user.keyboard('{Enter}');
    expect(onChange).toHaveBeenCalledWith('w2');
    await user.clear(combo);
    await user.keyboard('zzz');
    expect(screen.getByRole('option').textContent).toBe('No matching items found');
    expect(screen.getByRole('option').getAttribute('aria-disabled')).toBe('true');
    await user.keyboard('{Escape}');
    // Escape gives back the chosen name; nothing changed.
    expect((combo as HTMLInputElement).value).toBe('Đội Cấn');
    expect(onChange).toHaveBeenCalledTimes(1);
  });

  it('given more matches than it renders, then it shows the "+ N ..." overflow label', async () => {
    const user = userEvent.setup();
    const many = Array.from({ length: 30 }, (_, i) => ({ value: String(i), label: `Township ${i}` }));
    render(<Harness options={many} maxRendered={10} />);
    await user.click(screen.getByRole('combobox', { name: 'Ward' }));
    const options = screen.getAllByRole('option');
    expect(options).toHaveLength(11);
    expect(options[10]!.textContent).toBe('+ 20 ...');
  });

  it('given the pointer, when an option is clicked, then it is chosen and focus stays on the input', async () => {
    const user = userEvent.setup();
    const onChange = vi.fn();
    render(<Harness onChange={onChange} />);
    const combo = screen.getByRole('combobox', { name: 'Ward' });
    await user.click(combo);
    await user.click(screen.getByRole('option', { name: 'Kim Mã' }));
    expect(onChange).toHaveBeenCalledWith('w4');
    expect(document.activeElement).toBe(combo);
  });

  it('given an error, then the input is invalid and described by it (axe-clean)', async () => {
    const { container } = render(<Harness error="You can't leave this empty." />);
    const combo = screen.getByRole('combobox', { name: 'Ward' });
    expect(combo.getAttribute('aria-invalid')).toBe('true');
    expect(document.getElementById(combo.getAttribute('aria-describedby')!)!.textContent).toBe("You can't leave this empty.");
    await act(async () => {});
    expect(await axeViolations(container)).toEqual([]);
  });

  it('renders on the server without a style attribute', () => {
    const html = renderToString(<Harness />);
    expect(html).toContain('role="combobox"');
    expect(html).not.toMatch(/style=/);
  });

  it('folds accents and case for search', () => {
    expect(foldForSearch('Đống Đa')).toBe('dong da');
    expect(foldForSearch('Parañaque')).toBe('paranaque');
  });
});
