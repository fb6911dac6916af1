/**
 * CDN image rewriting (spec §4 "Image format", §9 "Image rewriting"): pick a size from the CDN's size list, a
 * quality from the connection and screen density, sharpen low-quality images and prefer webp when the browser
 * supports it. Everything the browser knows comes through `ImageEnvironment`, so tests and SSR pass their own.
 *
 * Suffix grammar (appended to the path, before any query or hash):
 *
 *   {path}.{ext} "_" {size} "x" {size} "q" {quality} ["s150"] "." {ext} ["_.webp"]
 *
 *   ext      jpg | jpeg | png, repeated as written in the original path (gif and webp originals are left alone)
 *   size     one entry of IMAGE_SIZES; the CDN fits the image inside a size × size box, keeping its ratio
 *   quality  1-100
 *   s150     sharpening, added when quality <= IMAGE_SHARPEN_MAX_QUALITY
 *   _.webp   the CDN re-encodes the result as webp
 *
 * e.g. https://cdn.example/p/shoe.jpg?v=2 → https://cdn.example/p/shoe.jpg_400x400q80.jpg_.webp?v=2
 */
import { MARKETPLACE_APP_MARKER } from '../config/in-app-browsers.js';
import {
  createConfig,
  DEFAULT_PARTNERS,
  IMAGE_QUALITY_BY_CONNECTION,
  IMAGE_QUALITY_BY_DENSITY,
  IMAGE_SHARPEN_MAX_QUALITY,
  IMAGE_SIZES,
} from '../config/index.js';

export interface ImageEnvironment {
  /** `navigator.connection` (Network Information API), when the browser has it. */
  connection?: { effectiveType?: string; type?: string };
  devicePixelRatio?: number;
  userAgent?: string;
  storage?: Pick<Storage, 'getItem' | 'setItem'> | null;
  /** Draws a 1×1 canvas and tells whether `toDataURL('image/webp')` produced webp. */
  canvasWebp?: () => boolean;
  /** User-agent tokens that mark the marketplace app or a partner app's web view; default DEFAULT_APP_MARKERS. */
  appMarkers?: readonly string[];
}

export interface RewriteImageOptions {
  /** The width the image is displayed at, in CSS pixels. */
  width: number;
  /** Host names (or origins) whose URLs are rewritten; default the configured CDN host. */
  cdnHosts?: readonly string[];
  /** Default: the real browser, read lazily. */
  env?: ImageEnvironment;
}

/** The local-storage key remembering webp support ('1' or '0'). */
export const WEBP_STORAGE_KEY = 'member-popup:webp';

/** The marketplace app's own user-agent token (config/in-app-browsers.ts); partner wallets by their names. */
export { MARKETPLACE_APP_MARKER };
export const DEFAULT_APP_MARKERS: readonly string[] = Object.freeze([...DEFAULT_PARTNERS, MARKETPLACE_APP_MARKER]);

const SHARPEN_TOKEN = 's150';
const WEBP_TOKEN = '_.webp';
/** The last path segment ends with an extension the CDN can resize. */
const REWRITABLE_PATH = /\.(jpe?g|png)$/i;
/** An image extension already followed by a CDN suffix: the URL was rewritten (or hand-suffixed) before. */
const ALREADY_REWRITTEN = /\.(?:jpe?g|png|gif|webp)_[^/]*$/i;
/** The last iOS version whose in-app web views are treated as not supporting webp. */
const LAST_IN_APP_IOS_WITHOUT_WEBP = 13;

export function rewriteImageUrl(url: string, options: RewriteImageOptions): string {
  const { width } = options;
  if (typeof url !== 'string' || !Number.isFinite(width) || width <= 0) return url;
  if (!isCdnUrl(url, options.cdnHosts ?? defaultCdnHosts())) return url;

  const end = url.search(/[?#]/);
  const path = end === -1 ? url : url.slice(0, end);
  const rest = end === -1 ? '' : url.slice(end);
  const ext = REWRITABLE_PATH.exec(path)?.[1];
  if (!ext || ALREADY_REWRITTEN.test(path)) return url;

  const env = options.env ?? browserEnvironment;
  const size = imageSize(width, env.devicePixelRatio);
  const quality = imageQuality(env);
  const sharpen = quality <= IMAGE_SHARPEN_MAX_QUALITY ? SHARPEN_TOKEN : '';
  const webp = detectWebp(env) ? WEBP_TOKEN : '';
  return `${path}_${size}x${size}q${quality}${sharpen}.${ext}${webp}${rest}`;
}

/** The smallest listed size that covers width × density, capped at the largest. */
export function imageSize(width: number, devicePixelRatio?: number): number {
  const needed = width * density(devicePixelRatio);
  return IMAGE_SIZES.find((size) => size >= needed) ?? IMAGE_SIZES[IMAGE_SIZES.length - 1]!;
}

/**
 * Quality from the connection, then capped on dense screens.
 * Connection: a measured effectiveType slower than 4g wins (slow wifi is still slow); otherwise wifi or ethernet
 * gets the wifi preset; otherwise 4g, and an unknown connection is treated as 4g.
 */
export function imageQuality(env: Pick<ImageEnvironment, 'connection' | 'devicePixelRatio'>): number {
  const { effectiveType, type } = env.connection ?? {};
  let quality: number;
  if (effectiveType === '2g' || effectiveType === 'slow-2g') quality = IMAGE_QUALITY_BY_CONNECTION['2g'];
  else if (effectiveType === '3g') quality = IMAGE_QUALITY_BY_CONNECTION['3g'];
  else if (type === 'wifi' || type === 'ethernet') quality = IMAGE_QUALITY_BY_CONNECTION.wifi;
  else quality = IMAGE_QUALITY_BY_CONNECTION['4g'];

  const dpr = density(env.devicePixelRatio);
  const cap = IMAGE_QUALITY_BY_DENSITY.find((step) => dpr >= step.minDensity);
  return cap ? Math.min(quality, cap.quality) : quality;
}

const webpByEnvironment = new WeakMap<ImageEnvironment, boolean>();

/**
 * Whether the CDN may serve webp. Detected once per environment: an old in-app iOS web view says no (not stored);
 * else a value remembered in storage; else the canvas test, whose answer is stored. Storage failures are ignored.
 */
export function detectWebp(env: ImageEnvironment = browserEnvironment): boolean {
  const known = webpByEnvironment.get(env);
  if (known !== undefined) return known;
  const oldInAppIos = isOldInAppIos(env.userAgent, env.appMarkers ?? DEFAULT_APP_MARKERS);
  const supported = !oldInAppIos && webpFromStorageOrCanvas(env);
  webpByEnvironment.set(env, supported);
  return supported;
}

function webpFromStorageOrCanvas(env: ImageEnvironment): boolean {
  const stored = safely(() => env.storage?.getItem(WEBP_STORAGE_KEY));
  if (stored === '1' || stored === '0') return stored === '1';
  if (!env.canvasWebp) return false;
  const supported = safely(env.canvasWebp) === true;
  safely(() => env.storage?.setItem(WEBP_STORAGE_KEY, supported ? '1' : '0'));
  return supported;
}

/** An iPhone, iPad or iPod on iOS 13 or below, inside an app whose marker is in the user agent. */
export function isOldInAppIos(
  userAgent: string | undefined,
  appMarkers: readonly string[] = DEFAULT_APP_MARKERS,
): boolean {
  if (!userAgent || !/\b(?:iPhone|iPad|iPod)\b/.test(userAgent)) return false;
  if (!appMarkers.some((marker) => marker && userAgent.includes(marker))) return false;
  const version = /\bOS (\d+)_\d+/.exec(userAgent)?.[1];
  return version !== undefined && Number(version) <= LAST_IN_APP_IOS_WITHOUT_WEBP;
}

function isCdnUrl(url: string, cdnHosts: readonly string[]): boolean {
  if (!/^(?:https?:)?\/\//i.test(url)) return false;
  const hostname = safely(() => new URL(url, 'https://invalid').hostname);
  if (!hostname) return false;
  return cdnHosts.some((host) => hostnameOf(host) === hostname);
}

/** Accepts "cdn.example" or "https://cdn.example"; compares lower-case like URL does. */
function hostnameOf(host: string): string {
  if (!host.includes('//')) return host.toLowerCase();
  return safely(() => new URL(host, 'https://invalid').hostname) ?? '';
}

let configuredCdnHosts: readonly string[] | undefined;

function defaultCdnHosts(): readonly string[] {
  configuredCdnHosts ??= [hostnameOf(createConfig().hosts.cdn)];
  return configuredCdnHosts;
}

function density(devicePixelRatio: number | undefined): number {
  return devicePixelRatio !== undefined && devicePixelRatio > 0 && Number.isFinite(devicePixelRatio)
    ? devicePixelRatio
    : 1;
}

function safely<T>(read: () => T): T | undefined {
  try {
    return read();
  } catch {
    return undefined;
  }
}

type NavigatorWithConnection = Navigator & { connection?: { effectiveType?: string; type?: string } };

/** The real browser, read on every access; outside a browser every field is undefined (no webp). */
const browserEnvironment: ImageEnvironment = {
  get connection() {
    if (typeof navigator === 'undefined') return undefined;
    return safely(() => (navigator as NavigatorWithConnection).connection);
  },
  get devicePixelRatio() {
    return typeof window === 'undefined' ? undefined : window.devicePixelRatio;
  },
  get userAgent() {
    return typeof navigator === 'undefined' ? undefined : navigator.userAgent;
  },
  get storage() {
    return typeof window === 'undefined' ? null : (safely(() => window.localStorage) ?? null);
  },
  get canvasWebp() {
    if (typeof document === 'undefined') return undefined;
    return () => {
      const canvas = document.createElement('canvas');
      canvas.width = canvas.height = 1;
      return canvas.toDataURL('image/webp').startsWith('data:image/webp');
    };
  },
};
