/** Spec §5 validation rules as pure functions: each returns null when valid, else a message key of the catalogs. */
export * from './common.js';
export * from './text.js';
export * from './name.js';
export * from './password.js';
export * from './new-password.js';
export * from './phone.js';
export * from './address.js';
export * from './date.js';
