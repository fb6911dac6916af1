// @vitest-environment jsdom
/**
 * The popup's flows stylesheet (issue 15): where it is found beside the first sheet, how it is linked under a strict
 * CSP, and what a failing or silent sheet does. Link load and error events are dispatched by the test (jsdom loads no
 * stylesheet); the bounded wait runs on fake timers.
 */
import { afterEach, describe, expect, it, vi } from 'vitest';
import { FLOWS_STYLESHEET_WAIT_MS, findPopupStylesheet, flowsStylesheetUrl, loadFlowStyles, loadPackageStyles } from './stylesheets.js';

const CDN = 'https://cdn.example/static/dist';

/** A fresh document whose head holds the given links (absolute hrefs: a new document has no base URL). */
function page(...links: Array<{ href: string; nonce?: string; rel?: string }>): Document {
  const doc = document.implementation.createHTMLDocument('host');
  for (const { href, nonce, rel = 'stylesheet' } of links) {
    const link = doc.createElement('link');
    link.rel = rel;
    link.href = href;
    if (nonce) link.nonce = nonce;
    doc.head.append(link);
  }
  const own = doc.createElement('link');
  own.rel = 'stylesheet';
  own.href = 'https://shop.example/site.css';
  doc.head.append(own);
  return doc;
}
const sheets = (doc: Document) => [...doc.querySelectorAll<HTMLLinkElement>('link[rel="stylesheet"]')].map((link) => link.href);
const flowsLink = (doc: Document) => doc.querySelector<HTMLLinkElement>('link[href*="member-popup-flows-"]');
/** Settles once the promise settles; `state()` says how. */
function track(promise: Promise<unknown>) {
  let state = 'pending';
  promise.then(
    () => (state = 'loaded'),
    () => (state = 'failed'),
  );
  return () => state;
}

afterEach(() => vi.useRealTimers());

describe('flowsStylesheetUrl: the flows sheet beside the first one', () => {
  it('keeps the folder, origin, version and query of the first sheet', () => {
    expect(flowsStylesheetUrl(`${CDN}/styles/member-popup-0.0.2.css`)).toBe(`${CDN}/styles/member-popup-flows-0.0.2.css`);
    expect(flowsStylesheetUrl('http://127.0.0.1:4000/dist/styles/member-popup-1.2.0-rc.1.css?v=3')).toBe(
      'http://127.0.0.1:4000/dist/styles/member-popup-flows-1.2.0-rc.1.css?v=3',
    );
    // A folder that happens to be named like the sheet is not touched.
    expect(flowsStylesheetUrl('https://a.example/member-popup-0.0.2.css/styles/member-popup-0.0.3.css')).toBe(
      'https://a.example/member-popup-0.0.2.css/styles/member-popup-flows-0.0.3.css',
    );
  });

  it('answers nothing for other files (the flows sheet itself, a wing sheet, the loader, not a URL)', () => {
    expect(flowsStylesheetUrl(`${CDN}/styles/member-popup-flows-0.0.2.css`)).toBeUndefined();
    expect(flowsStylesheetUrl(`${CDN}/styles/member-pages-0.0.2.css`)).toBeUndefined();
    expect(flowsStylesheetUrl(`${CDN}/loader/member-popup-loader.js`)).toBeUndefined();
    expect(flowsStylesheetUrl('member-popup-0.0.2.css')).toBeUndefined();
  });

  it('finds the first sheet among the page links by its versioned name', () => {
    const doc = page({ href: `${CDN}/styles/member-pages-0.0.2.css` }, { href: `${CDN}/browser/member-popup-abc.js`, rel: 'modulepreload' }, { href: `${CDN}/styles/member-popup-0.0.2.css` });
    expect(findPopupStylesheet(doc)?.href).toBe(`${CDN}/styles/member-popup-0.0.2.css`);
    expect(findPopupStylesheet(page())).toBeUndefined();
  });
});

describe('loadFlowStyles', () => {
  it('links the flows sheet right after the first one, with its nonce, once, and resolves when it has loaded', async () => {
    const doc = page({ href: `${CDN}/styles/member-popup-0.0.2.css`, nonce: 'n-1' });
    const state = track(loadFlowStyles(doc));
    expect(sheets(doc)).toEqual([`${CDN}/styles/member-popup-0.0.2.css`, `${CDN}/styles/member-popup-flows-0.0.2.css`, 'https://shop.example/site.css']);
    expect(flowsLink(doc)!.nonce).toBe('n-1');
    void loadFlowStyles(doc);
    expect(doc.querySelectorAll('link[href*="member-popup-flows-"]')).toHaveLength(1);
    await Promise.resolve();
    expect(state()).toBe('pending');
    flowsLink(doc)!.dispatchEvent(new Event('load'));
    await vi.waitFor(() => expect(state()).toBe('loaded'));
    await expect(loadFlowStyles(doc)).resolves.toBeUndefined();
  });

  it('a sheet that fails rejects and goes away; the next call (Try again) links it afresh', async () => {
    const doc = page({ href: `${CDN}/styles/member-popup-0.0.2.css` });
    const first = loadFlowStyles(doc);
    flowsLink(doc)!.dispatchEvent(new Event('error'));
    await expect(first).rejects.toThrow(/member-popup-flows-0\.0\.2\.css could not be loaded/);
    expect(flowsLink(doc)).toBeNull();
    const again = track(loadFlowStyles(doc));
    expect(flowsLink(doc)).not.toBeNull();
    flowsLink(doc)!.dispatchEvent(new Event('load'));
    await vi.waitFor(() => expect(again()).toBe('loaded'));
  });

  it('a sheet with no answer does not hold the screen: it resolves after FLOWS_STYLESHEET_WAIT_MS, the link kept', async () => {
    vi.useFakeTimers();
    const doc = page({ href: `${CDN}/styles/member-popup-0.0.2.css` });
    const state = track(loadFlowStyles(doc));
    await vi.advanceTimersByTimeAsync(FLOWS_STYLESHEET_WAIT_MS - 1);
    expect(state()).toBe('pending');
    await vi.advanceTimersByTimeAsync(1);
    expect(state()).toBe('loaded');
    expect(flowsLink(doc)).not.toBeNull();
  });

  it('waits for a flows sheet the page links itself instead of adding a second one', async () => {
    const doc = page({ href: `${CDN}/styles/member-popup-0.0.2.css` }, { href: `${CDN}/styles/member-popup-flows-0.0.2.css` });
    const state = track(loadFlowStyles(doc));
    expect(doc.querySelectorAll('link[href*="member-popup-flows-"]')).toHaveLength(1);
    await Promise.resolve();
    expect(state()).toBe('pending');
    flowsLink(doc)!.dispatchEvent(new Event('load'));
    await vi.waitFor(() => expect(state()).toBe('loaded'));
  });

  it('adds nothing where the page links no popup sheet (the integrator bundles both sheets)', async () => {
    const doc = page();
    await expect(loadFlowStyles(doc)).resolves.toBeUndefined();
    expect(sheets(doc)).toEqual(['https://shop.example/site.css']);
  });
});

describe('loadPackageStyles: a wing links the sheets it needs (issue 27, the account menu on a header)', () => {
  const names = ['popup', 'popup-flows', 'account'];

  it('given the popup sheet in the page, links the missing ones beside it, in order, with its nonce; resolves once all loaded', async () => {
    const doc = page({ href: `${CDN}/styles/member-popup-0.0.2.css`, nonce: 'n0nce' });
    doc.querySelector<HTMLLinkElement>('link[href*="member-popup-0"]')!.dispatchEvent(new Event('load'));
    Object.defineProperty(doc.querySelector('link[href*="member-popup-0"]'), 'sheet', { value: {} });
    const state = track(loadPackageStyles(names, '0.0.2', { doc, base: 'https://elsewhere.example/dist/styles/' }));
    expect(sheets(doc)).toEqual([
      `${CDN}/styles/member-popup-0.0.2.css`,
      `${CDN}/styles/member-popup-flows-0.0.2.css`,
      `${CDN}/styles/member-account-0.0.2.css`,
      'https://shop.example/site.css',
    ]);
    const added = [...doc.querySelectorAll<HTMLLinkElement>('link[href*="-flows-"], link[href*="member-account-"]')];
    expect(added.map((link) => link.nonce)).toEqual(['n0nce', 'n0nce']);
    added.forEach((link) => link.dispatchEvent(new Event('load')));
    await Promise.resolve();
    await new Promise((done) => setTimeout(done, 0));
    expect(state()).toBe('loaded');
  });

  it('given no package sheet in the page, links all three from the base folder with the given nonce', () => {
    const doc = page();
    void loadPackageStyles(names, '0.0.2', { doc, base: `${CDN}/styles/`, nonce: 'abc' }).catch(() => undefined);
    expect(sheets(doc)).toEqual([
      'https://shop.example/site.css',
      `${CDN}/styles/member-popup-0.0.2.css`,
      `${CDN}/styles/member-popup-flows-0.0.2.css`,
      `${CDN}/styles/member-account-0.0.2.css`,
    ]);
  });

  it('when a sheet fails, rejects and removes its link, so "Try again" links it anew', async () => {
    const doc = page();
    const first = loadPackageStyles(['account'], '0.0.2', { doc, base: `${CDN}/styles/` });
    doc.querySelector('link[href*="member-account-"]')!.dispatchEvent(new Event('error'));
    await expect(first).rejects.toThrow(/could not be loaded/);
    expect(doc.querySelector('link[href*="member-account-"]')).toBeNull();
    void loadPackageStyles(['account'], '0.0.2', { doc, base: `${CDN}/styles/` }).catch(() => undefined);
    expect(doc.querySelectorAll('link[href*="member-account-"]')).toHaveLength(1);
  });
});
