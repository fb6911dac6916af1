// @vitest-environment jsdom
// The devices and sessions screen in its states, driven by the real statechart with services stubbed at the I/O
// boundary: axe in each state, keyboard-only log-out (focus lands on the panel's heading), the confirmation dialog.
import { act, cleanup, render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { useActorRef, useSelector } from '@xstate/react';
import { useEffect, useMemo, useRef } from 'react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import type { SecurityServices } from '../../api/security.js';
import { createPartTranslator, type CatalogPart } from '../../i18n/catalog-parts.js';
import accountPart from '../../i18n/parts/account/index.js';
import securityPart from '../../i18n/parts/security/index.js';
import { createSessionsSenders, selectSessionsView, sessionsMachine } from '../../machines/security/sessions.machine.js';
import { createPageStubs, type PageStubs } from '../../machines/page-test-utils.js';
import { MOCK_SESSIONS } from '../../mocks/security.js';
import { expectNoAxeViolations } from '../test-utils.js';
import { deviceText, SessionsPanel } from './sessions.js';
import type { SecurityT } from './text.js';

afterEach(cleanup);
// axe in jsdom is slow on a loaded 2-core machine.
vi.setConfig({ testTimeout: 30_000 });
const t = createPartTranslator<string>('en', [securityPart, accountPart] as CatalogPart<string>[]) as unknown as SecurityT;

function Harness({ services }: { services: SecurityServices }) {
  const actor = useActorRef(sessionsMachine, { input: { services } });
  const view = useSelector(actor, selectSessionsView);
  const senders = useMemo(() => createSessionsSenders(actor.send), [actor]);
  const heading = useRef<HTMLHeadingElement>(null);
  useEffect(() => {
    if (view.notice) heading.current?.focus();
  }, [view.notice]);
  return <SessionsPanel ref={heading} view={view} t={t} senders={senders} formatTime={(ms) => new Date(ms).toISOString()} />;
}

let stubs: PageStubs;
const settle = async (fn: () => void) => act(async () => fn());
function mount() {
  stubs = createPageStubs(['sessions', 'signOutSession', 'signOutOthers']);
  return render(<Harness services={stubs.services as unknown as SecurityServices} />);
}

describe('devices and sessions', () => {
  it('names each device, marks this one, shows no raw user agent, and is axe clean loading and ready', async () => {
    const { container } = mount();
    expect(screen.getByRole('status', { busy: true }).textContent).toBe('Loading your devices…');
    await expectNoAxeViolations(container);
    await settle(() => stubs.resolve('sessions', MOCK_SESSIONS));
    const rows = screen.getAllByRole('listitem');
    expect(rows.map((r) => r.querySelector('h3')!.textContent)).toEqual(['Chrome 131 on Windows 10This device', 'Chrome 131 on Android 14', 'Phone app (QR code login)']);
    expect(rows[1]!.textContent).toContain('One-time code');
    expect(rows[1]!.textContent).toContain('198.51.100.0/24');
    expect(rows[1]!.textContent).toContain('Singapore');
    // This device has no "Log out" of its own (that is the account menu's logout).
    expect(screen.getAllByRole('button', { name: /^Log out (?!of)/ }).map((b) => b.getAttribute('aria-label'))).toEqual([
      'Log out Chrome 131 on Android 14',
      'Log out Phone app (QR code login)',
    ]);
    await expectNoAxeViolations(container);
  });

  it('logs a row out by keyboard alone, announces it and moves focus to the heading', async () => {
    const user = userEvent.setup();
    mount();
    await settle(() => stubs.resolve('sessions', MOCK_SESSIONS));
    const button = screen.getByRole('button', { name: 'Log out Chrome 131 on Android 14' });
    while (document.activeElement !== button) await user.tab();
    await user.keyboard('{Enter}');
    expect(stubs.argsOf('signOutSession')).toEqual(['mock-phone-001']);
    await settle(() => stubs.resolve('signOutSession'));
    expect(screen.getAllByRole('listitem')).toHaveLength(2);
    expect(screen.getByText('Chrome 131 on Android 14 is logged out.').getAttribute('role')).toBe('status');
    expect(document.activeElement).toBe(screen.getByRole('heading', { name: 'Devices and sessions' }));
  });

  it('asks in a dialog before logging out all other devices; Escape cancels, Confirm ends them', async () => {
    const user = userEvent.setup();
    const { container } = mount();
    await settle(() => stubs.resolve('sessions', MOCK_SESSIONS));
    const all = screen.getByRole('button', { name: 'Log out of all other devices' });
    await user.click(all);
    const dialog = screen.getByRole('alertdialog', { name: 'Log out of all other devices?' });
    expect(dialog.contains(document.activeElement)).toBe(true);
    await expectNoAxeViolations(container.ownerDocument.body);
    await user.keyboard('{Escape}');
    expect(screen.queryByRole('alertdialog')).toBeNull();
    expect(stubs.argsOf('signOutOthers')).toEqual([]);
    await user.click(all);
    const confirm = screen.getByRole('alertdialog');
    await user.click([...confirm.querySelectorAll('button')].find((b) => b.textContent === 'Log out of all other devices')!);
    await settle(() => stubs.resolve('signOutOthers', { ended: 2 }));
    expect(screen.getAllByRole('listitem')).toHaveLength(1);
    expect(screen.getByText('No other device is logged in.')).toBeTruthy();
    expect(screen.getByText('All other devices are logged out.')).toBeTruthy();
    expect(document.activeElement).toBe(screen.getByRole('heading', { name: 'Devices and sessions' }));
  });

  it('names a device it cannot parse "Unknown browser"', () => {
    expect(deviceText({ ...MOCK_SESSIONS[0]!, browser: '', system: '' }, t)).toBe('Unknown browser');
    expect(deviceText({ ...MOCK_SESSIONS[0]!, browser: 'Safari 18', system: '' }, t)).toBe('Safari 18');
  });
});
