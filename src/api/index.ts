/** The I/O boundary: every network, cookie-writing and navigation call of the package goes through here. */
export * from './errors.js';
export * from './types.js';
export * from './member-types.js';
export {
  createMemberClient,
  normaliseLoginResponse,
  normaliseUser,
  MEMBER_PATHS,
  CSRF_FIELD,
  CSRF_INVALID_KEY,
  type MemberClient,
  type MemberClientOptions,
} from './member.js';
export { encryptPassword } from './rsa.js';
export * from './gateway/index.js';
export { rewriteImageUrl, detectWebp, imageQuality, imageSize, type ImageEnvironment, type RewriteImageOptions } from './image.js';
export { createAppBridge, createWebBridge, detectBridge, type AppBridge, type NativeBridge } from './bridge.js';
export { createTracker, DEFAULT_TRACK_QUEUE, type Tracker, type TrackParams } from './tracking.js';
export { TRACK_EVENTS } from './instrument.js';
export { ANTI_FRAUD_GLOBAL, createServices, globalAntiFraud, QR_CLIENT_ID, type Services, type CreateServicesOptions } from './services.js';
export {
  createSdkSocialProvider,
  createWindowSocialProvider,
  createFakeSocialProvider,
  SOCIAL_FAILED_KEY,
  SOCIAL_CANCELLED_KEY,
  type SocialProvider,
  type SocialSignIn,
} from './social.js';
