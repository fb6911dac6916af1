// The login redirect of spec §2.4: the login page per site, environment and mobile/desktop, carrying the redirect
// (through the guard), the hybrid flag and the tracking parameters.
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { ENVIRONMENTS, resolveHosts, type Environment } from '../src/config/hosts.js';
import { SITE_CODES } from '../src/config/sites.js';
import { setMonitor, type MonitorEvent } from '../src/monitor.js';
import { OPEN_REDIRECT_PAYLOADS } from '../src/redirect/__fixtures__/open-redirect-payloads.js';
import * as api from '../src/index.js';
import { LOGIN_PAGE_PATH, loginPageUrl } from './login-redirect.js';

const LOCAL = 'http://127.0.0.1:8080';
const hostsFor = (env: Environment, site = 'SG') => resolveHosts(site as 'SG', env, { localOrigin: LOCAL });
/** A page of the site's main host in that environment (the base a relative redirect resolves against). */
const pageIn = (env: Environment, site = 'SG') => `${hostsFor(env, site).main}/cart?x=1`;
const hostile = Object.values(OPEN_REDIRECT_PAYLOADS).flat();

let reported: MonitorEvent[] = [];
beforeEach(() => {
  reported = [];
  setMonitor((event) => reported.push(event));
});
afterEach(() => setMonitor(null));

describe('loginPageUrl', () => {
  it('is exported by the package entry', () => {
    expect(api.loginPageUrl).toBe(loginPageUrl);
  });

  for (const env of ENVIRONMENTS) {
    for (const mobile of [false, true]) {
      describe(`${env}, ${mobile ? 'mobile' : 'desktop'}`, () => {
        const hosts = hostsFor(env);
        const options = { site: 'SG', env, mobile, hosts: { localOrigin: LOCAL }, base: pageIn(env) };

        it('goes to /user/login on the member host, carrying the page as redirect', () => {
          const redirect = pageIn(env);
          const url = new URL(loginPageUrl({ ...options, redirect }));
          expect(url.origin).toBe(hosts.member);
          expect(url.pathname).toBe(LOGIN_PAGE_PATH);
          expect(url.searchParams.get('redirect')).toBe(redirect);
          expect(url.searchParams.get('mobile')).toBe(mobile ? '1' : null);
          expect(url.searchParams.has('hybrid')).toBe(false);
        });

        it('carries the hybrid flag and the spm and utm_* tracking parameters, and nothing else', () => {
          const url = new URL(
            loginPageUrl({
              ...options,
              redirect: '/cart',
              hybrid: true,
              tracking: {
                spm: 'a2o42.home.header.login',
                utm_source: 'newsletter',
                utm_campaign: '11.11',
                redirect: 'https://evil.com/',
                mobile: '0',
                gclid: 'x',
              },
            }),
          );
          expect(url.searchParams.get('redirect')).toBe(`${hosts.main}/cart`);
          expect(url.searchParams.get('hybrid')).toBe('1');
          expect(url.searchParams.get('spm')).toBe('a2o42.home.header.login');
          expect(url.searchParams.get('utm_source')).toBe('newsletter');
          expect(url.searchParams.get('utm_campaign')).toBe('11.11');
          expect(url.searchParams.getAll('redirect')).toHaveLength(1);
          expect(url.searchParams.get('mobile')).toBe(mobile ? '1' : null);
          expect(url.searchParams.has('gclid')).toBe(false);
        });

        it('refuses every hostile redirect: the site home page instead, and the refusal is reported', () => {
          for (const payload of hostile) {
            reported = [];
            const url = new URL(loginPageUrl({ ...options, redirect: payload }));
            const redirect = url.searchParams.get('redirect')!;
            // Locally every host is 127.0.0.1:8080, so a spelling of 127.0.0.1 stays on the demo's own machine.
            if (env === 'local' && reported.length === 0) {
              expect(new URL(redirect).hostname, JSON.stringify(payload)).toBe('127.0.0.1');
              continue;
            }
            expect(redirect, JSON.stringify(payload)).toBe(`${hosts.main}/`);
            expect(reported.map((event) => event.message), JSON.stringify(payload)).toEqual(['illegal URL']);
            expect(url.origin).toBe(hosts.member);
            expect(url.pathname).toBe(LOGIN_PAGE_PATH);
          }
        });

        it('sends an empty redirect to the home page ("URL is empty")', () => {
          const url = new URL(loginPageUrl({ ...options, redirect: '' }));
          expect(url.searchParams.get('redirect')).toBe(`${hosts.main}/`);
          expect(reported.map((event) => event.message)).toEqual(['URL is empty']);
        });
      });
    }
  }

  it('uses each site’s member host; site codes are case-insensitive, an unknown one is SG', () => {
    for (const site of SITE_CODES) {
      const hosts = hostsFor('production', site);
      const url = new URL(loginPageUrl({ site: site.toLowerCase(), env: 'production', mobile: false, redirect: `${hosts.main}/` }));
      expect(url.origin).toBe(hosts.member);
      expect(url.searchParams.get('redirect')).toBe(`${hosts.main}/`);
    }
    expect(new URL(loginPageUrl({ site: 'XX', env: 'pre', mobile: true, redirect: '' })).origin).toBe('https://pre-member.shop.sg');
  });

  it('allows another company site as redirect (one login serves every site)', () => {
    const url = new URL(
      loginPageUrl({ site: 'TH', env: 'production', mobile: true, redirect: 'https://www.shop.sg/cart?x=1', base: pageIn('production', 'TH') }),
    );
    expect(url.origin).toBe('https://member.shop.co.th');
    expect(url.searchParams.get('redirect')).toBe('https://www.shop.sg/cart?x=1');
  });

  it('refuses a production domain as redirect in test (test pages only go to test hosts)', () => {
    const url = new URL(loginPageUrl({ site: 'SG', env: 'test', mobile: false, redirect: 'https://www.shop.sg/', base: pageIn('test') }));
    expect(url.searchParams.get('redirect')).toBe('https://www.shop.sg.test/');
  });
});
