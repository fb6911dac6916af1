import { describe, expect, it } from 'vitest';
import { BRANCH_ID_MAX_LENGTH, DETAIL_ADDRESS_LENGTH, TAX_ID_MAX_LENGTH } from '../config/constants.js';
import { SITE_CODES, SITES } from '../config/sites.js';
import {
  POSTCODE_PATTERNS,
  validateBranchId,
  validateDetailAddress,
  validatePostcode,
  validateTaxId,
} from './index.js';

describe('validateDetailAddress', () => {
  it.each([
    [DETAIL_ADDRESS_LENGTH.min - 1, 'validation.address.length'],
    [DETAIL_ADDRESS_LENGTH.min, null],
    [DETAIL_ADDRESS_LENGTH.max, null],
    [DETAIL_ADDRESS_LENGTH.max + 1, 'validation.address.length'],
  ])('an address of %i characters gives %s', (length, expected) => {
    expect(validateDetailAddress(`1${'a'.repeat(length - 1)}`)).toBe(expected);
  });

  it.each([
    ['Blk 123 Ang Mo Kio Ave 3, #05-12', null],
    ['123/45 ซอยสุขุมวิท 11', null],
    ['Số 12 Ngõ 34, Phố Huế', null],
    ['Unit 5 @ Level 3', null],
    ['', 'validation.required'],
    ['   ', 'validation.required'],
    [null, 'validation.required'],
    ['  abc  ', 'validation.address.length'],
    ['12345', 'validation.address.digitsOnly'],
    ['123 456 789', 'validation.address.digitsOnly'],
    ['๑๒๓๔๕', 'validation.address.digitsOnly'],
    ['Blk 1 jane.doe@example.com', 'validation.address.email'],
    ['mail me:jane@example.com.sg thanks', 'validation.address.email'],
  ])('%j gives %s', (address, expected) => {
    expect(validateDetailAddress(address)).toBe(expected);
  });
});

describe('validatePostcode in every market', () => {
  it('has a format for every site', () => {
    expect(Object.keys(POSTCODE_PATTERNS).sort()).toEqual([...SITE_CODES].sort());
  });

  it.each([
    ['SG', '238801', '23880'],
    ['MY', '50450', '504500'],
    ['PH', '1000', '10000'],
    ['TH', '10110', '1011'],
    ['ID', '12190', '121900'],
    ['VN', '10000', '1000'],
    ['VN', '100000', '1000000'],
    ['PK', '44000', '4400'],
    ['BD', '1212', '12120'],
    ['LK', '00100', '0010'],
    ['MM', '11181', '111810'],
    ['NP', '44600', '4460'],
  ] as const)('in %s accepts %s and rejects %s', (code, valid, invalid) => {
    expect(validatePostcode(valid, code)).toBeNull();
    expect(validatePostcode(` ${valid} `, SITES[code])).toBeNull();
    expect(validatePostcode(invalid, code)).toBe('validation.postcode.invalid');
  });

  it.each([['2388a1'], ['238 801'], ['-23880']])('rejects %j', (postcode) => {
    expect(validatePostcode(postcode, 'SG')).toBe('validation.postcode.invalid');
  });

  it('asks for a value first', () => {
    expect(validatePostcode('', 'SG')).toBe('validation.required');
    expect(validatePostcode(238801, 'SG')).toBe('validation.required');
  });
});

describe('validateTaxId (optional invoicing field)', () => {
  it.each([
    ['', null],
    ['   ', null],
    [undefined, null],
    ['01.234.567.8-901.000', null],
    ['123-456-789-000', null],
    ['TIN 0105/2023', null],
    ['A'.repeat(TAX_ID_MAX_LENGTH), null],
    ['A'.repeat(TAX_ID_MAX_LENGTH + 1), 'validation.taxId.length'],
    ['123#456', 'validation.taxId.invalid'],
    ['123_456', 'validation.taxId.invalid'],
    ['เลข123', 'validation.taxId.invalid'],
  ])('%j gives %s', (taxId, expected) => {
    expect(validateTaxId(taxId)).toBe(expected);
  });
});

describe('validateBranchId (optional invoicing field)', () => {
  it.each([
    ['', null],
    [null, null],
    ['00000', null],
    ['HQ-01', null],
    ['1'.repeat(BRANCH_ID_MAX_LENGTH), null],
    ['1'.repeat(BRANCH_ID_MAX_LENGTH + 1), 'validation.branchId.length'],
    ['HQ 01', 'validation.branchId.invalid'],
    ['HQ.01', 'validation.branchId.invalid'],
    ['HQ/01', 'validation.branchId.invalid'],
  ])('%j gives %s', (branchId, expected) => {
    expect(validateBranchId(branchId)).toBe(expected);
  });
});
