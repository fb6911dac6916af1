import { describe, expect, it, vi } from 'vitest';
import { createConfig } from '../config/index.js';
import {
  detectWebp,
  imageQuality,
  isOldInAppIos,
  MARKETPLACE_APP_MARKER,
  rewriteImageUrl,
  WEBP_STORAGE_KEY,
  type ImageEnvironment,
} from './image.js';

const CDN = new URL(createConfig().hosts.cdn).hostname;
const IMG = `https://${CDN}/p/shoe.jpg`;

function memoryStorage(initial: Record<string, string> = {}) {
  const data = new Map(Object.entries(initial));
  return {
    getItem: vi.fn((key: string) => data.get(key) ?? null),
    setItem: vi.fn((key: string, value: string) => void data.set(key, value)),
  };
}

/** A fresh environment per call (webp detection is remembered per environment object). */
function env(overrides: ImageEnvironment = {}): ImageEnvironment {
  return { devicePixelRatio: 1, connection: { effectiveType: '4g' }, storage: null, canvasWebp: () => false, ...overrides };
}

const IOS13_APP = `Mozilla/5.0 (iPhone; CPU iPhone OS 13_3 like Mac OS X) AppleWebKit/605.1.15 (KHTML, like Gecko) Mobile/15E148 ${MARKETPLACE_APP_MARKER}/7.2.0`;
const IOS12_GCASH = 'Mozilla/5.0 (iPhone; CPU iPhone OS 12_4_1 like Mac OS X) AppleWebKit/605.1.15 Mobile/15E148 GCash/5.40';
const IOS14_APP = `Mozilla/5.0 (iPhone; CPU iPhone OS 14_0 like Mac OS X) AppleWebKit/605.1.15 (KHTML, like Gecko) Mobile/15E148 ${MARKETPLACE_APP_MARKER}/7.2.0`;
const IOS13_SAFARI =
  'Mozilla/5.0 (iPhone; CPU iPhone OS 13_3 like Mac OS X) AppleWebKit/605.1.15 (KHTML, like Gecko) Version/13.0.4 Mobile/15E148 Safari/604.1';

describe('rewriteImageUrl: quality by connection', () => {
  it.each([
    [{ effectiveType: 'slow-2g' }, 50],
    [{ effectiveType: '2g' }, 50],
    [{ effectiveType: '3g' }, 75],
    [{ effectiveType: '4g' }, 80],
    [{ type: 'wifi' }, 90],
    [{ type: 'ethernet' }, 90],
    [{ type: 'wifi', effectiveType: '4g' }, 90],
    [{ type: 'wifi', effectiveType: '3g' }, 75],
    [{ type: 'cellular' }, 80],
    [{}, 80],
    [undefined, 80],
  ])('given connection %o, quality is %i', (connection, quality) => {
    expect(imageQuality({ connection, devicePixelRatio: 1 })).toBe(quality);
  });

  it('writes the quality into the suffix', () => {
    expect(rewriteImageUrl(IMG, { width: 100, env: env({ connection: { type: 'wifi' } }) })).toBe(
      `https://${CDN}/p/shoe.jpg_100x100q90.jpg`,
    );
  });
});

describe('rewriteImageUrl: quality by density', () => {
  it.each([
    [1, 90],
    [1.99, 90],
    [2, 75],
    [2.99, 75],
    [3, 50],
  ])('given wifi and density %f, quality is %i', (devicePixelRatio, quality) => {
    expect(imageQuality({ connection: { type: 'wifi' }, devicePixelRatio })).toBe(quality);
  });

  it('takes the lower of connection and density quality', () => {
    expect(imageQuality({ connection: { effectiveType: '2g' }, devicePixelRatio: 2 })).toBe(50);
    expect(imageQuality({ connection: { effectiveType: '3g' }, devicePixelRatio: 3 })).toBe(50);
  });

  it('treats a missing or invalid density as 1', () => {
    expect(imageQuality({ connection: { type: 'wifi' } })).toBe(90);
    expect(imageQuality({ connection: { type: 'wifi' }, devicePixelRatio: Number.NaN })).toBe(90);
    expect(imageQuality({ connection: { type: 'wifi' }, devicePixelRatio: 0 })).toBe(90);
  });
});

describe('rewriteImageUrl: sharpening', () => {
  it('sharpens at exactly quality 50', () => {
    expect(rewriteImageUrl(IMG, { width: 100, env: env({ connection: { effectiveType: '2g' } }) })).toBe(
      `https://${CDN}/p/shoe.jpg_100x100q50s150.jpg`,
    );
  });

  it('does not sharpen at quality 75', () => {
    expect(rewriteImageUrl(IMG, { width: 100, env: env({ connection: { effectiveType: '3g' } }) })).toBe(
      `https://${CDN}/p/shoe.jpg_100x100q75.jpg`,
    );
  });

  it('sharpens when density brings quality down to 50', () => {
    expect(rewriteImageUrl(IMG, { width: 100, env: env({ connection: { type: 'wifi' }, devicePixelRatio: 3 }) })).toBe(
      `https://${CDN}/p/shoe.jpg_300x300q50s150.jpg`,
    );
  });
});

describe('rewriteImageUrl: size', () => {
  const sizeFor = (width: number, devicePixelRatio = 1) =>
    /_(\d+)x\1q/.exec(rewriteImageUrl(IMG, { width, env: env({ devicePixelRatio }) }))?.[1];

  it.each([
    [1, 1, '80'],
    [80, 1, '80'],
    [81, 1, '100'],
    [300, 1, '300'],
    [301, 1, '340'],
    [150, 2, '300'],
    [100, 3, '300'],
    [101, 3, '340'],
    [2200, 1, '2200'],
    [2201, 1, '2200'],
    [1000, 3, '2200'],
  ])('given width %i at density %f, size is %s', (width, dpr, size) => {
    expect(sizeFor(width, dpr)).toBe(size);
  });

  it.each([0, -10, Number.NaN, Number.POSITIVE_INFINITY])('leaves the URL alone for width %f', (width) => {
    expect(rewriteImageUrl(IMG, { width, env: env() })).toBe(IMG);
  });
});

describe('rewriteImageUrl: which URLs', () => {
  const options = { width: 100, env: env() };

  it.each([
    'https://images.example.org/p/shoe.jpg',
    `https://${CDN}.evil.example/p/shoe.jpg`,
    `https://evil.example/${CDN}/shoe.jpg`,
    'data:image/png;base64,iVBORw0KGgo=',
    'blob:https://www.example.org/3f1c',
    `https://${CDN}:99999/shoe.jpg`,
    `https://${CDN}:port/shoe.jpg`,
    'not a url',
    '',
    '/p/shoe.jpg',
    `https://${CDN}/p/anim.gif`,
    `https://${CDN}/p/already.webp`,
    `https://${CDN}/p/noextension`,
  ])('leaves %s unchanged', (url) => {
    expect(rewriteImageUrl(url, options)).toBe(url);
  });

  it('rewrites jpeg and png keeping the extension as written', () => {
    expect(rewriteImageUrl(`https://${CDN}/a.PNG`, options)).toBe(`https://${CDN}/a.PNG_100x100q80.PNG`);
    expect(rewriteImageUrl(`http://${CDN}/a.jpeg`, options)).toBe(`http://${CDN}/a.jpeg_100x100q80.jpeg`);
  });

  it('matches the host case-insensitively', () => {
    expect(rewriteImageUrl(`https://${CDN.toUpperCase()}/a.jpg`, options)).toBe(
      `https://${CDN.toUpperCase()}/a.jpg_100x100q80.jpg`,
    );
  });

  it('keeps a protocol-relative URL protocol-relative', () => {
    expect(rewriteImageUrl(`//${CDN}/p/shoe.jpg`, options)).toBe(`//${CDN}/p/shoe.jpg_100x100q80.jpg`);
  });

  it('keeps query and hash intact', () => {
    expect(rewriteImageUrl(`${IMG}?v=2&x=a.jpg#top`, options)).toBe(`${IMG}_100x100q80.jpg?v=2&x=a.jpg#top`);
    expect(rewriteImageUrl(`${IMG}#frag`, options)).toBe(`${IMG}_100x100q80.jpg#frag`);
  });

  it('accepts a list of CDN hosts, as host names or origins', () => {
    const cdnHosts = ['img.example.net', 'https://static.example.net'];
    expect(rewriteImageUrl('https://img.example.net/a.jpg', { ...options, cdnHosts })).toBe(
      'https://img.example.net/a.jpg_100x100q80.jpg',
    );
    expect(rewriteImageUrl('https://static.example.net/a.jpg', { ...options, cdnHosts })).toBe(
      'https://static.example.net/a.jpg_100x100q80.jpg',
    );
    expect(rewriteImageUrl(IMG, { ...options, cdnHosts })).toBe(IMG);
  });

  it('is idempotent, with and without webp', () => {
    for (const e of [env(), env({ canvasWebp: () => true }), env({ connection: { effectiveType: '2g' } })]) {
      const once = rewriteImageUrl(`${IMG}?v=1`, { width: 200, env: e });
      expect(once).not.toBe(`${IMG}?v=1`);
      expect(rewriteImageUrl(once, { width: 200, env: e })).toBe(once);
      expect(rewriteImageUrl(once, { width: 800, env: env({ canvasWebp: () => true }) })).toBe(once);
    }
  });

  it('appends _.webp when webp is supported', () => {
    expect(rewriteImageUrl(`${IMG}?v=1`, { width: 100, env: env({ canvasWebp: () => true }) })).toBe(
      `${IMG}_100x100q80.jpg_.webp?v=1`,
    );
  });
});

describe('detectWebp', () => {
  it('asks the canvas once, stores the answer and then reads it from storage', () => {
    const storage = memoryStorage();
    const canvasWebp = vi.fn(() => true);
    const first = env({ storage, canvasWebp });
    expect(detectWebp(first)).toBe(true);
    expect(detectWebp(first)).toBe(true);
    expect(canvasWebp).toHaveBeenCalledTimes(1);
    expect(storage.setItem).toHaveBeenCalledWith(WEBP_STORAGE_KEY, '1');

    const nextPage = env({ storage, canvasWebp });
    expect(detectWebp(nextPage)).toBe(true);
    expect(canvasWebp).toHaveBeenCalledTimes(1);
  });

  it('stores a negative answer as 0 and trusts it later', () => {
    const storage = memoryStorage();
    expect(detectWebp(env({ storage, canvasWebp: () => false }))).toBe(false);
    expect(storage.setItem).toHaveBeenCalledWith(WEBP_STORAGE_KEY, '0');
    const canvasWebp = vi.fn(() => true);
    expect(detectWebp(env({ storage, canvasWebp }))).toBe(false);
    expect(canvasWebp).not.toHaveBeenCalled();
  });

  it('ignores a stored value it does not know and asks the canvas', () => {
    const storage = memoryStorage({ [WEBP_STORAGE_KEY]: 'yes' });
    expect(detectWebp(env({ storage, canvasWebp: () => true }))).toBe(true);
    expect(storage.setItem).toHaveBeenCalledWith(WEBP_STORAGE_KEY, '1');
  });

  it('ignores storage that throws (private mode, quota)', () => {
    const storage = {
      getItem: vi.fn(() => {
        throw new Error('SecurityError');
      }),
      setItem: vi.fn(() => {
        throw new Error('QuotaExceededError');
      }),
    };
    const canvasWebp = vi.fn(() => true);
    const e = env({ storage, canvasWebp });
    expect(detectWebp(e)).toBe(true);
    expect(detectWebp(e)).toBe(true);
    expect(canvasWebp).toHaveBeenCalledTimes(1);
    expect(storage.setItem).toHaveBeenCalledTimes(1);
  });

  it('treats a throwing canvas or no canvas as unsupported', () => {
    expect(
      detectWebp(
        env({
          canvasWebp: () => {
            throw new Error('no canvas');
          },
        }),
      ),
    ).toBe(false);
    const storage = memoryStorage();
    expect(detectWebp({ storage })).toBe(false);
    expect(storage.setItem).not.toHaveBeenCalled();
  });

  it('treats an in-app iOS 13 web view as unsupported, without asking or storing', () => {
    const storage = memoryStorage({ [WEBP_STORAGE_KEY]: '1' });
    const canvasWebp = vi.fn(() => true);
    expect(detectWebp(env({ userAgent: IOS13_APP, storage, canvasWebp }))).toBe(false);
    expect(detectWebp(env({ userAgent: IOS12_GCASH, storage, canvasWebp }))).toBe(false);
    expect(canvasWebp).not.toHaveBeenCalled();
    expect(storage.setItem).not.toHaveBeenCalled();
  });

  it('asks the canvas for in-app iOS 14', () => {
    expect(detectWebp(env({ userAgent: IOS14_APP, canvasWebp: () => true }))).toBe(true);
  });

  it('asks the canvas for Safari on iOS 13 outside the app', () => {
    expect(detectWebp(env({ userAgent: IOS13_SAFARI, canvasWebp: () => true }))).toBe(true);
    expect(detectWebp(env({ userAgent: IOS13_SAFARI, canvasWebp: () => false }))).toBe(false);
  });

  it('takes the app markers from the environment', () => {
    const ua = IOS13_SAFARI.replace('Safari/604.1', 'ShopPartner/1.0');
    expect(detectWebp(env({ userAgent: ua, canvasWebp: () => true }))).toBe(true);
    expect(detectWebp(env({ userAgent: ua, canvasWebp: () => true, appMarkers: ['ShopPartner'] }))).toBe(false);
  });

  it('detects the iOS version on iPad and ignores macOS', () => {
    expect(isOldInAppIos(`Mozilla/5.0 (iPad; CPU OS 10_3 like Mac OS X) Mobile ${MARKETPLACE_APP_MARKER}`)).toBe(true);
    expect(isOldInAppIos(`Mozilla/5.0 (Macintosh; Intel Mac OS X 10_15_7) ${MARKETPLACE_APP_MARKER}`)).toBe(false);
    expect(isOldInAppIos(undefined)).toBe(false);
  });

  it('outside a browser, the default environment gives no webp and defaults', () => {
    expect(typeof window).toBe('undefined');
    expect(detectWebp()).toBe(false);
    expect(rewriteImageUrl(IMG, { width: 100 })).toBe(`${IMG}_100x100q80.jpg`);
  });

  it('in a browser, the default environment reads connection and density when called', () => {
    vi.stubGlobal('window', { devicePixelRatio: 2 });
    vi.stubGlobal('navigator', { userAgent: IOS13_SAFARI, connection: { effectiveType: '3g' } });
    expect(rewriteImageUrl(IMG, { width: 100 })).toMatch(/_200x200q75\.jpg/);
    vi.stubGlobal('window', { devicePixelRatio: 3 });
    expect(rewriteImageUrl(IMG, { width: 100 })).toMatch(/_300x300q50s150\.jpg/);
  });
});
