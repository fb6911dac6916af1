/**
 * Reading request fields: type and size checks only. A missing, mistyped or oversized field is a malformed
 * request (RequestError 400, PL-PARAM-INVALID, naming the field). Whether a well-typed value obeys a business
 * rule (a valid phone, a strong password) is for the validators of src/validation, answered as business errors.
 */
import { paramError, RequestError } from './errors.js';

export type Body = Readonly<Record<string, unknown>>;

/** Parses a JSON object body; anything else (bad JSON, an array, a string) is a malformed request. */
export function parseJsonObject(raw: string, what = 'The request body'): Body {
  if (raw.trim() === '') return {};
  let value: unknown;
  try {
    value = JSON.parse(raw);
  } catch {
    throw paramError(`${what} is not valid JSON.`);
  }
  if (typeof value !== 'object' || value === null || Array.isArray(value)) {
    throw paramError(`${what} must be a JSON object.`);
  }
  return value as Body;
}

interface StringRule {
  max: number;
  /** Default true. */
  required?: boolean;
  pattern?: RegExp;
}

export function readString(body: Body, name: string, rule: StringRule & { required: false }): string | undefined;
export function readString(body: Body, name: string, rule: StringRule): string;
export function readString(body: Body, name: string, rule: StringRule): string | undefined {
  const value = body[name];
  const required = rule.required ?? true;
  if (value === undefined || value === null || value === '') {
    if (required) throw paramError(`The field "${name}" is required.`);
    return undefined;
  }
  if (typeof value !== 'string') throw paramError(`The field "${name}" must be a string.`);
  if (value.length > rule.max) throw paramError(`The field "${name}" must be at most ${rule.max} characters.`);
  if (rule.pattern && !rule.pattern.test(value)) throw paramError(`The field "${name}" has an invalid format.`);
  return value;
}

export function readBoolean(body: Body, name: string): boolean | undefined {
  const value = body[name];
  if (value === undefined || value === null) return undefined;
  if (typeof value !== 'boolean') throw paramError(`The field "${name}" must be true or false.`);
  return value;
}

export function readNumber(body: Body, name: string, range: { min: number; max: number }): number {
  const value = body[name];
  if (value === undefined || value === null || value === '') throw paramError(`The field "${name}" is required.`);
  if (typeof value !== 'number' || !Number.isFinite(value)) throw paramError(`The field "${name}" must be a number.`);
  if (value < range.min || value > range.max) {
    throw paramError(`The field "${name}" must be between ${range.min} and ${range.max}.`);
  }
  return value;
}

export function readEnum<T extends string>(body: Body, name: string, values: readonly T[], required: false): T | undefined;
export function readEnum<T extends string>(body: Body, name: string, values: readonly T[], required?: true): T;
export function readEnum<T extends string>(body: Body, name: string, values: readonly T[], required = true): T | undefined {
  const value = body[name];
  if (value === undefined || value === null || value === '') {
    if (required) throw paramError(`The field "${name}" is required (one of ${values.join(', ')}).`);
    return undefined;
  }
  if (typeof value !== 'string' || !(values as readonly string[]).includes(value)) {
    throw paramError(`The field "${name}" must be one of ${values.join(', ')}.`);
  }
  return value as T;
}

/** Field sizes: generous bounds on what a real client sends; beyond them a request is malformed. */
export const MAX = Object.freeze({
  loginName: 256,
  phone: 32,
  email: 256,
  code: 16,
  token: 256,
  cipher: 1024,
  name: 256,
  label: 64,
  url: 2048,
});

/** The optional tracking fields every call may carry (pageSource, bizScene, ...): typed and bounded, not used. */
export function readTrackingFields(body: Body): void {
  for (const name of ['pageSource', 'innerPageSource', 'bizScene', 'platform', 'appVersion']) {
    readString(body, name, { max: MAX.label, required: false });
  }
  readString(body, 'shortUa', { max: MAX.url, required: false });
}

export { RequestError };
