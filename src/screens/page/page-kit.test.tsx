// @vitest-environment jsdom
/**
 * The page kit: a page gets its environment once the translator is loaded, the redirect parameter only through the
 * guard, navigation only through the guard, and focus moves to the heading when the title changes.
 */
import { act, cleanup, render, screen } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { createMemoryCookies } from '../../config/cookies.js';
import { PageLayout } from './page-layout.js';
import { PageRoot, type PageRootOptions } from './page-root.js';
import { usePageEnv, type PageEnv } from './page-env.js';

afterEach(cleanup);

const base = (url: string, navigate = vi.fn()): PageRootOptions => ({
  site: 'SG',
  environment: 'production',
  language: 'en-SG',
  url,
  navigate,
  config: { cookies: createMemoryCookies() },
});

function Probe({ onEnv }: { onEnv: (env: PageEnv) => void }) {
  const env = usePageEnv();
  onEnv(env);
  return <p>{env.t('validation.required')}</p>;
}

describe('page kit', () => {
  it('given an allowed redirect, when the page renders, then the environment carries it and the query', async () => {
    let seen: PageEnv | undefined;
    render(
      <PageRoot options={base('https://member.shop.sg/user/reset-password?token=t-1&redirect=https%3A%2F%2Fwww.shop.sg%2Fcart')} parts={[]}>
        {() => <Probe onEnv={(env) => (seen = env)} />}
      </PageRoot>,
    );
    expect(await screen.findByText("You can't leave this empty.")).toBeTruthy();
    expect(seen!.redirect).toBe('https://www.shop.sg/cart');
    expect(seen!.query.get('token')).toBe('t-1');
    expect(seen!.pageUrl).toContain('/user/reset-password');
  });

  it('given a hostile redirect, then it becomes the home page, and navigate never leaves for a foreign host', async () => {
    const navigate = vi.fn();
    let seen: PageEnv | undefined;
    render(
      <PageRoot options={base('https://member.shop.sg/user/login?redirect=https%3A%2F%2Fevil.example%2F', navigate)} parts={[]}>
        {() => <Probe onEnv={(env) => (seen = env)} />}
      </PageRoot>,
    );
    await screen.findByText("You can't leave this empty.");
    expect(seen!.redirect).toBe('https://www.shop.sg/');
    seen!.navigate('javascript:alert(1)');
    seen!.navigate('https://my.shop.sg/orders');
    expect(navigate.mock.calls).toEqual([['https://www.shop.sg/'], ['https://my.shop.sg/orders']]);
  });

  it('given the marketplace home page, then a refused or missing redirect leads there (a path is on the main host)', async () => {
    const seen: PageEnv[] = [];
    const url = 'https://member.shop.sg/user/login?redirect=https%3A%2F%2Fevil.example%2F';
    render(
      <>
        <PageRoot options={{ ...base(url), home: '/sg/home' }} parts={[]}>
          {() => <Probe onEnv={(env) => void (seen[0] = env)} />}
        </PageRoot>
        <PageRoot options={{ ...base('https://member.shop.sg/user/logout'), home: 'https://shop.sg/welcome' }} parts={[]}>
          {() => <Probe onEnv={(env) => void (seen[1] = env)} />}
        </PageRoot>
      </>,
    );
    await screen.findAllByText("You can't leave this empty.");
    expect(seen.map((env) => env.redirect)).toEqual(['https://www.shop.sg/sg/home', 'https://shop.sg/welcome']);
  });

  it('given a layout, when the title changes, then focus moves to the heading (and not on first render)', () => {
    const t = { lang: 'ur', dir: 'rtl' } as const;
    const { rerender } = render(
      <PageLayout title="Dashboard" t={t}>
        <button type="button">first</button>
      </PageLayout>,
    );
    const heading = screen.getByRole('heading', { level: 1, name: 'Dashboard' });
    expect(document.activeElement).not.toBe(heading);
    expect(screen.getByRole('main').closest('.mp-page')!.getAttribute('dir')).toBe('rtl');
    act(() => {
      rerender(
        <PageLayout title="My profile" t={t}>
          <button type="button">first</button>
        </PageLayout>,
      );
    });
    expect(document.activeElement).toBe(screen.getByRole('heading', { level: 1, name: 'My profile' }));
    expect(screen.getByRole('main').getAttribute('aria-labelledby')).toBe(heading.id);
  });
});
