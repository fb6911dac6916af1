// @vitest-environment jsdom
/**
 * `<MemberPage>` routes the restore, account-auth, close-account and grocery pages through their lazy chunk: the
 * path picks the page, a page without its token says the link is incomplete at once (no call; issue 27: it said
 * "expired"), the close-account page
 * links home (the guarded redirect) and to customer care on the main host.
 */
import { cleanup, render, screen } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { createMemoryCookies } from '../config/cookies.js';
import { MemberPage } from './member-page.js';

afterEach(cleanup);

const page = (url: string) => (
  <MemberPage site="SG" environment="production" language="en-SG" url={url} navigate={vi.fn()} config={{ cookies: createMemoryCookies() }} />
);

describe('MemberPage: the account pages chunk', () => {
  it('the close-account failure page, from its path', async () => {
    render(page('https://member.shop.sg/user/close-account-register-fail?redirect=https%3A%2F%2Fwww.shop.sg%2Fcart'));
    expect(await screen.findByRole('heading', { name: "This account can't be created" }, { timeout: 10_000 })).toBeTruthy();
    expect(screen.getByRole('link', { name: 'Back to home' }).getAttribute('href')).toBe('https://www.shop.sg/cart');
    expect(screen.getByRole('link', { name: 'Contact customer care' }).getAttribute('href')).toBe('https://www.shop.sg/helpcenter/account');
  });

  it.each(['/user/account-restore', '/user/account-auth', '/user/verify'])('%s without a token says the link is incomplete and what to do', async (path) => {
    render(page(`https://member.shop.sg${path}?redirect=https%3A%2F%2Fwww.shop.sg%2Fcart`));
    expect(await screen.findByRole('heading', { name: 'This link is incomplete' }, { timeout: 10_000 })).toBeTruthy();
    expect(screen.getByText(/Open the link again from the email or message we sent you/)).toBeTruthy();
    expect(screen.queryByText('This link has expired')).toBeNull();
    expect(screen.getByRole('link', { name: 'Back to home' }).getAttribute('href')).toBe('https://www.shop.sg/cart');
  });
});
