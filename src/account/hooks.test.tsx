// @vitest-environment jsdom
/**
 * The React surface for custom UIs, against the shared msw handlers (src/mocks): `useMember()` asks who is signed in
 * once per page whatever the number of callers, follows a login (the popup's close) and a sign-out; `<AccountMenu
 * site>` loads its own data; `useMemberPopup()` opens and closes the popup headlessly; and the imperative account
 * menu no longer makes React warn when the account area announces a user change from inside its own work.
 */
import { act, cleanup, render, screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { setupServer } from 'msw/node';
import { useEffect } from 'react';
import { afterAll, afterEach, beforeAll, beforeEach, describe, expect, it, vi } from 'vitest';
import { POPUP_CLOSE_EVENT, resetMemberStores } from '../api/current-member.js';
import { createServices } from '../api/services.js';
import { createConfig } from '../config/index.js';
import { createMockBackend, MOCK_USER, type MockBackend } from '../mocks/index.js';
import { useMemberPopup } from '../popup/use-member-popup.js';
import { useMember } from '../screens/shared/use-member.js';
import { AccountMenu } from './account-menu.js';
import { announceUser } from './events.js';
import { mountAccountMenu } from './mount.js';

const server = setupServer();
beforeAll(() => server.listen({ onUnhandledRequest: 'error' }));
afterAll(() => server.close());
let backend: MockBackend;
beforeEach(() => {
  resetMemberStores();
  backend = createMockBackend();
  server.resetHandlers(...backend.handlers);
});
afterEach(() => {
  cleanup();
  vi.restoreAllMocks();
});

const getUserCalls = () => backend.calls('mtop.member.user.getUser').length;
const SITE = { site: 'SG', environment: 'test' } as const;

function Status({ label }: { label: string }) {
  const member = useMember(SITE);
  return (
    <p data-testid={label}>
      {member.status}:{member.user?.name ?? ''}
      <button type="button" onClick={() => void member.signOut()}>
        sign out {label}
      </button>
    </p>
  );
}

async function logIn() {
  await createServices(createConfig({ ...SITE, env: 'test' })).login({ loginName: MOCK_USER.email, password: 'Secret123' });
}

describe('useMember', () => {
  it('given two callers, asks who is signed in once, and both read the answer', async () => {
    render(
      <>
        <Status label="header" />
        <Status label="banner" />
      </>,
    );
    expect(screen.getByTestId('header').textContent).toMatch(/^loading:/);
    await waitFor(() => expect(screen.getByTestId('banner').textContent).toMatch(/^signedOut:/));
    expect(screen.getByTestId('header').textContent).toMatch(/^signedOut:/);
    const once = getUserCalls();
    // One get-current-user (the gateway's token cookie first, then the answer): a third caller asks nothing more.
    render(<Status label="late" />);
    expect(screen.getByTestId('late').textContent).toMatch(/^signedOut:/);
    expect(getUserCalls()).toBe(once);
  }, 30_000);

  it('when the popup closes after a login, every caller shows the buyer; signing out in one signs out all', async () => {
    const user = userEvent.setup();
    render(
      <>
        <Status label="header" />
        <Status label="banner" />
      </>,
    );
    await waitFor(() => expect(screen.getByTestId('header').textContent).toMatch(/^signedOut:/));
    await logIn();
    act(() => void window.dispatchEvent(new CustomEvent(POPUP_CLOSE_EVENT)));
    await waitFor(() => expect(screen.getByTestId('banner').textContent).toBe(`signedIn:${MOCK_USER.name}sign out banner`));
    await user.click(screen.getByRole('button', { name: 'sign out header' }));
    await waitFor(() => expect(screen.getByTestId('banner').textContent).toMatch(/^signedOut:/));
    expect(backend.calls('user/api/logout')).toHaveLength(1);
  }, 30_000);
});

describe('<AccountMenu site>', () => {
  it('renders nothing for a visitor, and the menu button for a signed-in buyer, with the texts given', async () => {
    const { container, unmount } = render(<AccountMenu {...SITE} />);
    await waitFor(() => expect(getUserCalls()).toBeGreaterThan(0));
    await act(async () => undefined);
    expect(container.innerHTML).toBe('');
    unmount();
    resetMemberStores();
    await logIn();
    const onLoggedOut = vi.fn();
    const user = userEvent.setup();
    render(<AccountMenu {...SITE} onLoggedOut={onLoggedOut} texts={{ en: { 'account.menu.logout': 'Leave Zuma' } }} colorScheme="dark" />);
    const button = await screen.findByRole('button', { name: new RegExp(MOCK_USER.name) });
    expect(button.closest('.mp-root')?.getAttribute('data-mp-theme')).toBe('dark');
    await user.click(button);
    await user.click(await screen.findByRole('menuitem', { name: 'Leave Zuma' }));
    // The confirmation's own button carries the overridden text too.
    await user.click(await screen.findByRole('button', { name: 'Leave Zuma' }));
    await waitFor(() => expect(onLoggedOut).toHaveBeenCalledTimes(1));
  }, 30_000);
});

describe('useMemberPopup', () => {
  it('opens the popup from the app’s own button and closes it with the component', async () => {
    const user = userEvent.setup();
    function Header() {
      const { open } = useMemberPopup({ ...SITE, onClose: () => undefined });
      return (
        <button type="button" onClick={() => open({ texts: { en: { 'login.title': 'Sign in to Zuma Shop' } } })}>
          Sign in
        </button>
      );
    }
    const { unmount } = render(<Header />);
    await user.click(screen.getByRole('button', { name: 'Sign in' }));
    expect(await screen.findByRole('heading', { name: 'Sign in to Zuma Shop' }, { timeout: 20_000 })).toBeTruthy();
    unmount();
    await waitFor(() => expect(document.querySelector('.mp-popup-root')).toBeNull());
  }, 30_000);
});

describe('mountAccountMenu', () => {
  it('takes a user change announced from inside React work without React warning (no flushSync there)', async () => {
    const error = vi.spyOn(console, 'error');
    const element = document.body.appendChild(document.createElement('div'));
    const handle = mountAccountMenu(element, { ...SITE, user: { name: 'Ana' }, services: { currentUser: async () => null, logout: async () => undefined } });
    await handle.ready;
    function Profile() {
      useEffect(() => announceUser({ ...MOCK_USER, name: 'Ana Lim' } as never), []);
      return null;
    }
    render(<Profile />);
    await waitFor(() => expect(element.textContent).toContain('Ana Lim'));
    expect(error.mock.calls.filter((call) => /flushSync/.test(String(call[0])))).toEqual([]);
    handle.unmount();
    element.remove();
  }, 30_000);
});
