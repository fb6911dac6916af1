import { describe, expect, it } from 'vitest';
import { classifyRet, parseRet, type RetKind } from './ret.js';

describe('parseRet', () => {
  it('splits code and message at the first "::"', () => {
    expect(parseRet(['SUCCESS::调用成功'])).toEqual({ code: 'SUCCESS', message: '调用成功' });
    expect(parseRet(['RGV587_ERROR::SM::哎哟喂'])).toEqual({ code: 'RGV587_ERROR', message: 'SM::哎哟喂' });
    expect(parseRet(['FAIL_BIZ_X'])).toEqual({ code: 'FAIL_BIZ_X', message: '' });
    expect(parseRet([' FAIL_BIZ_X :: spaced ', 'second'])).toEqual({ code: 'FAIL_BIZ_X', message: 'spaced' });
  });

  it('gives an empty code for anything that is not a list starting with a string', () => {
    for (const bad of [undefined, null, 'SUCCESS::ok', [], [42], {}, [{ code: 'SUCCESS' }]]) {
      expect(parseRet(bad)).toEqual({ code: '', message: '' });
    }
  });
});

describe('classifyRet', () => {
  const cases: Array<[string, RetKind]> = [
    ['SUCCESS', 'success'],
    ['FAIL_SYS_TOKEN_EMPTY', 'tokenExpired'],
    ['FAIL_SYS_TOKEN_EXOIRED', 'tokenExpired'],
    ['FAIL_SYS_TOKEN_EXPIRED', 'tokenExpired'],
    ['FAIL_SYS_ILLEGAL_ACCESS_TOKEN', 'tokenExpired'],
    ['FAIL_SYS_SESSION_EXPIRED', 'sessionExpired'],
    ['ERR_SID_INVALID', 'sessionExpired'],
    ['FAIL_SYS_AUTH_REJECT', 'sessionExpired'],
    ['FAIL_BIZ_NEED_LOGIN', 'sessionExpired'],
    ['FAIL_SYS_TRAFFIC_LIMIT', 'trafficLimit'],
    ['FAIL_SYS_FLOWLIMIT', 'trafficLimit'],
    ['FAIL_SYS_USER_VALIDATE', 'userValidate'],
    ['RGV587_ERROR', 'botCheck'],
    ['RGV587', 'botCheck'],
    ['FAIL_SYS_PARAM_PARSE_ERROR', 'paramParse'],
    ['FAIL_SYS_PARAMPARSE_ERROR_X', 'paramParse'],
    ['FAIL_SYS_SERVICE_NOT_EXIST', 'error'],
    ['FAIL_SYS_HSF_ASYNC_TIMEOUT', 'error'],
    ['UNKNOWN_FAIL_CODE', 'error'],
    ['PL_USER_LOGIN_PHONE_NOT_EXIST', 'error'],
    ['', 'error'],
    ['success', 'success'],
  ];
  it.each(cases)('%s → %s', (code, kind) => {
    expect(classifyRet(code)).toBe(kind);
  });

  it('lets session markers win over the token and generic families they overlap', () => {
    expect(classifyRet('FAIL_SYS_SESSION_EXPIRED')).toBe('sessionExpired');
    expect(classifyRet('FAIL_SYS_NEED_LOGIN_PARAMPARSE_ERROR')).toBe('sessionExpired');
  });
});
