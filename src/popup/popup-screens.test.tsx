// @vitest-environment jsdom
// Login's code mode gets "I no longer have this number" (issue 26 part 3) from Login's slot (login-slot.tsx, a lazy
// part): nothing in password mode, the link (with the typed number in the fragment) once the part is in.
import { cleanup } from '@testing-library/react';
import { afterEach, describe, expect, it } from 'vitest';
import { renderScreen } from '../screens/test-utils.js';
import { PopupScreens } from './popup-screens.js';

afterEach(cleanup);

describe('Login in the popup', () => {
  it('code mode shows "I no longer have this number" once its part is loaded; password mode does not', async () => {
    const password = renderScreen(PopupScreens, { screen: 'Login' });
    // The part is in once the slot's own content is (here: nothing of passkeys without services), so wait for the load.
    await import('./login-slot.js');
    await new Promise((resolve) => setTimeout(resolve, 0));
    expect(password.queryByRole('link', { name: 'I no longer have this number' })).toBeNull();
    password.unmount();
    const code = renderScreen(PopupScreens, { screen: 'Login', login: { mode: 'code', values: { loginName: '', phone: '91234567' } } });
    const link = await code.findByRole('link', { name: 'I no longer have this number' });
    expect(new URL(link.getAttribute('href')!).pathname).toBe('/user/lost-number');
    expect(new URL(link.getAttribute('href')!).hash).toBe('#phone=91234567');
  });
});
