/** The H5 signed-request gateway: client, ret classification, JSONP fallback and the typed calls of spec §7.2. */
export {
  createGateway,
  detectEntrance,
  signingToken,
  signRequest,
  type AntiFraudProvider,
  type Gateway,
  type GatewayEnvelope,
  type GatewayHooks,
  type GatewayOptions,
  type GatewayRequest,
} from './client.js';
export { classifyRet, parseRet, RET_CODES, RET_SEPARATOR, type ParsedRet, type RetKind } from './ret.js';
export { md5 } from './md5.js';
export {
  createScriptLoader,
  currentScriptNonce,
  fallbackCallbackName,
  fallbackUrl,
  loadJsonp,
  type JsonpOptions,
  type JsonpRequest,
  type ScriptLoader,
} from './jsonp.js';
export * from './protocol.js';
export * from './calls.js';
