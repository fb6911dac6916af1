/**
 * The account rules (issue 4 "Rules it enforces"), shared by the member routes and the gateway routes: password
 * and code login, sign-up by phone and by e-mail, forgot/reset (including the guest claim), profile completion,
 * deletion restore, step-up (second verification), social and QR login. Handlers here return the `module` /
 * `data` of a success and throw BusinessError or RequestError otherwise; they never build envelopes.
 *
 * Writes that touch more than one row run in one transaction. Codes are checked first without being spent (so
 * a wrong try is counted and committed), then spent again inside the transaction that uses them.
 */
import { VERIFICATION_EXPIRY_MS } from '../../src/config/constants.js';
import { resolveHosts } from '../../src/config/hosts.js';
import { getSite, type Site, type SiteCode } from '../../src/config/sites.js';
import { validateFullName } from '../../src/validation/name.js';
import { validateNewPassword } from '../../src/validation/new-password.js';
import { validateEmail, validateLoginName, validateSmsCode, isGender, validateGender } from '../../src/validation/text.js';
import { validateBirthday } from '../../src/validation/date.js';
import { validatePhone } from '../../src/validation/phone.js';
import { applySignupPromotions, rememberSignupPromotions, type PromotionsOptIn } from './account-promotions.js';
import { deviceDetails, hasKnownDevices, isKnownDevice, noteSignIn, recordActivity } from './activity.js';
import { browserBinding, isSameBrowser } from './browser-binding.js';
import { announceCredentialChange } from './credential-alerts.js';
import type { AppContext } from './context.js';
import { emailTarget, phoneTarget, refuseAtSendPrice, type CodePurpose, type Delivery } from './codes.js';
import {
  BusinessError,
  KEYS,
  codeExpired,
  codeIncorrect,
  inputInvalid,
  loginIncorrect,
  paramError,
  phoneInvalid,
  text,
  trafficLimited,
  verificationExpired,
} from './errors.js';
import type { RequestContext } from './http.js';
import { matchesBinding, type OAuthExchange, type OAuthProvider } from './oauth.js';
import { verifySocialState } from './social-state.js';
import { revokePendingFlows } from './pending-flows.js';
import type { Session } from './sessions.js';
import { e164, e164OrNull, requestSite } from './site.js';
import type { TokenRow } from './tokens.js';
import { normalizeEmail, userJson, type UserRow } from './users.js';
import { loginIdentity, reserveLoginAttempt } from './throttle.js';

/** Pages this server links to in next steps (served by the page modules; the client appends its own parameters). */
export const PAGE_PATHS = Object.freeze({
  secondVerification: '/user/verify',
  accountRestore: '/user/account-restore',
  accountAuth: '/user/account-auth',
});

export const TOKEN_TTL = Object.freeze({
  reset: VERIFICATION_EXPIRY_MS,
  secondVerification: VERIFICATION_EXPIRY_MS,
  register: 30 * 60_000,
  deletionCancel: 30 * 60_000,
  oauthBind: VERIFICATION_EXPIRY_MS,
});

export type SmsChannelType = 'SMS' | 'WHATSAPP' | 'VOICE';
export const SMS_CHANNELS: readonly SmsChannelType[] = Object.freeze(['SMS', 'WHATSAPP', 'VOICE']);
/** Sites where codes can go by WhatsApp (issue 4); SMS and voice work everywhere. */
export const WHATSAPP_SITES: readonly string[] = Object.freeze(['ID', 'MY', 'PH', 'SG', 'TH', 'VN']);

const CHANNEL_TEXT: Readonly<Record<SmsChannelType, string>> = Object.freeze({
  SMS: 'SMS',
  WHATSAPP: 'WhatsApp',
  VOICE: 'Voice call',
});

/** The check-SMS-channel answer for a site: `{ type, text, icon, supportOneClickVerify }` per channel. */
export function channelsFor(site: Site, origin: string): Array<Record<string, unknown>> {
  return SMS_CHANNELS.filter((type) => type !== 'WHATSAPP' || WHATSAPP_SITES.includes(site.code)).map((type) => ({
    type,
    text: CHANNEL_TEXT[type],
    icon: `${origin}/static/member/icons/${type.toLowerCase()}.svg`,
    supportOneClickVerify: type === 'WHATSAPP',
  }));
}

/* -------------------------------------------------------------------------------------------------------------- */
/* Login results                                                                                                  */

export type LoginModule = Record<string, unknown>;

function nextStep(action: string, data: Record<string, unknown>, user?: UserRow): LoginModule {
  return {
    loginSuccess: false,
    loginNextStepAction: action,
    loginNextStepActionData: data,
    ...(user ? { userId: String(user.id), hasPhone: user.phone !== null, hasEmail: user.email !== null } : {}),
  };
}

/** Starts a session and describes it. */
function startSession(ctx: AppContext, rc: RequestContext, user: UserRow, loginType: string): LoginModule {
  // The account's first browser ever (its sign-up) is nobody's news; any later new one is announced (issue 24).
  const hadDevices = hasKnownDevices(ctx.db, user.id);
  const session = ctx.sessions.start(rc, user, loginType);
  if (noteSignIn(ctx, rc, user.id, loginType, session.device) && hadDevices) announceCredentialChange(ctx, rc, user, { kind: 'newDevice' });
  return {
    loginSuccess: true,
    userId: String(user.id),
    sessionExpiredTime: session.expiresAt,
    loginType,
    hasPhone: user.phone !== null,
    hasEmail: user.email !== null,
    isEmailOptional: user.phone !== null,
    needCompletePassword: user.password_hash === null,
    user: userJson(user),
  };
}

export interface FinishOptions {
  loginType: string;
  /** The caller already proved a second factor (code login, QR, a passed second verification, a reset). */
  skipStepUp?: boolean;
  /**
   * The way in was an SMS code alone (code login): on a browser the account never used, an account that has
   * another way in (a password or a confirmed e-mail) is asked for it first (issue 24 part 6, recycled numbers).
   */
  phoneCodeOnly?: boolean;
}

/** Whether a code login by phone from this browser must pass a second verification first (issue 24 part 6). */
export function owesNewDeviceCheck(ctx: AppContext, rc: RequestContext, user: UserRow): boolean {
  const otherWayIn = user.password_hash !== null || (user.email !== null && user.email_confirmed === 1);
  return otherWayIn && !isKnownDevice(ctx.db, user.id, rc);
}

/**
 * The end of every login: an account with a pending deletion answers DELETION_COOL_CONFIRM (no session), a
 * step-up account, or a code login by phone from a browser new to an account with another way in, answers
 * SECOND_VERIFICATION (no session), anything else gets its session.
 */
export function finishLogin(ctx: AppContext, rc: RequestContext, user: UserRow, options: FinishOptions): LoginModule {
  const now = rc.now;
  if (user.status === 'DELETED') throw loginIncorrect();
  if (user.status === 'DELETION_PENDING') {
    const token = ctx.tokens.mint({ type: 'DELETION_CANCEL', userId: user.id, data: browserBinding(ctx, rc), ttlMs: TOKEN_TTL.deletionCancel }, now);
    return nextStep(
      'DELETION_COOL_CONFIRM',
      {
        deletionCancelToken: token,
        // In the fragment: never sent to a server, never in a Referer (issue 23 finding 7).
        url: `${ctx.origin()}${PAGE_PATHS.accountRestore}#deletionCancelToken=${encodeURIComponent(token)}`,
      },
      user,
    );
  }
  const newDevice = options.phoneCodeOnly === true && owesNewDeviceCheck(ctx, rc, user);
  if ((user.step_up === 1 && !options.skipStepUp) || newDevice) {
    const token = ctx.tokens.mint(
      {
        type: 'ACCOUNT_SECOND_VERIFICATION',
        userId: user.id,
        data: {
          purpose: 'LOGIN',
          loginType: options.loginType,
          decision: 'PENDING',
          // The number is what is in doubt: its codes do not pass this verification, and its holder may disown it.
          ...(newDevice ? { newDevice: true } : {}),
          ...browserBinding(ctx, rc),
        },
        ttlMs: TOKEN_TTL.secondVerification,
      },
      now,
    );
    return nextStep(
      'SECOND_VERIFICATION',
      { url: `${ctx.origin()}${PAGE_PATHS.secondVerification}`, token, tokenType: 'ACCOUNT_SECOND_VERIFICATION' },
      user,
    );
  }
  return startSession(ctx, rc, user, options.loginType);
}

/* -------------------------------------------------------------------------------------------------------------- */
/* Password login                                                                                                 */

export function guestHasOrders(ctx: AppContext, email: string): boolean {
  return ctx.db.prepare('SELECT 1 FROM guest_orders WHERE email = ? AND user_id IS NULL LIMIT 1').get(normalizeEmail(email)) !== undefined;
}

function guestError(): BusinessError {
  return new BusinessError(KEYS.guestHasOrders, text('error.guestEmail'));
}

/** The live account a login name (e-mail or phone) names. */
export function findByLoginName(ctx: AppContext, rc: RequestContext, loginName: string): UserRow | undefined {
  const name = loginName.trim();
  if (name.includes('@')) return ctx.users.liveByEmail(name);
  const phone = e164OrNull(rc, name);
  return phone ? ctx.users.liveByPhone(phone) : undefined;
}

/** "+65 9*** **05": the country code, the first and the last two digits of the national number. */
export function maskPhone(phone: string, site: SiteCode): string {
  const code = getSite(site).phoneCode;
  const national = phone.startsWith(`+${code}`) ? phone.slice(code.length + 1) : phone.replace(/^\+/, '');
  if (national.length < 4) return `+${code} ${'*'.repeat(national.length)}`;
  const masked = `${national[0]}${'*'.repeat(national.length - 3)}${national.slice(-2)}`;
  const half = Math.ceil(masked.length / 2);
  return `+${code} ${masked.slice(0, half)} ${masked.slice(half)}`;
}

/** "n***g@example.com": the first and last character of the local part, and the domain. */
export function maskEmail(email: string): string {
  const at = email.lastIndexOf('@');
  const local = email.slice(0, at);
  const shown = local.length <= 2 ? `${local[0] ?? ''}***` : `${local[0]}***${local[local.length - 1]}`;
  return `${shown}${email.slice(at)}`;
}

/**
 * Password login. Every try costs one scrypt derivation whatever the account (unknown, password-less, or a
 * password that does not decrypt), and a password-less account answers exactly like a wrong password: the
 * answer and its timing tell nothing about whether an account exists (issue 12 finding 7). Its owner sets a
 * password through code login or forgot-password. Tries are throttled per account identity (throttle.ts).
 */
export async function passwordLogin(
  ctx: AppContext,
  rc: RequestContext,
  input: { loginName: string; encryptPassword: string },
): Promise<LoginModule> {
  const verdict = validateLoginName(input.loginName);
  if (verdict) throw inputInvalid('loginName', verdict);
  const loginName = input.loginName.trim();
  ctx.users.finalizeDeletions(rc.now);
  const user = findByLoginName(ctx, rc, loginName);
  // Reserved before the async check: a burst of parallel guesses is counted as it arrives.
  const attempt = await reserveLoginAttempt(ctx, rc, loginIdentity(rc, loginName, user)).catch((error: unknown) => {
    // Held back by the throttle: the owner's timeline shows the lockout (folded, activity.ts).
    if (user && error instanceof BusinessError && error.key === KEYS.loginThrottled) {
      recordActivity(ctx.db, user.id, 'lockout', { method: 'password', ...deviceDetails(rc) }, rc.now);
    }
    throw error;
  });

  const password = ctx.rsa.decrypt(input.encryptPassword);
  const matches = await ctx.hasher.verify(password ?? '', user?.password_hash ?? null);
  if (!attempt.settle(user !== undefined && password !== null && matches) || !user) {
    if (!user && loginName.includes('@') && guestHasOrders(ctx, loginName)) throw guestError();
    if (user) recordActivity(ctx.db, user.id, 'signInFailed', { method: 'password', ...deviceDetails(rc) }, rc.now);
    throw loginIncorrect();
  }
  return finishLogin(ctx, rc, unchangedSinceCheck(ctx, user), { loginType: loginName.includes('@') ? 'EMAIL' : 'PHONE' });
}

/**
 * The account as it is now, after its password was checked (asynchronously: scrypt runs off the thread). A password
 * changed or removed meanwhile (a reset, the owner's lockdown: "This wasn't me") is not the one that matched, and a
 * deleted account signs nobody in: both answer like a wrong password (issue 24: a lockdown racing a sign-in).
 */
export function unchangedSinceCheck(ctx: AppContext, checked: UserRow): UserRow {
  const fresh = ctx.users.byId(checked.id);
  if (!fresh || fresh.status === 'DELETED' || fresh.password_hash !== checked.password_hash) throw loginIncorrect();
  return fresh;
}

/* -------------------------------------------------------------------------------------------------------------- */
/* Sending codes                                                                                                  */

export function isRisky(ctx: AppContext, phone: string): boolean {
  return ctx.db.prepare('SELECT 1 FROM risky_phones WHERE phone = ?').get(phone) !== undefined;
}

function purposeText(purpose: string): string {
  switch (purpose) {
    case 'OTP_REGISTER':
      return 'to create your account';
    case 'RESET_PASSWORD':
      return 'to reset your password';
    case 'SECOND_VERIFICATION':
      return 'to confirm it is you';
    case 'BIND_PHONE':
      return 'to add this phone to your account';
    case 'BIND_EMAIL':
      return 'to add this email address to your account';
    case 'STAFF_EMAIL':
      return 'to link this work email to your shopping account';
    default:
      return 'to log in';
  }
}

/**
 * The site's member host as the browser reached it: the local environment's host table (config/hosts.ts), where every
 * host is this server's origin, so on loopback it is the page's own host.
 */
export function memberHost(rc: RequestContext): string {
  const hosts = resolveHosts(requestSite(rc).code, 'local', { localOrigin: `${rc.url.protocol}//${rc.url.host}` });
  return new URL(hosts.member).hostname;
}

/**
 * WebOTP (issue 25): the last line of every code SMS, `@<member host> #<code>`. A browser on that host (Chrome on
 * Android) reads the code from the SMS as it arrives and the page fills it in (api/web-otp.ts).
 */
export function webOtpLine(host: string, code: string): string {
  return `@${host} #${code}`;
}

/**
 * The one place that writes code messages (SMS, WhatsApp, voice, e-mail). SMS texts end with the WebOTP line for
 * the member host; WhatsApp, voice and e-mail texts do not.
 */
export function deliver(
  ctx: AppContext,
  rc: RequestContext,
  message: { channel: Delivery; destination: string; purpose: string; code: string },
) {
  const minutes = Math.round(ctx.codes.settings.ttlMs / 60_000);
  const text = `Your verification code ${purposeText(message.purpose)} is ${message.code}. It expires in ${minutes} minutes. Never share it.`;
  const body =
    message.channel === 'VOICE'
      ? `This is a call from the marketplace. Your verification code is ${message.code.split('').join(' ')}.`
      : message.channel === 'SMS'
        ? `${text}\n\n${webOtpLine(memberHost(rc), message.code)}`
        : text;
  ctx.outbox.deliver({ ...message, text: body }, rc.now);
}

/** A sign-up send needs a passed slider: a SLIDER token, bound to the first destination it is used for. */
function requireSlider(ctx: AppContext, now: number, sliderToken: string | undefined, destination: string): void {
  if (!ctx.requireSliderForSignUp) return;
  const row = sliderToken ? ctx.tokens.peek(sliderToken, 'SLIDER', now) : undefined;
  const boundTo = row?.data.destination;
  if (!row || (typeof boundTo === 'string' && boundTo !== destination)) {
    throw new BusinessError(KEYS.sliderRequired, 'Please complete the slider verification first.');
  }
  if (boundTo === undefined) ctx.tokens.update(sliderToken!, { ...row.data, destination });
}

export function registrationBlocked(ctx: AppContext, field: 'email' | 'phone', value: string, now: number): BusinessError | undefined {
  ctx.users.finalizeDeletions(now);
  if (field === 'email') {
    if (ctx.users.liveByEmail(value)) return new BusinessError(KEYS.emailExist, text('error.emailRegistered'));
    if (guestHasOrders(ctx, value)) return guestError();
  } else if (ctx.users.liveByPhone(value)) {
    return new BusinessError(KEYS.phoneExist, 'This phone number is already registered. Please log in.');
  }
  if (ctx.users.inCoolingPeriod(field, value, now)) {
    return new BusinessError(KEYS.coolingPeriod, text('error.coolingPeriod'));
  }
  return undefined;
}

export type PhoneCodeType = 'OTP_LOGIN' | 'OTP_REGISTER' | 'RESET_PASSWORD';
export const PHONE_CODE_TYPES: readonly PhoneCodeType[] = Object.freeze(['OTP_LOGIN', 'OTP_REGISTER', 'RESET_PASSWORD']);

export function sendPhoneCode(
  ctx: AppContext,
  rc: RequestContext,
  input: {
    type: PhoneCodeType;
    /** Optional only for RESET_PASSWORD with a token: the code then goes to the token's account's phone. */
    phone: string | undefined;
    phonePrefixCode?: string;
    deliveryType: SmsChannelType;
    checkRisk?: boolean;
    sliderToken?: string;
    /** The forgot-password token (RESET_PASSWORD): the phone must be its account's. */
    token?: string;
    /** The sign-up's promotions opt-in (OTP_REGISTER; kept until the sign-up creates the account). */
    promotions?: PromotionsOptIn;
  },
): { codeLength: number } {
  let given = input.phone;
  if (given === undefined) {
    // COMPLETE_PASSWORD_FOR_LOGIN shows only a masked phone: the reset token names the account, and so the phone.
    if (input.type !== 'RESET_PASSWORD' || !input.token) throw paramError('The field "phone" is required.');
    const reset = ctx.tokens.peek(input.token, 'RESET_PASSWORD', rc.now);
    if (!reset || reset.data.verified === true) throw verificationExpired();
    const target = resetTarget(ctx, reset);
    if (target.kind !== 'phone') throw new BusinessError(KEYS.inputInvalid, 'This account is reset by e-mail, not phone.');
    given = target.value;
  }
  const { site, phone } = e164(rc, given, input.phonePrefixCode);
  if (validatePhone(given, site) || !phone) throw phoneInvalid();
  if (input.deliveryType === 'WHATSAPP' && !WHATSAPP_SITES.includes(site.code)) {
    throw new BusinessError(KEYS.channelUnsupported, 'WhatsApp codes are not available in this country.');
  }
  // Issue 4: a risky phone answers PL-USER-RISK and is offered voice. WhatsApp is allowed once the user picked it
  // from the method list (checkRisk false); plain SMS never is.
  const riskChecked = input.deliveryType === 'SMS' || (input.deliveryType === 'WHATSAPP' && input.checkRisk !== false);
  if (riskChecked && isRisky(ctx, phone)) {
    throw new BusinessError(KEYS.risk, 'For your security, please receive the code by a voice call.', {
      isRiskPhone: true,
      deliveryTypes: WHATSAPP_SITES.includes(site.code) ? ['VOICE', 'WHATSAPP'] : ['VOICE'],
    });
  }
  let purpose: CodePurpose = 'OTP';
  // A forgot-password send for a phone without an account answers exactly like a real one and sends nothing.
  let decoy = false;
  if (input.type === 'OTP_REGISTER') {
    // "Already registered" is told only after the slider and at the price of a send (issue 12 finding 7).
    requireSlider(ctx, rc.now, input.sliderToken, phoneTarget(phone));
    const blocked = registrationBlocked(ctx, 'phone', phone, rc.now);
    if (blocked) refuseAtSendPrice(ctx.codes, { target: phoneTarget(phone), ip: rc.ip, now: rc.now }, blocked);
    rememberSignupPromotions(ctx, phoneTarget(phone), input.promotions, rc.now);
  } else if (input.type === 'RESET_PASSWORD') {
    purpose = 'RESET_PASSWORD';
    const account = ctx.users.liveByPhone(phone);
    if (input.token) {
      const reset = ctx.tokens.peek(input.token, 'RESET_PASSWORD', rc.now);
      if (!reset || reset.data.verified === true) throw verificationExpired();
      const target = resetTarget(ctx, reset);
      const ownAccount = account !== undefined && reset.user_id === account.id;
      if (target.kind !== 'phone' && ownAccount) throw new BusinessError(KEYS.inputInvalid, 'This account is reset by e-mail, not phone.');
      if (target.kind !== 'phone' || target.value !== phone) throw verificationExpired();
      decoy = reset.data.decoy === true;
    } else {
      decoy = !account;
    }
  }
  const code = ctx.codes.issue({ target: phoneTarget(phone), purpose, delivery: input.deliveryType, ip: rc.ip, client: ctx.csrf.client(rc), now: rc.now });
  if (!decoy) deliver(ctx, rc, { channel: input.deliveryType, destination: phone, purpose: input.type, code });
  return { codeLength: ctx.codes.settings.length };
}

function accountNotExist(): BusinessError {
  return new BusinessError(KEYS.accountNotExist, 'No account uses this phone number or e-mail address.');
}

export type EmailCodeType = 'OTP_REGISTER' | 'RESET_PASSWORD';

export function sendEmailCode(
  ctx: AppContext,
  rc: RequestContext,
  input: { type: EmailCodeType; email?: string; token?: string; sliderToken?: string; promotions?: PromotionsOptIn },
): { codeLength: number } {
  let email: string;
  let purpose: CodePurpose;
  let decoy = false;
  if (input.type === 'RESET_PASSWORD') {
    const reset = input.token ? ctx.tokens.peek(input.token, 'RESET_PASSWORD', rc.now) : undefined;
    if (!reset || reset.data.verified === true) throw verificationExpired();
    const target = resetTarget(ctx, reset);
    if (target.kind !== 'email') throw new BusinessError(KEYS.inputInvalid, 'This account is reset by phone, not e-mail.');
    if (input.email !== undefined && normalizeEmail(input.email) !== target.value) throw verificationExpired();
    email = target.value;
    purpose = 'RESET_PASSWORD';
    decoy = reset.data.decoy === true;
  } else {
    const verdict = validateEmail(input.email);
    if (verdict) throw inputInvalid('email', verdict);
    email = normalizeEmail(input.email!);
    // "Already registered" is told only after the slider and at the price of a send (issue 12 finding 7).
    requireSlider(ctx, rc.now, input.sliderToken, emailTarget(email));
    const blocked = registrationBlocked(ctx, 'email', email, rc.now);
    if (blocked) refuseAtSendPrice(ctx.codes, { target: emailTarget(email), ip: rc.ip, now: rc.now }, blocked);
    rememberSignupPromotions(ctx, emailTarget(email), input.promotions, rc.now);
    purpose = 'REGISTER_EMAIL';
  }
  const code = ctx.codes.issue({ target: emailTarget(email), purpose, delivery: 'EMAIL', ip: rc.ip, client: ctx.csrf.client(rc), now: rc.now });
  if (!decoy) deliver(ctx, rc, { channel: 'EMAIL', destination: email, purpose: input.type, code });
  return { codeLength: ctx.codes.settings.length };
}

/* -------------------------------------------------------------------------------------------------------------- */
/* Code login and phone sign-up                                                                                   */

export function checkCodeShape(code: string): void {
  if (validateSmsCode(code)) throw codeIncorrect();
}

export function codeLogin(
  ctx: AppContext,
  rc: RequestContext,
  input: { type: 'OTP_LOGIN' | 'OTP_REGISTER'; phone: string; phonePrefixCode?: string; code: string },
): LoginModule {
  const { site, phone } = e164(rc, input.phone, input.phonePrefixCode);
  if (!phone) throw phoneInvalid();
  checkCodeShape(input.code);
  const target = phoneTarget(phone);
  const now = rc.now;
  ctx.users.finalizeDeletions(now);

  if (input.type === 'OTP_LOGIN') {
    // The code is checked before the account is looked up: whether a phone is registered is not told for free.
    ctx.codes.verify({ target, purpose: 'OTP', code: input.code, client: ctx.csrf.client(rc), now, consume: false });
    const user = ctx.users.liveByPhone(phone);
    if (!user) {
      // The code stays valid: the client registers with it next (spec §4 "Code login").
      throw new BusinessError(KEYS.phoneNotExist, 'This phone number is not registered yet.');
    }
    return ctx.db.transaction(() => {
      ctx.codes.verify({ target, purpose: 'OTP', code: input.code, client: ctx.csrf.client(rc), now, consume: true });
      return finishLogin(ctx, rc, user, { loginType: 'PHONE_OTP', skipStepUp: true, phoneCodeOnly: true });
    })();
  }

  const blocked = registrationBlocked(ctx, 'phone', phone, now);
  if (blocked) throw blocked;
  ctx.codes.verify({ target, purpose: 'OTP', code: input.code, client: ctx.csrf.client(rc), now, consume: false });
  const { user, registerToken } = ctx.db.transaction(() => {
    if (ctx.codes.check({ target, purpose: 'OTP', code: input.code, client: ctx.csrf.client(rc), now, consume: true }) !== 'ok') throw codeExpired();
    const created = ctx.users.create({ site: site.code, phone }, now);
    applySignupPromotions(ctx, created.id, target);
    const token = ctx.tokens.mint(
      { type: 'REGISTER', userId: created.id, data: { via: 'PHONE' }, ttlMs: TOKEN_TTL.register },
      now,
    );
    return { user: created, registerToken: token };
  })();
  const session = startSession(ctx, rc, user, 'PHONE_OTP');
  return {
    ...session,
    loginBehavior: 'PHONE_REGISTER',
    loginNextStepAction: 'COMPLETE_PROFILE',
    loginNextStepActionData: { token: registerToken, tokenType: 'REGISTER' },
    toRegisterToken: registerToken,
  };
}

/* -------------------------------------------------------------------------------------------------------------- */
/* E-mail sign-up                                                                                                 */

export function verifyEmailRegister(ctx: AppContext, rc: RequestContext, input: { email?: string; code: string }) {
  const verdict = validateEmail(input.email);
  if (verdict) throw inputInvalid('email', verdict);
  const email = normalizeEmail(input.email!);
  checkCodeShape(input.code);
  const now = rc.now;
  const target = emailTarget(email);
  ctx.codes.verify({ target, purpose: 'REGISTER_EMAIL', code: input.code, client: ctx.csrf.client(rc), now, consume: false });
  const blocked = registrationBlocked(ctx, 'email', email, now);
  if (blocked) throw blocked;
  const site = requestSite(rc);
  const { user, token } = ctx.db.transaction(() => {
    if (ctx.codes.check({ target, purpose: 'REGISTER_EMAIL', code: input.code, client: ctx.csrf.client(rc), now, consume: true }) !== 'ok') throw codeExpired();
    const created = ctx.users.create({ site: site.code, email, emailConfirmed: true }, now);
    applySignupPromotions(ctx, created.id, target);
    const registerToken = ctx.tokens.mint(
      { type: 'REGISTER', userId: created.id, data: { via: 'EMAIL' }, ttlMs: TOKEN_TTL.register },
      now,
    );
    return { user: created, token: registerToken };
  })();
  ctx.sessions.start(rc, user, 'EMAIL_REGISTER');
  return { token, tokenType: 'REGISTER' };
}

/* -------------------------------------------------------------------------------------------------------------- */
/* Forgot and reset password                                                                                      */

interface ResetTarget {
  kind: 'email' | 'phone';
  value: string;
}

function resetTarget(ctx: AppContext, token: TokenRow): ResetTarget {
  if (token.user_id !== null) {
    const user = ctx.users.byId(token.user_id);
    if (!user || user.status === 'DELETED') throw verificationExpired();
    const kind = token.data.channel === 'phone' ? 'phone' : 'email';
    const value = kind === 'phone' ? user.phone : user.email;
    if (!value) throw verificationExpired();
    return { kind, value };
  }
  if (typeof token.subject === 'string' && (token.data.guest === true || token.data.decoy === true)) {
    return { kind: token.data.channel === 'phone' ? 'phone' : 'email', value: token.subject };
  }
  throw verificationExpired();
}

/** applyResetPasswordWithSecurity: a RESET_PASSWORD token for an account, or for a guest e-mail with orders. */
export function applyReset(ctx: AppContext, rc: RequestContext, loginName: string): Record<string, unknown> {
  const verdict = validateLoginName(loginName);
  if (verdict) throw inputInvalid('loginName', verdict);
  const name = loginName.trim();
  if (ctx.limiter.reserve(`forgot-ip:${rc.ip}`, ctx.limits.forgotPerIp, rc.now) === null) throw trafficLimited();
  ctx.users.finalizeDeletions(rc.now);
  const user = findByLoginName(ctx, rc, name);
  const channel = name.includes('@') ? 'email' : 'phone';
  if (user) {
    const token = ctx.tokens.mint(
      { type: 'RESET_PASSWORD', userId: user.id, data: { verified: false, channel }, ttlMs: TOKEN_TTL.reset },
      rc.now,
    );
    return { token, type: 'RESET_PASSWORD', identifierType: channel };
  }
  if (channel === 'email' && guestHasOrders(ctx, name)) {
    const token = ctx.tokens.mint(
      { type: 'RESET_PASSWORD', subject: normalizeEmail(name), data: { verified: false, channel, guest: true }, ttlMs: TOKEN_TTL.reset },
      rc.now,
    );
    return { token, type: 'RESET_PASSWORD', identifierType: 'email', guest: true };
  }
  // No account: the same answer as for an account (issue 12 finding 7, OWASP "generic answers"). The token is a
  // decoy: codes "sent" for it go nowhere, so it can never be verified.
  const subject = channel === 'email' ? normalizeEmail(name) : e164OrNull(rc, name);
  if (subject === null) throw accountNotExist();
  const token = ctx.tokens.mint(
    { type: 'RESET_PASSWORD', subject, data: { verified: false, channel, decoy: true }, ttlMs: TOKEN_TTL.reset },
    rc.now,
  );
  return { token, type: 'RESET_PASSWORD', identifierType: channel };
}


export interface ResetStepUp {
  token: string;
  tokenType: 'ACCOUNT_SECOND_VERIFICATION';
  verifyUrl: string;
}

/**
 * A step-up account's reset goes through the identity verification (spec §4 "Forgot password"): a RESET_PASSWORD
 * verification and its page, whose approval mints the verified reset token (completeSecondVerification). The one
 * answer every reset path gives a step-up account whose channel was just proven (the forgot-password code, an
 * e-mailed link: issue 23 finding 2). Runs inside the caller's transaction, after it spent what proved the channel.
 */
export function startResetStepUp(ctx: AppContext, rc: RequestContext, userId: number): ResetStepUp {
  const now = rc.now;
  const token = ctx.tokens.mint(
    {
      type: 'ACCOUNT_SECOND_VERIFICATION',
      userId,
      data: { purpose: 'RESET_PASSWORD', decision: 'PENDING', ...browserBinding(ctx, rc) },
      ttlMs: TOKEN_TTL.secondVerification,
    },
    now,
  );
  const verifyUrl = `${ctx.origin()}${PAGE_PATHS.secondVerification}#token=${encodeURIComponent(token)}&tokenType=ACCOUNT_SECOND_VERIFICATION`;
  return { token, tokenType: 'ACCOUNT_SECOND_VERIFICATION', verifyUrl };
}

/**
 * Whether a verified reset token still owes its account's step-up: only an approved second verification mints a
 * reset token that carries it (completeSecondVerification, channel 'second-verification'); a mailbox or a code alone
 * never passes a step-up account's reset.
 */
function owesStepUp(user: UserRow | undefined, reset: TokenRow): user is UserRow {
  return user !== undefined && user.step_up === 1 && reset.data.channel !== SECOND_VERIFICATION_CHANNEL;
}

/**
 * A verified reset token that owes its step-up (an e-mailed link of a step-up account) is spent for the step-up's
 * start: the answer of the forgot-password code path for the same account. Undefined when none is owed.
 */
export function redeemForStepUp(ctx: AppContext, rc: RequestContext, token: string, reset: TokenRow, user: UserRow | undefined): ResetStepUp | undefined {
  if (!owesStepUp(user, reset)) return undefined;
  return ctx.db.transaction(() => {
    if (!ctx.tokens.spend(token, 'RESET_PASSWORD', rc.now)) throw verificationExpired();
    return startResetStepUp(ctx, rc, user.id);
  })();
}

/** The channel of a reset token minted by an approved second verification. */
const SECOND_VERIFICATION_CHANNEL = 'second-verification';

/**
 * verifyEmailCode / verifyPhoneCode of the forgot-password flow: spends the unverified token and the code, then
 * answers a verified RESET_PASSWORD token, or for a step-up account an ACCOUNT_SECOND_VERIFICATION token and the
 * verify URL (spec §4 "Forgot password").
 */
export function verifyResetCode(
  ctx: AppContext,
  rc: RequestContext,
  input: { channel: 'email' | 'phone'; token: string | undefined; code: string; email?: string; phone?: string },
): { token: string; tokenType: string; verifyUrl?: string } {
  const now = rc.now;
  const reset = input.token ? ctx.tokens.peek(input.token, 'RESET_PASSWORD', now) : undefined;
  if (!reset || reset.data.verified === true) throw verificationExpired();
  const target = resetTarget(ctx, reset);
  if (target.kind !== input.channel) throw verificationExpired();
  if (input.channel === 'email' && input.email !== undefined && normalizeEmail(input.email) !== target.value) {
    throw verificationExpired();
  }
  if (input.channel === 'phone' && input.phone !== undefined) {
    const given = e164(rc, input.phone).phone;
    if (given !== target.value) throw verificationExpired();
  }
  checkCodeShape(input.code);
  const codeTarget = input.channel === 'email' ? emailTarget(target.value) : phoneTarget(target.value);
  ctx.codes.verify({ target: codeTarget, purpose: 'RESET_PASSWORD', code: input.code, client: ctx.csrf.client(rc), now, consume: false });
  const user = reset.user_id !== null ? ctx.users.byId(reset.user_id) : undefined;

  return ctx.db.transaction(() => {
    if (ctx.codes.check({ target: codeTarget, purpose: 'RESET_PASSWORD', code: input.code, client: ctx.csrf.client(rc), now, consume: true }) !== 'ok') {
      throw codeExpired();
    }
    if (!ctx.tokens.spend(input.token!, 'RESET_PASSWORD', now)) throw verificationExpired();
    if (user && user.step_up === 1) return startResetStepUp(ctx, rc, user.id);
    const token = ctx.tokens.mint(
      {
        type: 'RESET_PASSWORD',
        userId: reset.user_id,
        subject: reset.subject,
        data: { ...reset.data, verified: true },
        ttlMs: TOKEN_TTL.reset,
      },
      now,
    );
    return { token, tokenType: 'RESET_PASSWORD' };
  })();
}

/** resetPassword: a verified token and a new password that meets the rules; a guest's token creates the account. */
export function resetPassword(
  ctx: AppContext,
  rc: RequestContext,
  input: { encryptPassword: string; token: string },
): Promise<Record<string, unknown>> {
  return setPasswordWithResetToken(ctx, rc, { password: ctx.rsa.decrypt(input.encryptPassword), token: input.token });
}

/**
 * The rules of resetPassword on a password already decrypted (null: it did not decrypt), shared with the verify
 * page, whose form encrypts with RSA-OAEP.
 */
export async function setPasswordWithResetToken(
  ctx: AppContext,
  rc: RequestContext,
  input: { password: string | null; token: string },
): Promise<Record<string, unknown>> {
  const now = rc.now;
  const reset = ctx.tokens.peek(input.token, 'RESET_PASSWORD', now);
  if (!reset || reset.data.verified !== true) throw verificationExpired();
  const existing = reset.user_id !== null ? ctx.users.byId(reset.user_id) : undefined;
  if (reset.user_id !== null && (!existing || existing.status === 'DELETED')) throw verificationExpired();
  // A step-up account's token without its second verification sets nothing: it starts the step-up instead.
  const stepUp = redeemForStepUp(ctx, rc, input.token, reset, existing);
  if (stepUp) return { ...stepUp };
  const password = input.password;
  if (password === null) throw inputInvalid('password', 'validation.newPassword.rule');
  const verdict = validateNewPassword(password);
  if (verdict) throw inputInvalid('password', verdict);
  if (existing?.password_hash && (await ctx.hasher.verify(password, existing.password_hash))) {
    throw inputInvalid('password', 'validation.newPassword.sameAsCurrent');
  }
  const hash = await ctx.hasher.hash(password);
  const guestEmail = reset.user_id === null && reset.data.guest === true ? reset.subject : null;

  const user = ctx.db.transaction(() => {
    if (!ctx.tokens.spend(input.token, 'RESET_PASSWORD', now)) throw verificationExpired();
    if (existing) {
      ctx.users.setPassword(existing.id, hash, now);
      // Every other reset link, step-up, change or restore token of the account dies with its sessions.
      revokePendingFlows(ctx.db, existing.id, 'PASSWORD_RESET', now);
      ctx.sessions.endAllFor(existing.id);
      // Whoever reset the password may be recovering a stolen account: social links do not survive it (the next
      // social login confirms with the new password, OAUTH_VERIFY_EMAIL_PASSWORD).
      ctx.oauth.unlinkAll(existing.id);
      return ctx.users.byId(existing.id)!;
    }
    if (!guestEmail) throw verificationExpired();
    // The guest claims the account: it is created with the e-mail the orders were placed with (already proven by
    // the code), and the orders move to it.
    if (ctx.users.liveByEmail(guestEmail)) throw new BusinessError(KEYS.emailExist, text('error.emailRegistered'));
    const order = ctx.db.prepare('SELECT site FROM guest_orders WHERE email = ? LIMIT 1').get(guestEmail) as
      | { site: string }
      | undefined;
    const created = ctx.users.create(
      { site: getSite(order?.site).code, email: guestEmail, emailConfirmed: true, passwordHash: hash },
      now,
    );
    ctx.db.prepare('UPDATE guest_orders SET user_id = ? WHERE email = ? AND user_id IS NULL').run(created.id, guestEmail);
    return created;
  })();
  if (existing) announceCredentialChange(ctx, rc, existing, { kind: 'password', reset: true });
  const loginResponseDTO = finishLogin(ctx, rc, user, { loginType: 'RESET_PASSWORD', skipStepUp: true });
  return { user: userJson(user, { hasAddress: false }), loginResponseDTO };
}

/* -------------------------------------------------------------------------------------------------------------- */
/* Profile                                                                                                        */

export async function completeProfile(
  ctx: AppContext,
  rc: RequestContext,
  input: { token: string; name: string; encryptPassword: string },
): Promise<Record<string, unknown>> {
  const now = rc.now;
  const registration = ctx.tokens.peek(input.token, 'REGISTER', now);
  const user = registration?.user_id != null ? ctx.users.byId(registration.user_id) : undefined;
  if (!registration || !user || user.status !== 'NORMAL') throw verificationExpired();
  const nameVerdict = validateFullName(input.name, user.site);
  if (nameVerdict) throw inputInvalid('name', nameVerdict);
  const password = ctx.rsa.decrypt(input.encryptPassword);
  if (password === null) throw inputInvalid('password', 'validation.newPassword.rule');
  const verdict = validateNewPassword(password);
  if (verdict) throw inputInvalid('password', verdict);
  const hash = await ctx.hasher.hash(password);
  ctx.db.transaction(() => {
    if (!ctx.tokens.spend(input.token, 'REGISTER', now)) throw verificationExpired();
    ctx.users.setName(user.id, input.name.trim(), now);
    ctx.users.setPassword(user.id, hash, now);
  })();
  return { user: userJson(ctx.users.byId(user.id)!) };
}

export function updateProfile(
  ctx: AppContext,
  rc: RequestContext,
  session: Session,
  input: { gender?: string; birthday?: string },
): Record<string, unknown> {
  if (input.gender === undefined && input.birthday === undefined) {
    throw new BusinessError(KEYS.inputInvalid, 'Nothing to update: send a gender, a birthday or both.');
  }
  if (input.gender !== undefined) {
    const verdict = validateGender(input.gender);
    if (verdict || !isGender(input.gender)) throw inputInvalid('gender', verdict ?? 'validation.gender.invalid');
  }
  if (input.birthday !== undefined) {
    const verdict = validateBirthday(input.birthday, { today: new Date(rc.now) });
    if (verdict) throw inputInvalid('birthday', verdict);
  }
  const gender = input.gender !== undefined && isGender(input.gender) ? input.gender : undefined;
  ctx.db.transaction(() => ctx.users.setProfile(session.userId, { gender, birthday: input.birthday?.trim() }, rc.now))();
  return { user: userJson(ctx.users.byId(session.userId)!) };
}

/* -------------------------------------------------------------------------------------------------------------- */
/* Deletion restore and second verification                                                                       */

export function cancelDeletion(ctx: AppContext, rc: RequestContext, token: string): Record<string, unknown> {
  const now = rc.now;
  ctx.users.finalizeDeletions(now);
  const user = ctx.db.transaction(() => {
    // Only the browser that logged in restores (issue 23 finding 7); another one spends nothing.
    const live = ctx.tokens.peek(token, 'DELETION_CANCEL', now);
    if (!live || !isSameBrowser(ctx, rc, live)) throw verificationExpired();
    const row = ctx.tokens.spend(token, 'DELETION_CANCEL', now);
    if (!row || row.user_id === null || !ctx.users.cancelDeletion(row.user_id, now)) throw verificationExpired();
    recordActivity(ctx.db, row.user_id, 'restored', deviceDetails(rc), now);
    return ctx.users.byId(row.user_id)!;
  })();
  return { loginResponse: finishLogin(ctx, rc, user, { loginType: 'RESTORE' }) };
}

/**
 * The end of a second verification (verify-routes.ts: its status call and every passed method): once approved, a
 * LOGIN verification starts the session (login module), a RESET_PASSWORD one answers a verified reset token.
 * PENDING while undecided; PL-USER-VERIFICATION-REJECTED when rejected.
 */
export function completeSecondVerification(ctx: AppContext, rc: RequestContext, token: string): Record<string, unknown> {
  const now = rc.now;
  const row = ctx.tokens.peek(token, 'ACCOUNT_SECOND_VERIFICATION', now);
  if (!row || row.user_id === null) throw verificationExpired();
  if (row.data.decision === 'PENDING') return { status: 'PENDING' };
  if (row.data.decision === 'REJECTED') {
    ctx.tokens.spend(token, 'ACCOUNT_SECOND_VERIFICATION', now);
    throw new BusinessError(KEYS.verificationRejected, text('error.verification.rejected'));
  }
  const user = ctx.users.byId(row.user_id);
  if (!user || user.status === 'DELETED') throw verificationExpired();
  return ctx.db.transaction(() => {
    if (!ctx.tokens.spend(token, 'ACCOUNT_SECOND_VERIFICATION', now)) throw verificationExpired();
    if (row.data.purpose === 'RESET_PASSWORD') {
      const reset = ctx.tokens.mint(
        { type: 'RESET_PASSWORD', userId: user.id, data: { verified: true, channel: SECOND_VERIFICATION_CHANNEL }, ttlMs: TOKEN_TTL.reset },
        now,
      );
      return { status: 'APPROVED', token: reset, tokenType: 'RESET_PASSWORD' };
    }
    const loginType = typeof row.data.loginType === 'string' ? row.data.loginType : 'EMAIL';
    return { status: 'APPROVED', loginResponseDTO: finishLogin(ctx, rc, user, { loginType, skipStepUp: true }) };
  })();
}

/* -------------------------------------------------------------------------------------------------------------- */
/* Social and QR login                                                                                            */

/** The account-auth page of an OAUTH_* next step: the popup navigates to the URL as given, so it carries the token. */
function accountAuthUrl(ctx: AppContext, token: string): string {
  return `${ctx.origin()}${PAGE_PATHS.accountAuth}?token=${encodeURIComponent(token)}&tokenType=OAUTH_BIND`;
}

export function oauthLogin(
  ctx: AppContext,
  rc: RequestContext,
  input: { provider: OAuthProvider; code: string; operateType: 'LOGIN' | 'REGISTER'; exchange?: OAuthExchange },
): LoginModule {
  const now = rc.now;
  const grant = ctx.oauth.peek(input.provider, input.code, now);
  if (!grant) throw new BusinessError(KEYS.oauthCodeInvalid, 'The sign-in with the provider has expired. Please try again.');
  // A redirect sign-in's code is bound to the browser's PKCE verifier, its state and its redirect_uri (issue 25).
  // Its state must also have been minted for this browser and provider (social-state.ts): a code and state carried
  // to another browser (login CSRF) are refused there.
  if (
    !matchesBinding(grant, input.exchange ?? { redirectUri: '' }) ||
    (grant.binding && !verifySocialState(ctx, rc, input.provider, input.exchange?.state))
  ) {
    throw new BusinessError(KEYS.oauthCodeInvalid, 'The sign-in with the provider could not be confirmed. Please try again.');
  }
  ctx.users.finalizeDeletions(now);
  const linked = ctx.oauth.account(input.provider, grant.subject);
  if (linked) {
    if (!ctx.oauth.spend(input.code, now)) throw new BusinessError(KEYS.oauthCodeInvalid, 'This sign-in was already used.');
    if (linked.suspended === 1) throw new BusinessError(KEYS.socialSuspended, text('error.social.suspended'));
    const user = ctx.users.byId(linked.user_id);
    if (!user || user.status === 'DELETED') throw new BusinessError(KEYS.oauthNotExist, 'This account no longer exists.');
    return finishLogin(ctx, rc, user, { loginType: `OAUTH_${input.provider}` });
  }
  if (input.operateType === 'LOGIN') {
    // Not spent: the client repeats the same request with operateType REGISTER.
    throw new BusinessError(KEYS.oauthNotExist, 'No account is linked to this social account yet.');
  }
  // Only a verified e-mail claim is trusted (OAuth 2.0 Security BCP): an unverified one is treated as no e-mail,
  // so it neither creates an e-mail-confirmed account, nor matches an existing account, nor claims guest orders.
  const verifiedEmail = grant.emailVerified === true ? grant.email : undefined;
  if (!verifiedEmail) {
    if (!ctx.oauth.spend(input.code, now)) throw new BusinessError(KEYS.oauthCodeInvalid, 'This sign-in was already used.');
    const token = ctx.tokens.mint(
      { type: 'OAUTH_BIND', subject: grant.subject, data: { provider: input.provider, name: grant.name ?? null }, ttlMs: TOKEN_TTL.oauthBind },
      now,
    );
    return nextStep('OAUTH_COMPLETE_PHONE_FOR_REGISTER', { url: accountAuthUrl(ctx, token), token, tokenType: 'OAUTH_BIND' });
  }
  const existing = ctx.users.liveByEmail(verifiedEmail);
  if (existing) {
    if (!ctx.oauth.spend(input.code, now)) throw new BusinessError(KEYS.oauthCodeInvalid, 'This sign-in was already used.');
    const token = ctx.tokens.mint(
      { type: 'OAUTH_BIND', userId: existing.id, subject: grant.subject, data: { provider: input.provider }, ttlMs: TOKEN_TTL.oauthBind },
      now,
    );
    return nextStep('OAUTH_VERIFY_EMAIL_PASSWORD', { url: accountAuthUrl(ctx, token), token, tokenType: 'OAUTH_BIND' });
  }
  if (ctx.users.inCoolingPeriod('email', verifiedEmail, now)) throw new BusinessError(KEYS.coolingPeriod, text('error.coolingPeriod'));
  const site = requestSite(rc);
  const user = ctx.db.transaction(() => {
    if (!ctx.oauth.spend(input.code, now)) throw new BusinessError(KEYS.oauthCodeInvalid, 'This sign-in was already used.');
    const created = ctx.users.create({ site: site.code, email: verifiedEmail, name: grant.name ?? null, emailConfirmed: true }, now);
    ctx.oauth.link({ provider: input.provider, subject: grant.subject, userId: created.id, email: verifiedEmail }, now);
    // The provider verified the e-mail: orders placed as a guest with it move to the new account.
    ctx.db.prepare('UPDATE guest_orders SET user_id = ? WHERE email = ? AND user_id IS NULL').run(created.id, verifiedEmail);
    return created;
  })();
  return finishLogin(ctx, rc, user, { loginType: `OAUTH_${input.provider}` });
}

export function qrLogin(ctx: AppContext, rc: RequestContext, token: string): LoginModule {
  const row = ctx.tokens.spend(token, 'OAUTH_ID_TOKEN', rc.now);
  const user = row?.user_id != null ? ctx.users.byId(row.user_id) : undefined;
  if (!row || !user) throw verificationExpired();
  // The phone that confirmed proves possession of a signed-in device, not the step-up this account asks for:
  // a step-up account still answers SECOND_VERIFICATION, exactly like a password login.
  return finishLogin(ctx, rc, user, { loginType: 'QRCODE' });
}

/* -------------------------------------------------------------------------------------------------------------- */

export function currentUser(ctx: AppContext, session: Session): UserRow | undefined {
  const user = ctx.users.byId(session.userId);
  return user && user.status === 'NORMAL' ? user : undefined;
}

