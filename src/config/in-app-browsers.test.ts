import { describe, expect, it } from 'vitest';
import { MARKETPLACE_APP_MARKER, browserIntentUrl, detectInAppBrowser, isAndroid } from './in-app-browsers.js';

const IOS = 'Mozilla/5.0 (iPhone; CPU iPhone OS 17_4 like Mac OS X) AppleWebKit/605.1.15 (KHTML, like Gecko) Mobile/15E148';
const ANDROID = 'Mozilla/5.0 (Linux; Android 13; SM-A146P Build/TP1A.220624.014; wv) AppleWebKit/537.36 (KHTML, like Gecko) Version/4.0 Chrome/124.0.6367.82 Mobile Safari/537.36';

/** Real-world shaped user agents of each app's web view. */
const WEB_VIEWS: ReadonlyArray<readonly [string, string]> = [
  ['facebook', `${IOS} [FBAN/FBIOS;FBDV/iPhone14,5;FBMD/iPhone;FBSN/iOS;FBSV/17.4;FBSS/3;FBCR/;FBID/phone;FBLC/en_US;FBOP/5;FBRV/0]`],
  ['facebook', `${ANDROID} [FB_IAB/FB4A;FBAV/457.0.0.52.107;]`],
  ['messenger', `${IOS} [FBAN/MessengerForiOS;FBAV/452.0.0.40.109;FBBV/579437405;FBDV/iPhone13,2]`],
  ['messenger', `${ANDROID} [FB_IAB/Orca-Android;FBAV/448.0.0.30.115;]`],
  ['instagram', `${IOS} Instagram 329.0.3.29.120 (iPhone14,5; iOS 17_4; en_US; en; scale=3.00; 1170x2532; 598416337)`],
  ['instagram', `${ANDROID} Instagram 330.0.0.40.92 Android (33/13; 450dpi; 1080x2218; samsung; SM-A146P; a14xm; mt6833; en_US; 598862345)`],
  ['tiktok', `${ANDROID} musical_ly_2023405030 JsSdk/1.0 NetType/WIFI Channel/googleplay AppName/musical_ly app_version/34.5.3 ByteLocale/en BytedanceWebview/d8a21c6`],
  ['tiktok', `${IOS} BytedanceWebview/d8a21c6`],
  ['tiktok', `${IOS} TikTok 34.5.0 rv:345018 (iPhone; iOS 17.4; en_US) Cronet`],
  ['line', `${IOS} Safari Line/14.5.0`],
  ['line', `${ANDROID} Line/14.4.2/IAB`],
  ['zalo', `${ANDROID} Zalo android/12100731 ZaloTheme/light ZaloLanguage/vi`],
  ['wechat', `${IOS} MicroMessenger/8.0.47(0x18002f2c) NetType/WIFI Language/zh_CN`],
  ['marketplace', `${IOS} ${MARKETPLACE_APP_MARKER}/7.2.0`],
];

describe('in-app web views (one table)', () => {
  it.each(WEB_VIEWS)('recognises %s', (name, ua) => {
    expect(detectInAppBrowser(ua)).toBe(name);
  });

  it('leaves regular browsers alone (Chrome and Samsung Internet on Android, Safari, desktop Linux)', () => {
    for (const ua of [
      'Mozilla/5.0 (Linux; Android 13; SM-A146P) AppleWebKit/537.36 (KHTML, like Gecko) Chrome/124.0.0.0 Mobile Safari/537.36',
      'Mozilla/5.0 (Linux; Android 13; SM-A146P) AppleWebKit/537.36 (KHTML, like Gecko) SamsungBrowser/24.0 Chrome/117.0.0.0 Mobile Safari/537.36',
      `${IOS} Version/17.4 Safari/604.1`,
      'Mozilla/5.0 (X11; Linux x86_64) AppleWebKit/537.36 (KHTML, like Gecko) HeadlessChrome/124.0.0.0 Safari/537.36',
      '',
    ]) {
      expect(detectInAppBrowser(ua)).toBeNull();
    }
    expect(detectInAppBrowser(undefined)).toBeNull();
  });

  it('builds the Android intent link for the same page, and nothing for other schemes', () => {
    expect(isAndroid(ANDROID)).toBe(true);
    expect(isAndroid(IOS)).toBe(false);
    expect(browserIntentUrl('https://member.shop.sg/user/login?redirect=x')).toBe(
      'intent://member.shop.sg/user/login?redirect=x#Intent;scheme=https;S.browser_fallback_url=https%3A%2F%2Fmember.shop.sg%2Fuser%2Flogin%3Fredirect%3Dx;end',
    );
    expect(browserIntentUrl('javascript:alert(1)')).toBeNull();
    expect(browserIntentUrl('not a url')).toBeNull();
  });
});
