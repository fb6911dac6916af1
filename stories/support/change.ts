/** The account area's change screen in stories (Account/… and the change-password page): a base view and spy senders. */
import { fn } from 'storybook/test';
import type { ChangeSenders, ChangeView } from '../../src/machines/account/change.view.js';

/** The e-mail change at its first step (identity by password), for an account with e-mail, mobile and password. */
export const changeView = (current: string, view: Partial<ChangeView> = {}): ChangeView => ({
  kind: 'email',
  step: 'identityPassword',
  pending: false,
  current,
  value: '',
  identifier: '',
  codeLength: 6,
  canResend: false,
  secondsLeft: 42,
  hasPassword: true,
  emailAvailable: true,
  phoneAvailable: true,
  error: null,
  fieldErrors: {},
  result: null,
  ...view,
});

export const changeSenders = (): ChangeSenders => ({
  submitPassword: fn(),
  sendIdentityCode: fn(),
  submitIdentityCode: fn(),
  submitValue: fn(),
  submitCode: fn(),
  resend: fn(),
  editValue: fn(),
  submitNewPassword: fn(),
  input: fn(),
});
