/**
 * Large text (issue 27, major #10): Android's "large font" doubles the browser's default font size, so everything
 * in rem doubles while the screen stays 360 px wide. `largeText(page)` sets that default through the DevTools
 * protocol (Page.setFontSizes: the setting a browser's text-size preference writes; it scales rem and keeps px
 * borders, unlike a device scale factor, which zooms everything), and `unfitAtLargeText(page, scope)` lists what does
 * not fit the screen then. Used by large-text.e2e.ts (every account section and the account menu in en, th, my, ur)
 * and by the pseudo-locale run (the account sections with the pseudo texts).
 */
import { writeFileSync } from 'node:fs';
import type { CDPSession, Page } from 'playwright-core';
import { nextFrames } from './harness.js';

/** The phone the check is made for, and the text size: 200 % of Chromium's 16 px default. */
export const LARGE_TEXT = Object.freeze({ width: 360, height: 740, fontSize: 32 });

/** One DevTools session per page, kept open for the page's life (the font setting is the session's). */
const sessions = new WeakMap<Page, Promise<CDPSession>>();

/** The browser's default font size (Chromium's setting, as a text-size preference writes it). */
async function setFontSize(page: Page, standard: number): Promise<void> {
  if (!sessions.has(page)) sessions.set(page, page.context().newCDPSession(page));
  const cdp = await sessions.get(page)!;
  await cdp.send('Page.setFontSizes', { fontSizes: { standard, fixed: Math.round(standard * 0.8125) } });
}

/**
 * The phone with 200 % text. A device-metrics override (a viewport change, Playwright's screenshot) puts Chromium's
 * font setting back to its default, so the viewport comes first, and `unfitAtLargeText` sets the size again before
 * it measures.
 */
export async function largeText(page: Page): Promise<void> {
  await page.setViewportSize({ width: LARGE_TEXT.width, height: LARGE_TEXT.height });
  await setFontSize(page, LARGE_TEXT.fontSize);
}

/**
 * What does not fit the viewport inside `scopeSelector` (every match): the document scrolling sideways (in RTL a part
 * cut off at the left cannot be scrolled to at all), a box or a text line past the viewport's edge, or content cut
 * off by a box that hides its overflow. Inside a box that scrolls sideways by design, its content may pass the
 * edge (it can be scrolled to); the box itself must fit. An empty list: everything fits.
 */
export async function unfitAtLargeText(page: Page, scopeSelector: string): Promise<string[]> {
  await setFontSize(page, LARGE_TEXT.fontSize);
  await nextFrames(page);
  return page.evaluate(
    ({ selector, fontSize }) => {
      const out: string[] = [];
      const root = document.documentElement;
      const rootSize = getComputedStyle(root).fontSize;
      if (rootSize !== `${fontSize}px`) out.push(`root font-size ${rootSize}, not ${fontSize}px`);
      const name = (el: Element) => `${el.tagName.toLowerCase()}${[...el.classList].map((c) => `.${c}`).join('')}${el.id ? `#${el.id}` : ''}`;
      if (root.scrollWidth > innerWidth) {
        // Which boxes (the innermost ones) reach past the edge, anywhere on the page.
        const past = [...document.body.querySelectorAll('*')].filter((el) => {
          const rect = el.getBoundingClientRect();
          return rect.width > 0 && (rect.right > innerWidth + 0.5 || rect.left < -0.5) && ![...el.children].some((c) => c.getBoundingClientRect().right > innerWidth + 0.5);
        });
        out.push(`document ${root.scrollWidth}px wide in ${innerWidth}px (${past.slice(0, 4).map(name).join(', ')})`);
      }
      const scrolls = (el: Element) => ['auto', 'scroll'].includes(getComputedStyle(el).overflowX);
      const insideScroller = (el: Element) => {
        for (let up = el.parentElement; up; up = up.parentElement) if (scrolls(up)) return true;
        return false;
      };
      const off = (rect: DOMRect) => rect.left < -0.5 || rect.right > innerWidth + 0.5;
      const scopes = [...document.querySelectorAll<HTMLElement>(selector)];
      if (!scopes.length) out.push(`nothing matches ${selector}`);
      for (const scope of scopes) {
        for (const el of [scope, ...scope.querySelectorAll<HTMLElement>('*')]) {
          const style = getComputedStyle(el);
          if (style.display === 'none' || style.visibility === 'hidden' || el.getClientRects().length === 0) continue;
          // A visually hidden text (screen readers only) is clipped on purpose.
          if (style.position === 'absolute' && el.clientWidth <= 1) continue;
          const box = el.getBoundingClientRect();
          if (box.width === 0) continue;
          const reachable = insideScroller(el);
          if (!reachable && off(box)) out.push(`${name(el)} ${Math.round(box.left)}..${Math.round(box.right)}`);
          // Content cut off by a box that hides its overflow (an ellipsis says so on purpose; form controls scroll).
          if (
            ['hidden', 'clip'].includes(style.overflowX) &&
            style.textOverflow !== 'ellipsis' &&
            !['INPUT', 'TEXTAREA', 'SELECT'].includes(el.tagName) &&
            el.scrollWidth > el.clientWidth + 1
          ) {
            out.push(`${name(el)}: content ${el.scrollWidth}px cut to ${el.clientWidth}px`);
          }
          if (reachable) continue;
          // A text line running past the screen's edge (a long word in its box), even when the box fits.
          for (const node of el.childNodes) {
            if (node.nodeType !== Node.TEXT_NODE || !node.textContent?.trim()) continue;
            const range = document.createRange();
            range.selectNodeContents(node);
            const line = [...range.getClientRects()].find(off);
            if (line) out.push(`${name(el)}: text "${node.textContent.trim().slice(0, 30)}" ${Math.round(line.left)}..${Math.round(line.right)}`);
          }
        }
      }
      return out;
    },
    { selector: scopeSelector, fontSize: LARGE_TEXT.fontSize },
  );
}

/**
 * A screenshot of the whole page at 200 % text. A screenshot beyond the viewport resets Chromium's font settings (it
 * overrides the device metrics), so the viewport is made as tall as the page, the text size set again, and the
 * viewport captured through the same DevTools session; then the phone's viewport comes back.
 */
export async function largeTextScreenshot(page: Page, path: string): Promise<void> {
  const height = await page.evaluate(() => document.documentElement.scrollHeight);
  await page.setViewportSize({ width: LARGE_TEXT.width, height });
  await setFontSize(page, LARGE_TEXT.fontSize);
  await nextFrames(page);
  const cdp = await sessions.get(page)!;
  const { data } = await cdp.send('Page.captureScreenshot', { format: 'png' });
  writeFileSync(path, Buffer.from(data, 'base64'));
  await largeText(page);
}
