// @vitest-environment jsdom
/**
 * "I no longer have this number" on code login's Verify and method list (issue 26 part 3): the link leads to the
 * member page /user/lost-number with the number in the fragment; sign-up's Verify (a new number) has none.
 */
import { cleanup, screen } from '@testing-library/react';
import { afterEach, describe, expect, it } from 'vitest';
import { PAGE_PATHS } from '../../pages/routes.js';
import { VerifyMethodListScreen } from '../verify-method-list/index.js';
import { expectNoAxeViolations, renderScreen } from '../test-utils.js';
import { VerifyScreen } from './index.js';
import { LOST_NUMBER_PATH, lostNumberUrl } from './lost-number-link.js';

afterEach(cleanup);

const CODE_LOGIN = { login: { mode: 'code' as const, values: { loginName: '', phone: '81234567' } }, forgot: null };

describe('the lost-number link', () => {
  it('is the member page of the pages entry', () => {
    expect(LOST_NUMBER_PATH).toBe(PAGE_PATHS['lost-number']);
    const links = { terms: '', privacy: '', guestRegister: 'https://member.shop.sg/user/guest-register' };
    expect(lostNumberUrl({ links, phonePrefix: '65' }, '+6581234567')).toBe('https://member.shop.sg/user/lost-number#phone=81234567');
    expect(lostNumberUrl({ links, phonePrefix: '65' }, '8123 4567')).toBe('https://member.shop.sg/user/lost-number#phone=81234567');
  });

  it("shows on code login's Verify, axe clean", async () => {
    const { container } = renderScreen(VerifyScreen, { screen: 'Verify', verify: { identifier: '+6581234567' }, registry: null, ...CODE_LOGIN });
    const link = screen.getByRole('link', { name: 'I no longer have this number' });
    expect(link.getAttribute('href')).toMatch(/\/user\/lost-number#phone=81234567$/);
    await expectNoAxeViolations(container);
  });

  it("is not on sign-up's Verify", () => {
    renderScreen(VerifyScreen, { screen: 'Verify', verify: { identifier: '+6581234567' }, registry: {}, ...CODE_LOGIN });
    expect(screen.queryByRole('link', { name: 'I no longer have this number' })).toBeNull();
  });

  it('shows on the verification method list', () => {
    renderScreen(VerifyMethodListScreen, { screen: 'VerifyMethodList', methods: { channels: [] }, ...CODE_LOGIN });
    expect(screen.getByRole('link', { name: 'I no longer have this number' }).getAttribute('href')).toMatch(/#phone=81234567$/);
  });
});
