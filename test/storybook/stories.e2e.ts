/**
 * Every story in Chromium: the static Storybook (storybook-static/, built by `npm test` before this runs; built
 * here when missing) is served on 127.0.0.1 and its iframe.html opened once; each story (listed by index.json) is
 * then rendered through the preview's own channel (`setCurrentStory`, as Storybook's manager does), its play function
 * awaited (`storyFinished`), and axe-core run on #storybook-root. A story fails on a play failure, an axe violation,
 * or any console error or page error while it runs. There are no exceptions: colour contrast is checked too.
 *
 * Storybook's own a11y addon is switched off for this run (`globals=a11y.manual:!true`): axe runs once, here.
 */
import { spawnSync } from 'node:child_process';
import { existsSync, readFileSync } from 'node:fs';
import { createRequire } from 'node:module';
import { chromium, type Browser, type Page } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { serveStatic, type StaticServer } from './static-server.js';

const STATIC_DIR = 'storybook-static';
const INDEX = `${STATIC_DIR}/index.json`;

interface IndexEntry {
  readonly id: string;
  readonly title: string;
  readonly name: string;
  readonly type: 'story' | 'docs';
}

/** What the page reports about the story it rendered (set by the init script below). */
interface StoryReport {
  finished: boolean;
  status: 'success' | 'error' | 'pending';
  errors: string[];
}

interface AxeNode {
  where: string;
  /** color-contrast only: the measured colours. */
  fg?: string;
  bg?: string;
  ratio?: number;
}

interface AxeViolation {
  id: string;
  impact: string | null;
  help: string;
  nodes: AxeNode[];
}


if (!existsSync(INDEX)) {
  // Alone (`vitest run -c vitest.e2e.config.ts`), build first; `npm test` has built it already.
  const built = spawnSync('node_modules/.bin/storybook', ['build', '--quiet'], {
    stdio: 'inherit',
    env: { ...process.env, STORYBOOK_DISABLE_TELEMETRY: '1' },
  });
  if (built.status !== 0) throw new Error('storybook build failed');
}

const stories: IndexEntry[] = Object.values(
  (JSON.parse(readFileSync(INDEX, 'utf8')) as { entries: Record<string, IndexEntry> }).entries,
).filter((entry) => entry.type === 'story');

const AXE_PATH = createRequire(import.meta.url).resolve('axe-core/axe.min.js');

/**
 * Runs before any page script: listens on Storybook's channel as soon as the preview creates it, and reports into
 * `window.__mpStory` (replaced by the test for each story).
 */
function installStoryProbe() {
  type Probe = { __mpStory?: StoryReport & { id: string } };
  const current = () => (window as unknown as Probe).__mpStory;
  type Channel = { on(event: string, listener: (payload: unknown) => void): void };
  const describe = (payload: unknown): string => {
    if (payload && typeof payload === 'object') {
      const { message, description, title } = payload as { message?: string; description?: string; title?: string };
      return [title, message, description].filter(Boolean).join(': ') || JSON.stringify(payload);
    }
    return String(payload);
  };
  const note = (text: string) => current()?.errors.push(text);
  const attach = (channel: Channel) => {
    channel.on('storyFinished', (payload) => {
      const { storyId, status } = payload as { storyId: string; status: 'success' | 'error' };
      const report = current();
      if (!report || report.id !== storyId) return;
      report.status = status;
      report.finished = true;
    });
    channel.on('playFunctionThrewException', (payload) => note(`play function: ${describe(payload)}`));
    channel.on('storyThrewException', (payload) => note(`story threw: ${describe(payload)}`));
    channel.on('storyErrored', (payload) => note(`story errored: ${describe(payload)}`));
    channel.on('storyMissing', (payload) => {
      note(`story missing: ${describe(payload)}`);
      const report = current();
      if (report) report.finished = true;
    });
    channel.on('unhandledErrorsWhilePlaying', (payload) => note(`unhandled errors while playing: ${(payload as unknown[]).map(describe).join('; ')}`));
  };
  let channel: Channel | undefined;
  Object.defineProperty(window, '__STORYBOOK_ADDONS_CHANNEL__', {
    configurable: true,
    get: () => channel,
    set: (next: Channel) => {
      channel = next;
      attach(next);
    },
  });
}

/** Opens a story: the first one by URL (which loads the preview), the next ones through the preview's channel. */
async function openStory(id: string): Promise<StoryReport> {
  if (!page.url().includes('/iframe.html')) {
    await page.addInitScript((storyId: string) => {
      (window as unknown as { __mpStory: object }).__mpStory = { id: storyId, finished: false, status: 'pending', errors: [] };
    }, id);
    await page.goto(`${server.origin}/iframe.html?id=${encodeURIComponent(id)}&viewMode=story&globals=a11y.manual:!true`);
    await page.addScriptTag({ path: AXE_PATH });
  } else {
    await page.evaluate((storyId) => {
      const w = window as unknown as {
        __mpStory: object;
        __STORYBOOK_ADDONS_CHANNEL__: { emit(event: string, payload: object): void };
      };
      w.__mpStory = { id: storyId, finished: false, status: 'pending', errors: [] };
      w.__STORYBOOK_ADDONS_CHANNEL__.emit('setCurrentStory', { storyId, viewMode: 'story' });
    }, id);
  }
  await page.waitForFunction(() => (window as unknown as { __mpStory?: StoryReport }).__mpStory?.finished === true, undefined, {
    timeout: 60_000,
  });
  return page.evaluate(() => (window as unknown as { __mpStory: StoryReport }).__mpStory);
}

let server: StaticServer;
let browser: Browser;
let page: Page;
let problems: string[] = [];

beforeAll(async () => {
  server = await serveStatic(STATIC_DIR);
  browser = await chromium.launch({
    executablePath: process.env.CHROMIUM_PATH ?? '/usr/bin/chromium',
    headless: true,
    args: [
      '--no-sandbox',
      '--disable-gpu',
      '--disable-quic',
      '--no-first-run',
      '--disable-background-networking',
      '--disable-component-update',
      '--disable-sync',
    ],
  });
  const context = await browser.newContext({ viewport: { width: 1280, height: 900 } });
  page = await context.newPage();
  await page.addInitScript(installStoryProbe);
  page.on('console', (message) => {
    if (message.type() !== 'error') return;
    const { url } = message.location();
    problems.push(`console.error: ${message.text()}${url ? ` (${url})` : ''}`);
  });
  page.on('pageerror', (error) => problems.push(`page error: ${error.message}`));
}, 60_000);

afterAll(async () => {
  await browser?.close();
  await server?.close();
});

describe('every story in Chromium', () => {
  it('the static build lists stories', () => {
    expect(stories.length).toBeGreaterThan(0);
  });

  for (const story of stories) {
    it(`${story.title} › ${story.name}`, async () => {
      problems = [];
      const report = await openStory(story.id);
      const violations = await page.evaluate(async (): Promise<AxeViolation[]> => {
        type AxeResult = {
          violations: Array<{
            id: string;
            impact: string | null;
            help: string;
            nodes: Array<{ target: unknown[]; any: Array<{ data?: { fgColor?: string; bgColor?: string; contrastRatio?: number } | null }> }>;
          }>;
        };
        const axe = (window as unknown as { axe: { run(context: string, options: object): Promise<AxeResult> } }).axe;
        const result = await axe.run('#storybook-root', { resultTypes: ['violations'] });
        return result.violations.map((v) => ({
          id: v.id,
          impact: v.impact,
          help: v.help,
          nodes: v.nodes.map((n) => {
            const data = n.any[0]?.data;
            return { where: n.target.map(String).join(' '), fg: data?.fgColor, bg: data?.bgColor, ratio: data?.contrastRatio };
          }),
        }));
      });
      const describeNode = (n: AxeNode) => (n.fg ? `${n.where} (${n.fg} on ${n.bg}, ${n.ratio}:1)` : n.where);
      const failing = violations
        .filter((v) => v.nodes.length > 0);
      const findings = [
        ...report.errors,
        ...(report.status === 'success' ? [] : [`the story finished with status "${report.status}"`]),
        ...failing.map((v) => `axe ${v.id} (${v.impact}): ${v.help} at ${v.nodes.map(describeNode).join(' | ')}`),
        ...problems,
      ];
      if (findings.length) {
        const { text, requests } = await page.evaluate(() => {
          const mock = (window as unknown as { __memberPopupMock?: { requests: Array<{ name: string; data: object }> } }).__memberPopupMock;
          return {
            text: document.querySelector('#storybook-root')?.textContent ?? '',
            requests: (mock?.requests ?? []).map((r) => `${r.name} ${JSON.stringify(r.data).slice(0, 160)}`),
          };
        });
        findings.push(`the story shows: ${text.replace(/\s+/g, ' ').trim().slice(0, 400)}`);
        if (requests.length) findings.push(`the mock answered: ${requests.join(' · ')}`);
      }
      expect(findings).toEqual([]);
    });
  }

});
