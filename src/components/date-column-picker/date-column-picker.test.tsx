// @vitest-environment jsdom
import { cleanup, render, screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { createRef, useState } from 'react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { BIRTHDAY_RANGE_YEARS, DATE_PICKER_RANGE_YEARS } from '../../config/constants.js';
import { loadTranslator } from '../../i18n/translate.js';
import { axeViolations } from '../internal/__fixtures__/axe.js';
import {
  DateColumnPicker,
  MODE_COLUMNS,
  daysInMonth,
  formatDateValue,
  parseDateValue,
  toDateValue,
  type DatePickerMode,
} from './index.js';
import { clampParts, columnOptions, resolveBounds } from './date-columns.js';

const TODAY = new Date(2024, 5, 15, 9, 30); // 15 June 2024, 09:30 local time

beforeEach(() => {
  // Only Date is faked: user-event and axe keep real timers.
  vi.useFakeTimers({ toFake: ['Date'] });
  vi.setSystemTime(TODAY);
});
afterEach(() => {
  cleanup();
  vi.useRealTimers();
});

const column = (name: string) => screen.getByRole('listbox', { name });
const selected = (name: string) => within(column(name)).getByRole('option', { selected: true }).textContent;
/** The option a column stands on (selected, or the empty picker's starting position). */
const standing = (name: string) => column(name).querySelector('[data-active]')?.textContent;
const noneSelected = (name: string) => within(column(name)).queryAllByRole('option', { selected: true }).length === 0;
const optionTexts = (name: string) => within(column(name)).getAllByRole('option').map((option) => option.textContent);

describe('the date model', () => {
  it('knows month lengths and leap years', () => {
    expect(daysInMonth(2024, 2)).toBe(29);
    expect(daysInMonth(2023, 2)).toBe(28);
    expect(daysInMonth(1900, 2)).toBe(28);
    expect(daysInMonth(2000, 2)).toBe(29);
    expect(daysInMonth(2024, 4)).toBe(30);
    expect(daysInMonth(2024, 12)).toBe(31);
  });

  it.each<[DatePickerMode, string]>([
    ['date', '2024-02-29'],
    ['datetime', '2024-02-29 23:59'],
    ['year-month', '2024-02'],
    ['month-day', '02-29'],
    ['datehour', '2024-02-29 07'],
    ['time', '00:05'],
  ])('reads and writes %s values (%s)', (mode, value) => {
    const parsed = parseDateValue(mode, value);
    expect(parsed).not.toBeNull();
    expect(formatDateValue(mode, { year: 2000, month: 1, day: 1, hour: 0, minute: 0, ...parsed })).toBe(value);
  });

  it.each<[DatePickerMode, string]>([
    ['date', '2023-02-29'],
    ['date', '2024-13-01'],
    ['date', '24-01-01'],
    ['datetime', '2024-01-01 24:00'],
    ['time', '12:60'],
    ['month-day', '02-30'],
    ['year-month', '2024-1'],
  ])('refuses the %s value %s', (mode, value) => {
    expect(parseDateValue(mode, value)).toBeNull();
  });

  it('clamps a day to the month length, most significant column first', () => {
    const bounds = resolveBounds('date', 2024);
    expect(clampParts({ year: 2023, month: 2, day: 31, hour: 0, minute: 0 }, bounds)).toMatchObject({ month: 2, day: 28 });
    expect(clampParts({ year: 2024, month: 2, day: 31, hour: 0, minute: 0 }, bounds)).toMatchObject({ day: 29 });
  });

  it('narrows months and days at the bounds', () => {
    const bounds = resolveBounds('date', 2024, '1924-06-15', '2024-06-15');
    const atMax = { year: 2024, month: 6, day: 1, hour: 0, minute: 0 };
    expect(columnOptions('month', atMax, bounds)).toEqual([1, 2, 3, 4, 5, 6]);
    expect(columnOptions('day', atMax, bounds)).toHaveLength(15);
    const atMin = { year: 1924, month: 6, day: 20, hour: 0, minute: 0 };
    expect(columnOptions('month', atMin, bounds)[0]).toBe(6);
    expect(columnOptions('day', atMin, bounds)[0]).toBe(15);
    expect(columnOptions('day', { ...atMin, month: 7 }, bounds)[0]).toBe(1);
  });

  it('swaps reversed bounds', () => {
    const bounds = resolveBounds('year-month', 2024, '2030-01', '2020-01');
    expect(bounds.years).toEqual({ min: 2020, max: 2030 });
  });

  it('turns a Date into a value of any mode', () => {
    expect(toDateValue('date', TODAY)).toBe('2024-06-15');
    expect(toDateValue('datetime', TODAY)).toBe('2024-06-15 09:30');
    expect(toDateValue('time', TODAY)).toBe('09:30');
  });
});

describe('DateColumnPicker', () => {
  describe('given no value and no bounds', () => {
    it('stands on today, selects nothing, and offers years ±DATE_PICKER_RANGE_YEARS around the current year', () => {
      render(<DateColumnPicker />);
      expect(screen.getByRole('group', { name: 'Choose a date' }).hasAttribute('data-empty')).toBe(true);
      const years = optionTexts('Year');
      expect(years[0]).toBe(String(2024 - DATE_PICKER_RANGE_YEARS));
      expect(years.at(-1)).toBe(String(2024 + DATE_PICKER_RANGE_YEARS));
      expect([standing('Year'), standing('Month'), standing('Day')]).toEqual(['2024', '06', '15']);
      expect(['Year', 'Month', 'Day'].every(noneSelected)).toBe(true);
      expect(optionTexts('Day')).toHaveLength(30);
    });

    it('has no axe violations', async () => {
      const { container } = render(<DateColumnPicker />);
      expect(await axeViolations(container)).toEqual([]);
    });
  });

  it.each(Object.entries(MODE_COLUMNS) as Array<[DatePickerMode, readonly string[]]>)(
    'in %s mode shows the columns %j',
    async (mode, columns) => {
      const { container } = render(<DateColumnPicker mode={mode} />);
      const names = screen.getAllByRole('listbox').map((list) => list.getAttribute('aria-labelledby'));
      expect(names).toHaveLength(columns.length);
      const labels = screen.getAllByRole('listbox').map((list) => document.getElementById(list.getAttribute('aria-labelledby')!)!.textContent);
      expect(labels).toEqual(columns.map((c) => c[0]!.toUpperCase() + c.slice(1)));
      expect(await axeViolations(container)).toEqual([]);
    },
  );

  describe('when the user picks with the keyboard only', () => {
    it('Tab reaches each column, arrows change the value and aria-activedescendant follows', async () => {
      const user = userEvent.setup();
      const onValueChange = vi.fn();
      render(<DateColumnPicker mode="datetime" defaultValue="2024-06-15 09:30" onValueChange={onValueChange} />);
      await user.tab();
      expect(document.activeElement).toBe(column('Year'));
      await user.keyboard('{ArrowUp}');
      expect(onValueChange).toHaveBeenLastCalledWith('2023-06-15 09:30');
      const active = column('Year').getAttribute('aria-activedescendant')!;
      expect(document.getElementById(active)?.textContent).toBe('2023');
      expect(document.getElementById(active)?.getAttribute('aria-selected')).toBe('true');
      await user.tab();
      await user.keyboard('{ArrowDown}');
      expect(onValueChange).toHaveBeenLastCalledWith('2023-07-15 09:30');
      await user.tab();
      await user.keyboard('{End}');
      expect(onValueChange).toHaveBeenLastCalledWith('2023-07-31 09:30');
      await user.tab();
      await user.keyboard('{Home}');
      expect(onValueChange).toHaveBeenLastCalledWith('2023-07-31 00:30');
      await user.tab();
      await user.keyboard('{PageDown}');
      expect(onValueChange).toHaveBeenLastCalledWith('2023-07-31 00:35');
      await user.keyboard('{PageUp}{PageUp}');
      expect(onValueChange).toHaveBeenLastCalledWith('2023-07-31 00:25');
    });

    it('stays on the first and last option instead of wrapping', async () => {
      const user = userEvent.setup();
      const onValueChange = vi.fn();
      render(<DateColumnPicker mode="time" defaultValue="00:59" onValueChange={onValueChange} />);
      await user.tab();
      await user.keyboard('{ArrowUp}{Home}{PageUp}');
      await user.tab();
      await user.keyboard('{ArrowDown}{End}{PageDown}');
      expect(onValueChange).not.toHaveBeenCalled();
    });
  });

  describe('given 31 March when the user chooses February', () => {
    it('clamps the day to 29 in a leap year and to 28 otherwise', async () => {
      const user = userEvent.setup();
      const onValueChange = vi.fn();
      render(<DateColumnPicker defaultValue="2024-03-31" onValueChange={onValueChange} />);
      await user.click(within(column('Month')).getByRole('option', { name: '02' }));
      expect(onValueChange).toHaveBeenLastCalledWith('2024-02-29');
      expect(optionTexts('Day')).toHaveLength(29);
      await user.click(within(column('Year')).getByRole('option', { name: '2023' }));
      expect(onValueChange).toHaveBeenLastCalledWith('2023-02-28');
      expect(selected('Day')).toBe('28');
    });

    it('in month-day mode offers 29 February (no year to rule it out)', () => {
      render(<DateColumnPicker mode="month-day" defaultValue="02-29" />);
      expect(optionTexts('Day')).toHaveLength(29);
      expect(selected('Day')).toBe('29');
    });
  });

  describe('given the popup birthday range (today back BIRTHDAY_RANGE_YEARS years)', () => {
    const min = toDateValue('date', new Date(2024 - BIRTHDAY_RANGE_YEARS, 5, 15));
    const max = toDateValue('date', TODAY);

    it('offers exactly those years, and no month or day after today', () => {
      render(<DateColumnPicker min={min} max={max} defaultValue="2024-06-01" />);
      const years = optionTexts('Year');
      expect(years).toHaveLength(BIRTHDAY_RANGE_YEARS + 1);
      expect(years[0]).toBe(String(2024 - BIRTHDAY_RANGE_YEARS));
      expect(years.at(-1)).toBe('2024');
      expect(optionTexts('Month').at(-1)).toBe('06');
      expect(optionTexts('Day').at(-1)).toBe('15');
    });

    it('clamps a value outside the range into it for display', () => {
      render(<DateColumnPicker min={min} max={max} value="2030-12-31" onValueChange={() => {}} />);
      expect(selected('Year')).toBe('2024');
      expect(selected('Month')).toBe('06');
      expect(selected('Day')).toBe('15');
    });
  });

  describe('in controlled mode', () => {
    function Birthday() {
      const [value, setValue] = useState('2020-01-31');
      return (
        <>
          <DateColumnPicker value={value} onValueChange={setValue} />
          <output data-testid="value">{value}</output>
        </>
      );
    }

    it('shows the parent value and reports each choice', async () => {
      const user = userEvent.setup();
      render(<Birthday />);
      expect(selected('Year')).toBe('2020');
      column('Month').focus();
      await user.keyboard('{ArrowDown}');
      expect(screen.getByTestId('value').textContent).toBe('2020-02-29');
      expect(selected('Day')).toBe('29');
    });

    it('does not move when the parent keeps its value', async () => {
      const user = userEvent.setup();
      render(<DateColumnPicker value="2001-05-05" onValueChange={() => {}} />);
      column('Day').focus();
      await user.keyboard('{ArrowDown}');
      expect(selected('Day')).toBe('05');
    });
  });

  describe('given a value outside the default years', () => {
    it('shows the nearest year of the range', () => {
      render(<DateColumnPicker value="1990-01-01" onValueChange={() => {}} />);
      expect(selected('Year')).toBe(String(2024 - DATE_PICKER_RANGE_YEARS));
    });
  });

  describe('given an empty value with a placeholder', () => {
    it('stands on the placeholder without selecting or reporting it (issue 27 #5)', () => {
      const onValueChange = vi.fn();
      render(<DateColumnPicker value="" placeholderValue="2016-01-01" onValueChange={onValueChange} />);
      expect([standing('Year'), standing('Month'), standing('Day')]).toEqual(['2016', '01', '01']);
      expect(['Year', 'Month', 'Day'].every(noneSelected)).toBe(true);
      expect(onValueChange).not.toHaveBeenCalled();
    });

    it('when the user presses a key in a column, chooses the placeholder it stands on, then moves from it', async () => {
      const user = userEvent.setup();
      const onValueChange = vi.fn();
      render(<DateColumnPicker defaultValue="" placeholderValue="2016-01-01" onValueChange={onValueChange} />);
      column('Year').focus();
      await user.keyboard('{ArrowDown}');
      expect(onValueChange).toHaveBeenLastCalledWith('2016-01-01');
      expect(selected('Year')).toBe('2016');
      await user.keyboard('{ArrowDown}');
      expect(onValueChange).toHaveBeenLastCalledWith('2017-01-01');
    });

    it('when the user clicks the option it stands on, chooses it', async () => {
      const user = userEvent.setup();
      const onValueChange = vi.fn();
      render(<DateColumnPicker value="" placeholderValue="2016-01-01" onValueChange={onValueChange} />);
      await user.click(within(column('Month')).getByRole('option', { name: '01' }));
      expect(onValueChange).toHaveBeenCalledWith('2016-01-01');
    });
  });

  describe('texts', () => {
    it('takes the group and column labels from props', () => {
      render(<DateColumnPicker mode="year-month" label="Birthday" labels={{ year: 'Année', month: 'Mois' }} />);
      expect(screen.getByRole('group', { name: 'Birthday' })).toBeTruthy();
      expect(column('Année')).toBeTruthy();
      expect(column('Mois')).toBeTruthy();
    });

    it('takes default labels from the translator it is given', async () => {
      const t = await loadTranslator('vi');
      render(<DateColumnPicker mode="time" t={t} />);
      expect(screen.getByRole('group', { name: 'Chọn giờ' })).toBeTruthy();
      expect(column('Giờ')).toBeTruthy();
      expect(column('Phút')).toBeTruthy();
    });

    it('formats options with formatOption', () => {
      const months = ['Jan', 'Feb', 'Mar', 'Apr', 'May', 'Jun', 'Jul', 'Aug', 'Sep', 'Oct', 'Nov', 'Dec'];
      render(<DateColumnPicker mode="year-month" defaultValue="2024-06" formatOption={(c, v) => (c === 'month' ? months[v - 1]! : String(v))} />);
      expect(selected('Month')).toBe('Jun');
    });
  });

  describe('given disabled', () => {
    it('takes no keyboard focus and ignores clicks', async () => {
      const user = userEvent.setup();
      const onValueChange = vi.fn();
      const { container } = render(<DateColumnPicker disabled onValueChange={onValueChange} />);
      await user.tab();
      expect(document.activeElement).toBe(document.body);
      await user.click(within(column('Month')).getByRole('option', { name: '01' }));
      expect(onValueChange).not.toHaveBeenCalled();
      expect(column('Month').getAttribute('aria-disabled')).toBe('true');
      expect(await axeViolations(container)).toEqual([]);
    });
  });

  it('renders no style attribute anywhere', () => {
    const { container } = render(<DateColumnPicker mode="datetime" />);
    expect(container.querySelectorAll('[style]')).toHaveLength(0);
  });
});

describe('the locale way (locale prop)', () => {
  const headings = () =>
    screen
      .getAllByRole('listbox')
      .map((listbox) => listbox.getAttribute('aria-label') ?? document.getElementById(listbox.getAttribute('aria-labelledby')!)?.textContent);

  it.each([
    ['en-US', ['Month', 'Day', 'Year']],
    ['en-SG', ['Day', 'Month', 'Year']],
    ['en-PH', ['Month', 'Day', 'Year']],
    ['zh', ['Year', 'Month', 'Day']],
    [undefined, ['Year', 'Month', 'Day']],
  ] as const)('given %s, the date columns come in its order', (locale, order) => {
    render(<DateColumnPicker mode="datetime" defaultValue="2024-06-15 09:30" locale={locale} />);
    expect(headings()).toEqual([...order, 'Hour', 'Minute']);
  });

  it('given Thai, the year reads in the Buddhist era and months by name, while the value stays Gregorian', async () => {
    const user = userEvent.setup();
    const onValueChange = vi.fn();
    const t = await loadTranslator('th');
    render(<DateColumnPicker mode="date" defaultValue="2024-06-15" locale="th" t={t} onValueChange={onValueChange} />);
    expect(headings()).toEqual(['วัน', 'เดือน', 'ปี']);
    expect(selected('ปี')).toBe('2567');
    expect(selected('เดือน')).toBe('มิ.ย.');
    await user.click(within(column('ปี')).getByRole('option', { name: '2568' }));
    expect(onValueChange).toHaveBeenLastCalledWith('2025-06-15');
  });

// A ref prop reaches a function component on React 19 only: this also runs on React 18 (vitest.react18.config.ts).
it('forwards a ref to its group', () => {
  const ref = createRef<HTMLDivElement>();
  render(<DateColumnPicker ref={ref} mode="date" />);
  expect(ref.current).toBe(screen.getByRole('group'));
});
});
