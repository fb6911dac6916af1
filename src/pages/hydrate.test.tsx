// @vitest-environment jsdom
/**
 * `hydrateMemberPage` over `renderMemberPage`'s HTML (issue 28 item 2): the browser's first render is the server's
 * (no hydration warning), the page is not replaced (the same nodes stay), and what the buyer typed before
 * hydration stays in the fields and reaches the page's state (a submit after hydration sends it), with the focus
 * where it was.
 */
import { renderToString } from 'react-dom/server';
import { afterEach, describe, expect, it, vi } from 'vitest';
import type { Services } from '../api/services.js';
import { createMemoryCookies } from '../config/cookies.js';
import { hydrateMemberPage, type MemberPageHandle } from './mount.js';
import { renderMemberPage, type RenderMemberPageOptions } from './server.js';

let handle: MemberPageHandle | undefined;
afterEach(() => {
  handle?.unmount();
  handle = undefined;
  document.body.replaceChildren();
  vi.restoreAllMocks();
});

const URLS = { login: '/user/login', register: '/user/register', 'forget-password': '/user/forget-password' } as const;

async function serverPage(route: RenderMemberPageOptions['route'], language = 'en-SG') {
  const url = `https://member.shop.sg${URLS[route]}`;
  const html = await renderMemberPage({ route, site: 'SG', language, environment: 'local', url });
  const element = document.createElement('div');
  element.innerHTML = html;
  document.body.append(element);
  return { element, url };
}

/** Every console.error and console.warn while `run` runs (React reports a hydration mismatch there). */
async function reported(run: () => Promise<void>): Promise<string[]> {
  const said: string[] = [];
  const keep = (...args: unknown[]) => void said.push(args.map(String).join(' '));
  vi.spyOn(console, 'error').mockImplementation(keep);
  vi.spyOn(console, 'warn').mockImplementation(keep);
  // React 19 reports a recoverable hydration error with reportError: an error event on the window.
  const onError = (event: ErrorEvent) => keep(event.error ?? event.message);
  window.addEventListener('error', onError);
  try {
    await run();
  } finally {
    window.removeEventListener('error', onError);
  }
  return said.filter((line) => !/SECURITY: a production config|redirect: URL is empty/.test(line));
}

describe('hydrateMemberPage', () => {
  it('uses the same React on both sides (the test is not comparing a renderer with itself)', () => {
    expect(renderToString(<p>x</p>)).toBe('<p>x</p>');
  });

  for (const route of ['login', 'register', 'forget-password'] as const) {
    it(`${route}: hydrates the server's HTML without a mismatch and keeps its nodes`, async () => {
      const { element, url } = await serverPage(route);
      const title = element.querySelector('h2');
      const said = await reported(async () => {
        handle = await hydrateMemberPage(element, { site: 'SG', language: 'en-SG', environment: 'local', url, navigate: vi.fn(), config: { cookies: createMemoryCookies() } });
      });
      expect(said).toEqual([]);
      expect(element.querySelector('h2')).toBe(title);
    });
  }

  it("a first render that differs from the server's is reported (the check above can fail)", async () => {
    const { element, url } = await serverPage('login', 'en-SG');
    const said = await reported(async () => {
      handle = await hydrateMemberPage(element, { site: 'SG', language: 'zh', environment: 'local', url, navigate: vi.fn(), config: { cookies: createMemoryCookies() } });
    });
    expect(said.join('\n')).toMatch(/hydrat|server rendered/i);
    expect(element.querySelector('h2')?.textContent).not.toBe('Log in');
  });

  it('login: what was typed before hydration stays, reaches the submit, and the focus stays in the password field', async () => {
    const { element, url } = await serverPage('login');
    const name = element.querySelector<HTMLInputElement>('input[name="loginName"]')!;
    const password = element.querySelector<HTMLInputElement>('input[name="password"]')!;
    name.value = 'buyer@example.com';
    password.value = 'typed-before-js';
    password.focus();
    const login = vi.fn<Services['login']>(() => new Promise(() => undefined));
    const services = { prepare: () => Promise.resolve(), login } as unknown as Services;
    const said = await reported(async () => {
      handle = await hydrateMemberPage(element, { site: 'SG', language: 'en-SG', environment: 'local', url, services, navigate: vi.fn(), config: { cookies: createMemoryCookies() } });
    });
    expect(said).toEqual([]);
    expect(element.querySelector('input[name="password"]')).toBe(password);
    expect(password.value).toBe('typed-before-js');
    expect(name.value).toBe('buyer@example.com');
    expect(document.activeElement).toBe(password);
    password.form!.requestSubmit();
    await vi.waitFor(() => expect(login).toHaveBeenCalled());
    expect(login.mock.calls[0]![0]).toMatchObject({ loginName: 'buyer@example.com', password: 'typed-before-js' });
  });
});
