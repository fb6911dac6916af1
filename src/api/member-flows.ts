/**
 * The member calls of the flows Login does not need (issue 15): code login and sign-up, the phone check, forgot and
 * reset password, QR and social login, the slider check, logout, and `call` for the wings. Each is built on the
 * core's transport (member-core.ts: `get`, and `post` with the CSRF token, its one retry and the bot-check resend),
 * so each outcome follows the table there. member.ts joins them to the core as the public `MemberClient`; the popup
 * loads this module as its own chunk when it opens (services.ts), so none of it weighs on the first screen.
 */
import type { MemberConfig } from '../config/index.js';
import { ApiError } from './errors.js';
import {
  compact,
  MEMBER_PATHS,
  moduleRecord,
  normaliseLoginResponse,
  normaliseUser,
  str,
  UNKNOWN_ERROR_KEY,
  type Fields,
  type JsonFields,
  type MemberCore,
  type MemberPath,
} from './member-core.js';
import type {
  CodeLoginInput,
  MemberCallOptions,
  OAuthLoginInput,
  QrLoginInput,
  ResetPasswordInput,
  ResetPasswordResult,
  SendCodeInput,
  SliderChallenge,
  SliderVerifyInput,
  ValidatePhoneInput,
  ValidatePhoneResult,
  VerifyPhoneCodeInput,
  VerifyPhoneCodeResult,
} from './member-types.js';
import { isRecord, parseCodeLength, parseError } from './transport.js';
import type { LoginResponse, SendCodeResult } from './types.js';

/** The longest slider time floor the client honours (a larger `waitMs` from the server is cut to this). */
const MAX_SLIDER_WAIT_MS = 10_000;

/** The paths `call` accepts: below user/api/, letters, digits, '-', '_' and '/' only (no traversal, no query). */
const WING_PATH = /^user\/api\/[A-Za-z0-9_-]+(?:\/[A-Za-z0-9_-]+)*$/;

export interface MemberFlows {
  loginByOAuthCode(input: OAuthLoginInput, options?: MemberCallOptions): Promise<LoginResponse>;
  validatePhone(input: ValidatePhoneInput, options?: MemberCallOptions): Promise<ValidatePhoneResult>;
  verifyPhoneCode(input: VerifyPhoneCodeInput, options?: MemberCallOptions): Promise<VerifyPhoneCodeResult>;
  resetPassword(input: ResetPasswordInput, options?: MemberCallOptions): Promise<ResetPasswordResult>;
  loginByQrCode(input: QrLoginInput, options?: MemberCallOptions): Promise<LoginResponse>;
  sendCode(input: SendCodeInput, options?: MemberCallOptions): Promise<SendCodeResult>;
  loginByCode(input: CodeLoginInput, options?: MemberCallOptions): Promise<LoginResponse>;
  /** `GET user/api/sliderChallenge`: a new slider bot-check challenge. */
  sliderChallenge(options?: MemberCallOptions): Promise<SliderChallenge>;
  /** `POST user/api/sliderVerify`: the drag trace for a challenge; resolves the proof token sign-up sends along. */
  verifySlider(input: SliderVerifyInput, options?: MemberCallOptions): Promise<{ token: string }>;
  /** `POST user/api/logout`: ends the session (the server clears its cookies). */
  logout(options?: MemberCallOptions): Promise<void>;
  /**
   * Any other member call (the account area, the address book, the member pages): a path under `user/api/`, `GET`
   * with `fields` as the query string, or `POST` with them as the JSON body plus the CSRF token and app-version field,
   * one retry on CSRF_TOKEN_INVALID and the bot-check resend, exactly like the calls above. Resolves the envelope's
   * module as sent: the caller reads it with the guards of transport.ts. Throws ApiError like every call.
   */
  call(method: 'GET' | 'POST', path: string, fields?: JsonFields, options?: MemberCallOptions): Promise<unknown>;
}

export function createMemberFlows(core: MemberCore, config: Pick<MemberConfig, 'site'>): MemberFlows {
  const { get, post } = core;

  async function loginCall(
    path: MemberPath,
    fields: Fields,
    callOptions?: MemberCallOptions,
    headers?: Record<string, string>,
  ): Promise<LoginResponse> {
    const module = moduleRecord(await post(path, fields, callOptions, headers));
    return normaliseLoginResponse(module);
  }

  return {
    loginByOAuthCode(input, callOptions) {
      return loginCall(
        MEMBER_PATHS.loginByOAuthCode,
        {
          oauthType: input.oauthType,
          oauthCode: input.oauthCode,
          bizScene: input.bizScene,
          trustToken: input.trustToken,
          redirectUri: input.redirectUri,
          operateType: input.operateType,
          codeVerifier: input.codeVerifier,
          state: input.state,
        },
        callOptions,
        { operateType: input.operateType, oauthType: input.oauthType },
      );
    },

    async validatePhone({ phone }, callOptions) {
      const module = moduleRecord(
        await post(MEMBER_PATHS.validatePhone, { type: 'ADDRESS', phone, phonePrefixCode: config.site.phoneCode }, callOptions),
      );
      if (typeof module.isValid !== 'boolean') throw parseError();
      return { isValid: module.isValid };
    },

    async verifyPhoneCode(input, callOptions) {
      const module = moduleRecord(
        await post(
          MEMBER_PATHS.verifyPhoneCode,
          {
            type: input.type,
            token: input.token,
            code: input.code,
            phone: input.phone,
            phonePrefixCode: input.phonePrefixCode,
            deliveryType: input.deliveryType,
            bizScene: input.bizScene,
            pageSource: input.pageSource,
            innerPageSource: input.innerPageSource,
          },
          callOptions,
          { operateType: input.type },
        ),
      );
      return compact<VerifyPhoneCodeResult>({
        token: str(module.token),
        tokenType: str(module.tokenType),
        verifyUrl: str(module.verifyUrl),
        loginResponseDTO: isRecord(module.loginResponseDTO)
          ? normaliseLoginResponse(module.loginResponseDTO)
          : undefined,
      });
    },

    async resetPassword({ password, token }, callOptions = {}) {
      // The new password travels as RSA ciphertext in `encryptPassword`, the field the login call uses for the
      // same thing: one field name means one decrypting path on the server, and a field called `password` is
      // never seen carrying anything (a clear password must never enter a body; spec §5).
      const encrypted = await core.encryptPassword(password, callOptions);
      const module = await post(MEMBER_PATHS.resetPassword, { encryptPassword: encrypted, token }, callOptions);
      if (module === undefined || module === null) return {};
      const record = moduleRecord(module);
      return compact<ResetPasswordResult>({
        user: normaliseUser(isRecord(record.user) ? record.user : record),
        loginResponse: isRecord(record.loginResponseDTO) ? normaliseLoginResponse(record.loginResponseDTO) : undefined,
      });
    },

    loginByQrCode({ token }, callOptions) {
      return loginCall(
        MEMBER_PATHS.loginByQrCode,
        { token, tokenType: 'OAUTH_ID_TOKEN', bizScene: 'qrcode' },
        callOptions,
      );
    },

    async sendCode(input, callOptions) {
      const module = await post(
        MEMBER_PATHS.sendCode,
        {
          type: input.type,
          phone: input.phone,
          // National numbers are read against the page's site, like loginByCode does.
          phonePrefixCode: config.site.phoneCode,
          deliveryType: input.deliveryType,
          resend: input.resend,
          checkRisk: input.checkRisk,
          pageSource: input.pageSource,
          innerPageSource: input.innerPageSource,
          bizScene: input.bizScene,
          sliderToken: input.sliderToken,
          promotionSms: input.promotionSms,
          promotionEmail: input.promotionEmail,
        },
        callOptions,
      );
      return { codeLength: parseCodeLength(isRecord(module) ? module.codeLength : undefined) };
    },

    async sliderChallenge(callOptions = {}) {
      const module = moduleRecord(await get(MEMBER_PATHS.sliderChallenge, callOptions));
      const challengeId = str(module.challengeId);
      if (!challengeId) throw parseError();
      // The server's time floor, bounded so a broken answer cannot hold the slider in "Checking…" for long.
      const wait = Number(module.waitMs);
      return { challengeId, waitMs: Number.isFinite(wait) ? Math.min(Math.max(wait, 0), MAX_SLIDER_WAIT_MS) : 0 };
    },

    async verifySlider({ challengeId, trace }, callOptions) {
      const module = moduleRecord(
        await post(
          MEMBER_PATHS.sliderVerify,
          {
            challengeId,
            distance: trace.distance,
            durationMs: trace.durationMs,
            samples: trace.samples.map((x) => Math.round(x * 1000) / 1000).join(','),
          },
          callOptions,
        ),
      );
      const token = str(module.token);
      if (!token) throw parseError();
      return { token };
    },

    async logout(callOptions) {
      await post(MEMBER_PATHS.logout, {}, callOptions);
    },

    call(method, path, fields = {}, callOptions = {}) {
      if (!WING_PATH.test(path)) return Promise.reject(new ApiError('config', UNKNOWN_ERROR_KEY, { cause: new Error(`not a member path: ${path}`) }));
      if (method === 'POST') return post(path, { ...fields }, callOptions);
      const query = new URLSearchParams();
      for (const [name, value] of Object.entries(fields)) {
        if (value === undefined || value === null) continue;
        query.set(name, typeof value === 'object' ? JSON.stringify(value) : String(value));
      }
      const search = query.toString();
      return get(search ? `${path}?${search}` : path, callOptions);
    },

    loginByCode(input, callOptions) {
      return loginCall(
        MEMBER_PATHS.loginByCode,
        {
          type: input.type,
          loginType: 'sms',
          phone: input.phone,
          code: input.code,
          deliveryType: input.deliveryType,
          phonePrefixCode: input.phonePrefixCode ?? config.site.phoneCode,
          pageSource: input.pageSource,
          bizScene: input.bizScene,
          platform: input.platform,
        },
        callOptions,
      );
    },
  };
}
