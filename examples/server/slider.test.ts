// The slider check's contract (bot-check.ts): a server-issued, single-use challenge, a time floor on the server's
// own clock and a per-address limit decide; the trace's shape does not. Keyboard, assistive-technology and tap
// completions pass exactly like a drag, and a script that answers at once is refused whatever trace it forges.
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { SLIDER_MIN_ELAPSED_MS } from '../../src/config/constants.js';
import { openBrowser, rejection, startTestServer, type TestServer } from './testing.js';

let t: TestServer;

beforeAll(async () => {
  // The real floor (the shared test server turns it off) and a small per-address limit.
  t = await startTestServer({
    sliderMinElapsedMs: SLIDER_MIN_ELAPSED_MS,
    limits: { sliderPerIp: { max: 12, windowMs: 60 * 60_000 } },
  });
});
afterAll(async () => {
  await t.dispose();
});

/** What each way of completing the slider sends (src/components/slider-check). */
const COMPLETIONS = {
  drag: { distance: 1, durationMs: 850, samples: [0, 0.12, 0.3, 0.55, 0.8, 0.97, 1] },
  keyboardEnd: { distance: 1, durationMs: 0, samples: [0, 1] },
  fastArrows: { distance: 1, durationMs: 90, samples: [0, 0.1, 0.2, 0.3, 0.4, 0.5, 0.6, 0.7, 0.8, 0.9, 1] },
  stepBack: { distance: 1, durationMs: 2400, samples: [0, 0.1, 0.2, 0.1, 0, 0.25, 1] },
  tap: { distance: 1, durationMs: 0, samples: [0, 1] },
  screenReaderSetsValue: { distance: 1, durationMs: 0, samples: [1] },
} as const;

describe('slider check', () => {
  it('tells the client its time floor with the challenge', async () => {
    const b = openBrowser(t.url);
    expect(await b.member.sliderChallenge()).toEqual({ challengeId: expect.any(String), waitMs: SLIDER_MIN_ELAPSED_MS });
  });

  it.each(Object.entries(COMPLETIONS))('passes a %s completion once the floor has passed', async (_name, trace) => {
    const b = openBrowser(t.url);
    const { challengeId, waitMs } = await b.member.sliderChallenge();
    t.clock.advance(waitMs);
    expect(await b.member.verifySlider({ challengeId, trace })).toEqual({ token: expect.any(String) });
  });

  it('attack: a script answering before the floor is refused even with a hand-like trace, and loses the challenge', async () => {
    const b = openBrowser(t.url);
    const { challengeId } = await b.member.sliderChallenge();
    t.clock.advance(SLIDER_MIN_ELAPSED_MS - 1);
    expect(await rejection(b.member.verifySlider({ challengeId, trace: COMPLETIONS.drag }))).toMatchObject({ key: 'PL-USER-SLIDER-FAILED' });
    t.clock.advance(1);
    expect(await rejection(b.member.verifySlider({ challengeId, trace: COMPLETIONS.drag }))).toMatchObject({ key: 'PL-USER-SLIDER-FAILED' });
  });

  it('attack: a made-up or expired challenge is refused', async () => {
    const b = openBrowser(t.url);
    t.clock.advance(SLIDER_MIN_ELAPSED_MS);
    expect(await rejection(b.member.verifySlider({ challengeId: 'made-up', trace: COMPLETIONS.drag }))).toMatchObject({ key: 'PL-USER-SLIDER-FAILED' });
    const { challengeId } = await b.member.sliderChallenge();
    t.clock.advance(5 * 60_000);
    expect(await rejection(b.member.verifySlider({ challengeId, trace: COMPLETIONS.drag }))).toMatchObject({ key: 'PL-USER-SLIDER-FAILED' });
  });

  it('attack: challenges are limited per client address (traffic limit)', async () => {
    const b = openBrowser(t.url);
    let limited: { key?: string } | undefined;
    for (let i = 0; i < 13 && !limited; i += 1) {
      limited = await b.member.sliderChallenge().then(
        () => undefined,
        (error: { key?: string }) => error,
      );
    }
    expect(limited).toMatchObject({ key: 'FAIL_SYS_TRAFFIC_LIMIT' });
    t.clock.advance(60 * 60_000);
    await expect(b.member.sliderChallenge()).resolves.toMatchObject({ challengeId: expect.any(String) });
  });
});
