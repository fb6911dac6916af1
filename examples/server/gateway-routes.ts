/**
 * The gateway calls of spec §7.2, registered under the API names of the client's GATEWAY_APIS. The check-SMS-
 * channel and get-current-user calls of §7.1 are these gateway calls (checkSmsChannel, getUser): there is no
 * separate member path for them.
 */
import { GATEWAY_APIS } from '../../src/api/gateway/calls.js';
import {
  PHONE_CODE_TYPES,
  SMS_CHANNELS,
  applyReset,
  cancelDeletion,
  channelsFor,
  completeProfile,
  currentUser,
  sendEmailCode,
  sendPhoneCode,
  updateProfile,
  verifyEmailRegister,
  verifyResetCode,
} from './accounts.js';
import { readPromotions } from './account-promotions.js';
import type { AppContext } from './context.js';
import { RET_CODES } from '../../src/api/gateway/ret.js';
import { BusinessError, paramError } from './errors.js';
import { MAX, readBoolean, readEnum, readString, readTrackingFields } from './fields.js';
import type { GatewayRegistry } from './gateway.js';
import { QR_CLIENT_ID } from './qr.js';
import type { RequestContext } from './http.js';
import { hashToken, randomToken } from './tokens.js';
import { requestSite } from './site.js';
import { userJson } from './users.js';

const EMAIL_CODE_TYPES = ['OTP_REGISTER', 'RESET_PASSWORD'] as const;

/** The HttpOnly cookie holding the secret that binds QR sessions to the browser that generated them. */
export const QR_BROWSER_COOKIE = 'mp_qr';

/**
 * The hash of this browser's QR secret ('' when it has none); `create` sets a fresh secret first. Only the hash is
 * stored, so a database copy cannot poll either.
 */
function qrBrowser(rc: RequestContext, create: boolean): string {
  let secret = rc.cookies.get(QR_BROWSER_COOKIE);
  if (!secret || !/^[A-Za-z0-9_-]{32,64}$/.test(secret)) {
    if (!create) return '';
    secret = randomToken();
    rc.setCookie(QR_BROWSER_COOKIE, secret, { httpOnly: true, maxAge: 24 * 60 * 60 });
  }
  return hashToken(secret);
}

export function registerGatewayRoutes(ctx: AppContext, gateway: GatewayRegistry): void {
  gateway.register({
    name: GATEWAY_APIS.cancelDeletion,
    methods: ['POST'],
    csrf: true,
    handler: ({ rc, data }) => cancelDeletion(ctx, rc, readString(data, 'token', { max: MAX.token })),
  });

  gateway.register({
    name: GATEWAY_APIS.applyResetPasswordWithSecurity,
    methods: ['POST'],
    csrf: true,
    handler: ({ rc, data }) => {
      readEnum(data, 'tokenType', ['RESET_PASSWORD'] as const);
      return applyReset(ctx, rc, readString(data, 'loginName', { max: MAX.loginName }));
    },
  });

  gateway.register({
    name: GATEWAY_APIS.sendVerificationEmailCode,
    methods: ['POST'],
    csrf: true,
    handler: ({ rc, data }) => {
      readTrackingFields(data);
      readBoolean(data, 'isResend');
      readString(data, 'phone', { max: MAX.phone, required: false });
      readEnum(data, 'deliveryType', ['EMAIL'] as const, false);
      return sendEmailCode(ctx, rc, {
        type: readEnum(data, 'type', EMAIL_CODE_TYPES),
        email: readString(data, 'email', { max: MAX.email, required: false }),
        token: readString(data, 'token', { max: MAX.token, required: false }),
        sliderToken: readString(data, 'sliderToken', { max: MAX.token, required: false }),
        promotions: readPromotions(readBoolean(data, 'promotionSms'), readBoolean(data, 'promotionEmail')),
      });
    },
  });

  gateway.register({
    name: GATEWAY_APIS.verifyEmailCode,
    methods: ['POST'],
    csrf: true,
    handler: ({ rc, data }) => {
      readTrackingFields(data);
      readBoolean(data, 'isSec');
      const type = readEnum(data, 'type', EMAIL_CODE_TYPES);
      const code = readString(data, 'code', { max: MAX.code });
      const email = readString(data, 'email', { max: MAX.email, required: false });
      const token = readString(data, 'token', { max: MAX.token, required: false });
      if (type === 'OTP_REGISTER') return verifyEmailRegister(ctx, rc, { email, code });
      return verifyResetCode(ctx, rc, { channel: 'email', token, code, email });
    },
  });

  gateway.register({
    name: GATEWAY_APIS.verifyPhoneCode,
    methods: ['POST'],
    csrf: true,
    handler: ({ rc, data }) => {
      readTrackingFields(data);
      readBoolean(data, 'isSec');
      readEnum(data, 'type', ['RESET_PASSWORD'] as const);
      return verifyResetCode(ctx, rc, {
        channel: 'phone',
        token: readString(data, 'token', { max: MAX.token }),
        code: readString(data, 'code', { max: MAX.code }),
        phone: readString(data, 'phone', { max: MAX.phone, required: false }),
      });
    },
  });

  gateway.register({
    name: GATEWAY_APIS.completeProfileByRegisterToken,
    methods: ['POST'],
    csrf: true,
    handler: ({ rc, data }) =>
      completeProfile(ctx, rc, {
        token: readString(data, 'token', { max: MAX.token }),
        name: readString(data, 'name', { max: MAX.name }),
        encryptPassword: readString(data, 'password', { max: MAX.cipher }),
      }),
  });

  gateway.register({
    name: GATEWAY_APIS.updateUserProfile,
    methods: ['POST'],
    csrf: true,
    needLogin: true,
    handler: ({ rc, data, session }) => {
      const user = session ? currentUser(ctx, session) : undefined;
      if (!session || !user) throw new BusinessError(RET_CODES.sessionExpired, 'Session expired, please log in again');
      return updateProfile(ctx, rc, session, {
        gender: readString(data, 'gender', { max: MAX.label, required: false }),
        birthday: readString(data, 'birthday', { max: MAX.label, required: false }),
      });
    },
  });

  gateway.register({
    name: GATEWAY_APIS.generateQrCodeUrl,
    methods: ['POST'],
    handler: ({ rc, data }) => ({
      module: ctx.qr.generate(readString(data, 'clientId', { max: 64, pattern: QR_CLIENT_ID }), qrBrowser(rc, true)),
    }),
  });

  gateway.register({
    name: GATEWAY_APIS.checkQrCodeStatus,
    methods: ['POST'],
    handler: ({ rc, data }) => {
      const clientId = readString(data, 'clientId', { max: 64, pattern: QR_CLIENT_ID });
      const requestId = readString(data, 'requestId', { max: MAX.label });
      return { module: ctx.qr.poll(clientId, requestId, qrBrowser(rc, false)) };
    },
  });

  gateway.register({
    name: GATEWAY_APIS.checkSmsChannel,
    methods: ['GET', 'POST'],
    handler: ({ rc, data }) => {
      readString(data, 'phone', { max: MAX.phone, required: false });
      // The development switch (POST /__dev/faults): the client's JSONP backup answers instead (spec §7.3).
      if (ctx.dev && ctx.faults.checkSmsChannel) throw new BusinessError('FAIL_SYS_SERVICE_UNAVAILABLE', 'Service unavailable (development switch)');
      return { module: channelsFor(requestSite(rc), ctx.origin()) };
    },
  });

  gateway.register({
    name: GATEWAY_APIS.getUser,
    methods: ['GET', 'POST'],
    needLogin: true,
    handler: ({ rc, session }) => {
      const user = session ? currentUser(ctx, session) : undefined;
      if (!session || !user) {
        ctx.sessions.end(rc);
        throw new BusinessError(RET_CODES.sessionExpired, 'Session expired, please log in again');
      }
      // Spec §7.1: the client's get-current-user writes the readable user-id cookie from this answer.
      return { user: userJson(user) };
    },
  });

  gateway.register({
    name: GATEWAY_APIS.sendVerificationSms,
    methods: ['POST'],
    csrf: true,
    handler: ({ rc, data }) => {
      readTrackingFields(data);
      readBoolean(data, 'isResend');
      const deliveryType = readEnum(data, 'deliveryType', SMS_CHANNELS, false) ?? 'SMS';
      const phonePrefixCode = readString(data, 'phonePrefixCode', { max: 4, required: false, pattern: /^\+?\d{1,3}$/ });
      const type = readEnum(data, 'type', PHONE_CODE_TYPES);
      const token = readString(data, 'token', { max: MAX.token, required: false });
      if (type === 'RESET_PASSWORD' && !token) throw paramError('The field "token" is required for RESET_PASSWORD.');
      return sendPhoneCode(ctx, rc, {
        type,
        // Optional with a reset token: a COMPLETE_PASSWORD_FOR_LOGIN popup knows only the masked phone.
        phone: readString(data, 'phone', { max: MAX.phone, required: false }),
        phonePrefixCode,
        deliveryType,
        checkRisk: readBoolean(data, 'checkRisk'),
        sliderToken: readString(data, 'sliderToken', { max: MAX.token, required: false }),
        token,
      });
    },
  });
}
