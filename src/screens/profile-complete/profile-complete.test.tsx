// @vitest-environment jsdom
import { cleanup, screen, within } from '@testing-library/react';
import { afterEach, describe, expect, it } from 'vitest';
import { expectNoAxeViolations, renderScreen, type ViewOverrides } from '../test-utils.js';
import { birthdayRange, ProfileCompleteScreen } from './index.js';

afterEach(cleanup);

const setup = (profile: ViewOverrides['profile'] = {}, more: ViewOverrides = {}) =>
  renderScreen(ProfileCompleteScreen, { screen: 'ProfileComplete', profile, ...more });
const input = (name: string) => screen.getByLabelText(name) as HTMLInputElement;

describe('ProfileComplete step 1', () => {
  it('renders empty: full name, password with its hint, Next, Fill in later, Go shopping', async () => {
    const { container } = setup();
    expect(screen.getByRole('heading', { name: /^Complete your profile/ })).toBeTruthy();
    expect(screen.getByText('Step 1 of 2')).toBeTruthy();
    expect(input('Full name').autocomplete).toBe('name');
    const password = input('Set a password');
    expect(password.autocomplete).toBe('new-password');
    // The two live hint lines of §5 (issue 27: a static length line here never lit), unmet until typed.
    const hints = password.getAttribute('aria-describedby')!.split(' ').map((id) => document.getElementById(id)!);
    expect(hints.map((hint) => [hint.textContent, hint.getAttribute('data-state')])).toEqual([
      ['Not yet: 8 - 20 characters', 'unmet'],
      [expect.stringMatching(/^Not yet: /), 'unmet'],
    ]);
    for (const name of ['Next', 'Fill in later', 'Go shopping']) expect(screen.getByRole('button', { name })).toBeTruthy();
    await expectNoAxeViolations(container);
  });

  it('submits the trimmed name and the password', async () => {
    const { user, senders } = setup({ values: { name: 'Somchai', gender: '', birthday: '' } });
    expect(input('Full name').value).toBe('Somchai');
    await user.type(input('Full name'), ' Jaidee ');
    await user.type(input('Set a password'), 'Abcdef1!');
    const lines = input('Set a password').getAttribute('aria-describedby')!.split(' ').map((id) => document.getElementById(id)!.getAttribute('data-state'));
    expect(lines).toEqual(['met', 'met']);
    await user.keyboard('{Enter}');
    expect(senders.submitProfileStep1).toHaveBeenCalledExactlyOnceWith({ name: 'Somchai Jaidee', password: 'Abcdef1!' });
    // No error under the fields: a keystroke has nothing to clear, and nothing goes to the machine (issue 28).
    expect(senders.input).not.toHaveBeenCalled();
  });

  it('skips the step or leaves for shopping', async () => {
    const { user, senders } = setup();
    await user.click(screen.getByRole('button', { name: 'Fill in later' }));
    await user.click(screen.getByRole('button', { name: 'Go shopping' }));
    expect(senders.skipProfileStep).toHaveBeenCalledOnce();
    expect(senders.goShopping).toHaveBeenCalledOnce();
    expect(senders.submitProfileStep1).not.toHaveBeenCalled();
  });

  it('shows field errors, focusing the name', async () => {
    const { rerender, container } = setup();
    rerender({ fieldErrors: { password: { key: 'validation.newPassword.rule' }, name: { key: 'validation.fullName.special' } } });
    expect(document.activeElement).toBe(input('Full name'));
    expect(screen.getByText("Full name can't contain special characters.")).toBeTruthy();
    expect(input('Set a password').getAttribute('aria-invalid')).toBe('true');
    await expectNoAxeViolations(container);
  });

  it('while pending keeps the values and ignores Next; a server error is announced', async () => {
    const { user, senders, rerender, container } = setup();
    await user.type(input('Full name'), 'Somchai Jaidee');
    rerender({ pending: true });
    await user.click(screen.getByRole('button', { name: 'Next' }));
    expect(senders.submitProfileStep1).not.toHaveBeenCalled();
    await expectNoAxeViolations(container);
    rerender({ pending: false, error: { key: 'error.network' } });
    expect(screen.getByRole('alert').textContent).toBe('Network error, please try again later');
    expect(input('Full name').value).toBe('Somchai Jaidee');
  });
});

describe('ProfileComplete step 2', () => {
  const step2 = (more: ViewOverrides = {}) => setup({ step: 2 }, more);

  it('renders gender radios and the birthday columns from today back 100 years', async () => {
    const { container } = step2();
    expect(screen.getByText('Step 2 of 2')).toBeTruthy();
    const gender = screen.getByRole('group', { name: 'Gender' });
    expect(within(gender).getAllByRole('radio').map((r) => (r as HTMLInputElement).value)).toEqual(['male', 'female']);
    expect(screen.getByRole('group', { name: 'Birthday' })).toBeTruthy();
    for (const name of ['Save', 'Fill in later', 'Go shopping']) expect(screen.getByRole('button', { name })).toBeTruthy();
    await expectNoAxeViolations(container);
  });

  it('computes the popup birthday range', () => {
    expect(birthdayRange(new Date(2024, 1, 29))).toEqual({ min: '1924-02-29', max: '2024-02-29', start: '2004-01-01' });
    expect(birthdayRange(new Date(2025, 1, 28))).toEqual({ min: '1925-02-28', max: '2025-02-28', start: '2005-01-01' });
    expect(birthdayRange(new Date(2000, 1, 29)).min).toBe('1900-02-28');
  });

  it('saves the chosen gender and the birthday the columns show', async () => {
    const { user, senders } = step2({ profile: { step: 2, values: { name: '', gender: '', birthday: '1990-05-17' } } });
    await user.click(screen.getByRole('radio', { name: 'Female' }));
    expect(senders.input).not.toHaveBeenCalled();
    await user.click(screen.getByRole('button', { name: 'Save' }));
    expect(senders.submitProfileStep2).toHaveBeenCalledExactlyOnceWith({ gender: 'female', birthday: '1990-05-17' });
  });

  it('an untouched birthday is no birthday: picking only a gender sends none (never the columns\' start)', async () => {
    const { user, senders } = step2();
    await user.click(screen.getByRole('radio', { name: 'Female' }));
    await user.click(screen.getByRole('button', { name: 'Save' }));
    expect(senders.submitProfileStep2).toHaveBeenCalledExactlyOnceWith({ gender: 'female', birthday: '' });
    expect(birthdayRange().start).not.toBe('');
  });

  it('reports a birthday change from the columns while an error shows under them', async () => {
    const { user, senders } = step2({
      profile: { step: 2, values: { name: '', gender: 'male', birthday: '1990-05-17' } },
      fieldErrors: { birthday: { key: 'validation.required' } },
    });
    const birthday = screen.getByRole('group', { name: 'Birthday' });
    const year = within(birthday).getByRole('listbox', { name: 'Year' });
    year.focus();
    await user.keyboard('{ArrowDown}');
    expect(senders.input).toHaveBeenCalledWith('birthday');
    await user.click(screen.getByRole('button', { name: 'Save' }));
    const sent = senders.submitProfileStep2.mock.calls[0]![0];
    expect(sent.gender).toBe('male');
    expect(sent.birthday).toMatch(/^\d{4}-\d{2}-\d{2}$/);
    expect(sent.birthday).not.toBe('1990-05-17');
  });

  it('without a gender: sent as none for the machine to answer; its rule message on the radios, focus on the first', async () => {
    const { user, senders, container, rerender } = step2();
    await user.click(screen.getByRole('button', { name: 'Save' }));
    // The machine owns the rule: the screen sends what was chosen (nothing) and shows the view's answer.
    expect(senders.submitProfileStep2).toHaveBeenCalledExactlyOnceWith({ gender: '', birthday: '' });
    expect(screen.queryByText('Please select your gender.')).toBeNull();
    rerender({ fieldErrors: { gender: { key: 'validation.gender.invalid' } } });
    expect(screen.getByText('Please select your gender.')).toBeTruthy();
    const male = screen.getByRole('radio', { name: 'Male' });
    expect(document.activeElement).toBe(male);
    expect(male.getAttribute('aria-invalid')).toBe('true');
    await expectNoAxeViolations(container);
    await user.click(screen.getByRole('radio', { name: 'Male' }));
    expect(senders.input).toHaveBeenCalledWith('gender');
    rerender({ fieldErrors: {} });
    expect(screen.queryByText('Please select your gender.')).toBeNull();
  });

  it('shows a birthday error from the view, focusing into the columns', async () => {
    const { rerender, container } = step2({ profile: { step: 2, values: { name: '', gender: 'male', birthday: '' } } });
    rerender({ fieldErrors: { birthday: { key: 'validation.birthday.range' } } });
    const group = screen.getByRole('group', { name: 'Birthday' });
    expect(group.contains(document.activeElement)).toBe(true);
    expect(document.getElementById(group.getAttribute('aria-describedby')!)!.textContent).toBe('Please select the correct birthday.');
    await expectNoAxeViolations(container);
  });

  it('skips, leaves for shopping, and ignores Save while pending', async () => {
    const { user, senders } = step2({ pending: true, profile: { step: 2, values: { name: '', gender: 'male', birthday: '' } } });
    await user.click(screen.getByRole('button', { name: 'Save' }));
    expect(senders.submitProfileStep2).not.toHaveBeenCalled();
    await user.click(screen.getByRole('button', { name: 'Fill in later' }));
    await user.click(screen.getByRole('button', { name: 'Go shopping' }));
    expect(senders.skipProfileStep).toHaveBeenCalledOnce();
    expect(senders.goShopping).toHaveBeenCalledOnce();
  });

  it('starts each step from the view values (step 1 → step 2 remounts)', () => {
    const { rerender } = setup({ values: { name: 'A', gender: 'female', birthday: '' } });
    rerender({ profile: { step: 2, values: { name: 'A', gender: 'female', birthday: '' } } });
    expect((screen.getByRole('radio', { name: 'Female' }) as HTMLInputElement).checked).toBe(true);
  });
});
