import { describe, expect, it } from 'vitest';
import { ApiError } from '../api/errors.js';
import { toViewMessage } from './shared.js';

describe('toViewMessage', () => {
  it('keeps the key and displayMessage of a server error', () => {
    expect(toViewMessage(new ApiError('business', 'PL-USER-CODE-EXPIRED', { displayMessage: 'Expired.' }))).toEqual({
      server: { key: 'PL-USER-CODE-EXPIRED', displayMessage: 'Expired.' },
    });
  });

  it('carries the catalog key a verdict names, with its plain params, so the client shows its own text', () => {
    const verdict = new ApiError('business', 'PL-USER-INPUT-INVALID', {
      displayMessage: 'Please enter the 6-digit code.',
      data: { field: 'code', messageKey: 'validation.smsCode.invalid', params: { count: 6, nested: { x: 1 } } },
    });
    expect(toViewMessage(verdict, 'error.tryAgain')).toEqual({
      server: {
        key: 'PL-USER-INPUT-INVALID',
        displayMessage: 'Please enter the 6-digit code.',
        messageKey: 'validation.smsCode.invalid',
        messageParams: { count: 6 },
      },
      fallbackKey: 'error.tryAgain',
    });
  });

  it('gives the fallback key for anything that is not an ApiError', () => {
    expect(toViewMessage(new Error('boom'))).toEqual({ key: 'error.network' });
  });
});
