// @vitest-environment jsdom
/**
 * /user/lost-number's screen in every state of its stories (Pages/Lost number): each renders its texts from the
 * catalogs in all eleven languages (no raw key, no unfilled placeholder), is axe clean, is driven by the keyboard
 * alone, and moves focus to the heading when the step changes. The customer-care step links to the help center.
 */
import { cleanup, fireEvent, render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { loadPartTranslator, type CatalogPart } from '../../i18n/catalog-parts.js';
import lostNumberPart from '../../i18n/parts/lost-number/index.js';
import pagesPart from '../../i18n/parts/pages/index.js';
import type { LostNumberView } from '../../machines/lost-number.view.js';
import * as stories from '../../../stories/pages/lost-number.stories.js';
import { expectNoAxeViolations } from '../test-utils.js';
import { LostNumberScreen, type LostNumberSenders, type LostNumberT } from './lost-number.js';

const PARTS: readonly CatalogPart<string>[] = [pagesPart, lostNumberPart];
const LANGUAGES = ['en', 'id', 'ms', 'zh', 'th', 'vi', 'my', 'bn', 'si', 'ne', 'ur'];

afterEach(cleanup);

const views = Object.entries(stories)
  .filter(([name]) => name !== 'default')
  .map(([name, story]) => [name, (story as { args: { view: LostNumberView } }).args.view] as const);

const spies = (): LostNumberSenders => ({
  submitNumber: vi.fn(),
  sendEmail: vi.fn(),
  askDevice: vi.fn(),
  askAgain: vi.fn(),
  back: vi.fn(),
  submitCode: vi.fn(),
  pick: vi.fn(),
  submitPhone: vi.fn(),
  resend: vi.fn(),
  editPhone: vi.fn(),
  startAgain: vi.fn(),
  retry: vi.fn(),
  input: vi.fn(),
});

function show(view: LostNumberView, t: LostNumberT, senders = spies()) {
  const result = render(
    <LostNumberScreen view={view} t={t} senders={senders} phonePrefix="65" helpUrl="https://www.shop.sg/helpcenter/account" loginUrl="https://member.shop.sg/user/login" deviceUrl="https://member.shop.sg/user/trusted-device" />,
  );
  return { ...result, senders };
}

const translator = (lang: string) => loadPartTranslator(lang, PARTS) as unknown as Promise<LostNumberT>;

describe('lost number screen', () => {
  it.each(LANGUAGES)('every story state renders its texts from the catalogs (%s)', async (lang) => {
    const t = await translator(lang);
    expect(views.length).toBeGreaterThan(25);
    for (const [name, view] of views) {
      show(view, t);
      expect(document.body.textContent, name).not.toMatch(/lostNumber\.|pages\.verify|\{[a-z]+\}/);
      expect(screen.getByRole('heading', { level: 1 }).textContent, name).not.toBe('');
      cleanup();
    }
  });

  it('every state is axe clean', { timeout: 60_000 }, async () => {
    const t = await translator('en');
    for (const [, view] of views) {
      const { container } = show(view, t);
      await expectNoAxeViolations(container);
      cleanup();
    }
  });

  it('the old number is typed and sent with the keyboard alone; the prefilled number is kept', async () => {
    const user = userEvent.setup();
    const t = await translator('en');
    const { senders } = show(stories.OldNumberFromLink.args!.view!, t);
    await user.tab();
    const field = screen.getByLabelText(/phone number/i);
    expect(document.activeElement).toBe(field);
    expect(field).toHaveProperty('value', '91234567');
    await user.keyboard('{Enter}');
    expect(senders.submitNumber).toHaveBeenCalledWith('91234567');
  });

  it('the item is picked with the keyboard', async () => {
    const user = userEvent.setup();
    const t = await translator('en');
    const { senders } = show(stories.ItemQuestion.args!.view!, t);
    const bought = screen.getByRole('button', { name: /Canvas backpack/ });
    for (let i = 0; i < 5 && document.activeElement !== bought; i += 1) await user.tab();
    expect(document.activeElement).toBe(bought);
    await user.keyboard('{Enter}');
    expect(senders.pick).toHaveBeenCalledWith('b');
  });

  it('focus moves to the heading when the step changes', async () => {
    const t = await translator('en');
    const { rerender, senders } = show(stories.EmailOffer.args!.view!, t);
    fireEvent.click(screen.getByRole('button', { name: 'Send code' }));
    expect(senders.sendEmail).toHaveBeenCalled();
    rerender(
      <LostNumberScreen view={stories.ItemQuestion.args!.view!} t={t} senders={senders} phonePrefix="65" helpUrl="https://www.shop.sg/helpcenter/account" loginUrl="https://member.shop.sg/user/login" deviceUrl="https://member.shop.sg/user/trusted-device" />,
    );
    expect(document.activeElement).toBe(screen.getByRole('heading', { level: 1 }));
  });

  it('offers the signed-in device by keyboard, names the page to open there, and goes back to the choice', async () => {
    const user = userEvent.setup();
    const t = await translator('en');
    const { senders, rerender } = show(stories.DeviceOnly.args!.view!, t);
    expect(screen.queryByRole('button', { name: 'Send code' })).toBeNull();
    const offer = screen.getByRole('button', { name: "Approve on a device where you’re logged in" });
    for (let i = 0; i < 5 && document.activeElement !== offer; i += 1) await user.tab();
    await user.keyboard('{Enter}');
    expect(senders.askDevice).toHaveBeenCalled();
    rerender(
      <LostNumberScreen view={stories.DeviceWaiting.args!.view!} t={t} senders={senders} phonePrefix="65" helpUrl="https://www.shop.sg/helpcenter/account" loginUrl="https://member.shop.sg/user/login" deviceUrl="https://member.shop.sg/user/trusted-device" />,
    );
    expect(document.body.textContent).toContain('https://member.shop.sg/user/trusted-device');
    expect(screen.getByRole('status').textContent).toMatch(/waiting/i);
    fireEvent.click(screen.getByRole('button', { name: 'Use another way' }));
    expect(senders.back).toHaveBeenCalled();
    rerender(
      <LostNumberScreen view={stories.DeviceTimedOut.args!.view!} t={t} senders={senders} phonePrefix="65" helpUrl="https://www.shop.sg/helpcenter/account" loginUrl="https://member.shop.sg/user/login" deviceUrl="https://member.shop.sg/user/trusted-device" />,
    );
    expect(screen.getByRole('alert').textContent).toMatch(/new one/);
    fireEvent.click(screen.getByRole('button', { name: 'Send a new request' }));
    expect(senders.askAgain).toHaveBeenCalled();
  });

  it('customer care says so plainly and links to the help center', async () => {
    const t = await translator('th');
    show(stories.CareNoEmail.args!.view!, t);
    expect(screen.getByRole('alert').textContent).toContain('ฝ่ายบริการลูกค้า');
    expect(screen.getByRole('link').getAttribute('href')).toBe('https://www.shop.sg/helpcenter/account');
  });

  it('an error is announced and the typed number stays', async () => {
    const t = await translator('en');
    show(stories.NewNumberTaken.args!.view!, t);
    expect(screen.getAllByRole('alert').some((node) => /already registered/i.test(node.textContent ?? ''))).toBe(true);
    expect(document.querySelector('input[name="phone"]')).toHaveProperty('value', '91230004');
  });
});
