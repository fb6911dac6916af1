/**
 * Every business number of spec §9 (and the few protocol numbers of §7/§8) lives here and nowhere else.
 * Durations are milliseconds unless the name says otherwise.
 */

/** Passcode cells and one-time code length when the server does not say otherwise. */
export const CODE_LENGTH = 6;
/** Bounds on a server-sent code length; the passcode input shows 4 to 8 cells. Outside them CODE_LENGTH is used. */
export const CODE_LENGTH_MIN = 4;
export const CODE_LENGTH_MAX = 8;
/** Resend is enabled this long after a code was sent. */
export const RESEND_COUNTDOWN_MS = 60_000;
/** Reset-password success view counts down this long before closing. */
export const RESET_SUCCESS_COUNTDOWN_MS = 5_000;
/**
 * A passed identity verification (/user/verify) says "Taking you back…" this long, then goes back by itself
 * (Continue goes at once).
 */
export const VERIFIED_RETURN_MS = 3_000;
/** Verification sessions and e-mail confirmation links expire after this long. */
export const VERIFICATION_EXPIRY_MS = 5 * 60_000;
/**
 * The slider bot check's time floor: the reference server accepts a slider answer no sooner than this after it
 * issued the challenge (measured on its own clock), and tells the client so (`waitMs`), which then holds a quick
 * completion (End, a tap) in "Checking…" until the floor has passed, so keyboard and tap users pass every time.
 */
export const SLIDER_MIN_ELAPSED_MS = 1_000;

export const PASSWORD_LENGTH = { min: 8, max: 20 } as const;
export const LEGACY_PASSWORD_LENGTH = { min: 6, max: 50 } as const;
export const FULL_NAME_LENGTH = { min: 2, max: 50 } as const;
export const FULL_NAME_LENGTH_PH = { min: 5, max: 50 } as const;
export const LOGIN_NAME_LENGTH = { min: 6, max: 60 } as const;
export const EMAIL_LENGTH = { min: 6, max: 60 } as const;
/** The looser e-mail helper (format check used outside sign-up). */
export const EMAIL_HELPER_LENGTH = { min: 2, max: 60 } as const;
export const DETAIL_ADDRESS_LENGTH = { min: 5, max: 350 } as const;
export const TAX_ID_MAX_LENGTH = 100;
export const BRANCH_ID_MAX_LENGTH = 100;
/** Popup birthday: from today back this many years. */
export const BIRTHDAY_RANGE_YEARS = 100;
/** Date column picker default range: this many years either side of the current year. */
export const DATE_PICKER_RANGE_YEARS = 10;

export const GATEWAY_TIMEOUT_MS = 20_000;
export const JSONP_TIMEOUT_MS = 5_000;
/** Anti-fraud (user-agent and device) tokens are awaited at most this long. */
export const ANTI_BOT_TOKEN_WAIT_MS = 2_000;
/**
 * The default deadline of a member HTTP call (issue 12 finding 10): §9 gives none, but a hung answer must never
 * leave the popup waiting without end, so a call that has not answered after this long fails as `timeout` and the
 * popup shows a message with retry. Same as the gateway's. The client's `timeoutMs` option still overrides it per
 * client (0 = no deadline). Success is status 200-299.
 */
export const MEMBER_CALL_TIMEOUT_MS = 20_000;

export const QR_SIZE = 120;
export const QR_TOOLTIP_DELAY_MS = 1_000;
export const QR_TOOLTIP_DURATION_MS = 3_000;

/** Cookie lifetimes are given in days (js-cookie's unit). */
export const LANGUAGE_COOKIE_DAYS = 30;
export const STYLESHEET_VERSION = '0.0.2';

export const EXPERIMENT_REQUEST_TIMEOUT_MS = 3_000;
export const EXPERIMENT_TIME_SERVICE_TIMEOUT_MS = 5_000;
export const EXPERIMENT_SERVER_TIME_CACHE_MS = 60_000;
export const EXPERIMENT_ZERO_CONFIG_RECHECK_MS = 3_000;

export const SOCIAL_SDK_VERSION = '2.11';
export const RSA_KEY_BITS = 2048;

/** Image rewriting presets. */
export const IMAGE_QUALITY_BY_CONNECTION = { '2g': 50, '3g': 75, '4g': 80, wifi: 90 } as const;
/** On dense screens quality drops: density >= 2 → 75, density >= 3 → 50. */
export const IMAGE_QUALITY_BY_DENSITY = [
  { minDensity: 3, quality: 50 },
  { minDensity: 2, quality: 75 },
] as const;
export const IMAGE_SHARPEN_MAX_QUALITY = 50;
export const IMAGE_SIZES = [
  80, 100, 120, 160, 200, 240, 300, 340, 400, 480, 560, 640, 720, 800, 960, 1080, 1200, 1440, 1600, 1920, 2200,
] as const;

/**
 * The popup's idle prefetch of the parts Login does not need (src/popup/idle-prefetch.ts, issue 28 item 4): it waits
 * for this long without a key press or input (and for no submit in flight), then loads this many parts at a time.
 */
export const IDLE_PREFETCH_QUIET_MS = 1_500;
export const IDLE_PREFETCH_BATCH_SIZE = 3;

/** Generic widget defaults. */
export const TOAST_AUTO_CLOSE_MS = 3_000;
export const LOADING_OVERLAY_REMOVE_DELAY_MS = 200;
export const POPOVER_ANIMATION_DEADLINE_MS = 200;
export const POPUP_HOVER_LEAVE_DELAY_MS = 100;
export const FOCUS_BLUR_DELAY_MS = 150;
export const POPUP_OFFSET_PX = 4;
export const SELECT_LIST_HEIGHT_PX = 256;
export const SELECT_ITEM_HEIGHT_PX = 24;
export const SELECT_DEFAULT_SIZE = 'large';
export const SCROLLBAR_THUMB_MIN_PX = 20;
export const SCROLLBAR_HIDE_DELAY_MS = 3_000;

/** Limits of the HTTP layer. */
export const HTTP_MAX_REDIRECTS = 21;
export const HTTP_MAX_BODY_BYTES = 10 * 1024 * 1024;
