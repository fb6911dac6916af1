// Password login from the demo header (experiment `pop`): right, wrong, empty, RSA on the wire, keyboard only; the
// header's account menu and logout with confirmation; the idle prefetch of the other flows waits while the buyer types.
import { expect, it } from 'vitest';
import {
  PASSWORDS,
  SEED,
  callsTo,
  clearPasswordLeaks,
  describeE2E,
  itFindsNoAxeViolations,
  payloadOf,
  popup,
  useE2E,
  waitForHeaderUser,
  waitForPopupClosed,
  waitForRequest,
  waitForScreen,
  waitForText,
} from './harness.js';
import { focused, tabTo } from './keyboard.js';

describeE2E('password login', () => {
  const e2e = useE2E();

  it('logs in with the right password: the popup closes and the header shows the account, RSA on the wire', async () => {
    const page = await e2e.open('/demo/sg');
    await page.getByRole('link', { name: 'Log in' }).click();
    const dialog = await waitForScreen(page, 'Login');
    await dialog.getByRole('heading', { name: 'Log in' }).waitFor();
    await e2e.capture(page, 'Login');

    await dialog.getByLabel('Phone number or email').fill(SEED.sg.email);
    await dialog.getByLabel('Password', { exact: true }).fill(SEED.password);
    await dialog.getByRole('button', { name: 'Log in', exact: true }).click();
    await waitForPopupClosed(page);
    await waitForHeaderUser(page, SEED.sg.name);

    const [login] = callsTo(e2e, '/user/api/login');
    expect(login, 'the login call').toBeDefined();
    const body = payloadOf(login!);
    expect(body.loginName).toBe(SEED.sg.email);
    expect(typeof body.encryptPassword).toBe('string');
    // RSA-2048 PKCS#1 v1.5, base64: 256 bytes → 344 characters.
    expect((body.encryptPassword as string).length).toBe(344);
    expect(body).not.toHaveProperty('password');
    // The header asked get-current-user through the package (the gateway's getUser).
    expect(callsTo(e2e, 'mtop.member.user.getuser').length).toBeGreaterThan(0);
  });

  it('shows the account menu and logs out after a confirmation', async () => {
    const page = await e2e.open('/demo/sg');
    await page.getByRole('link', { name: 'Log in' }).click();
    const dialog = await waitForScreen(page, 'Login');
    await dialog.getByLabel('Phone number or email').fill(SEED.sg.phone);
    await dialog.getByLabel('Password', { exact: true }).fill(SEED.password);
    await dialog.getByRole('button', { name: 'Log in', exact: true }).click();
    await waitForPopupClosed(page);

    const account = await waitForHeaderUser(page, SEED.sg.name);
    expect(await account.getAttribute('aria-expanded')).toBe('false');
    await account.click();
    expect(await account.getAttribute('aria-expanded')).toBe('true');
    // The package's account menu (member-popup/account, mountAccountMenu): every §2.3 item.
    const menu = page.getByRole('menu');
    await menu.getByRole('menuitem', { name: 'My account' }).waitFor();
    await menu.getByRole('menuitem', { name: 'Change password' }).waitFor();
    await menu.getByRole('menuitem', { name: 'Log out' }).click();

    const confirm = page.getByRole('alertdialog', { name: 'Log out?' });
    await confirm.waitFor();
    // Cancel keeps the session.
    await confirm.getByRole('button', { name: 'Stay logged in' }).click();
    await confirm.waitFor({ state: 'hidden' });
    expect(callsTo(e2e, '/user/api/logout')).toHaveLength(0);

    await account.click();
    await menu.getByRole('menuitem', { name: 'Log out' }).click();
    await confirm.getByRole('button', { name: 'Log out' }).click();
    await page.getByRole('link', { name: 'Log in' }).waitFor({ state: 'visible' });
    expect(callsTo(e2e, '/user/api/logout')).toHaveLength(1);
    const cookies = await e2e.context.cookies();
    expect(cookies.find((c) => c.name === 'member_uid')).toBeUndefined();
  });

  it('shows the wrong-password message and keeps the popup open', async () => {
    const page = await e2e.open('/demo/sg');
    await page.getByRole('link', { name: 'Log in' }).click();
    const dialog = await waitForScreen(page, 'Login');
    await dialog.getByLabel('Phone number or email').fill(SEED.sg.email);
    await dialog.getByLabel('Password', { exact: true }).fill(PASSWORDS.wrong);
    await dialog.getByRole('button', { name: 'Log in', exact: true }).click();
    await waitForText(dialog.locator('.mp-form-error[role="alert"]').first(), /Incorrect phone number, email or password/);
    await e2e.capture(page, 'Login-wrong-password');
    expect(await popup(page).getAttribute('data-screen')).toBe('Login');
    expect(callsTo(e2e, '/user/api/login')).toHaveLength(1);
    expect(await page.locator('#demo-account').getAttribute('data-state')).toBe('guest');
  });

  it('sends nothing while the login name or the password is empty, and says so under the empty field', async () => {
    const page = await e2e.open('/demo/sg');
    await page.getByRole('link', { name: 'Log in' }).click();
    const dialog = await waitForScreen(page, 'Login');
    const submit = dialog.getByRole('button', { name: 'Log in', exact: true });
    await submit.click();
    await dialog.getByLabel('Phone number or email').fill(SEED.sg.email);
    await submit.click();
    await dialog.getByLabel('Phone number or email').fill('');
    await dialog.getByLabel('Password', { exact: true }).fill(SEED.password);
    await submit.click();
    // Give a wrongly sent request time to show up.
    await page.waitForTimeout(500);
    expect(callsTo(e2e, '/user/api/login')).toHaveLength(0);
    expect(await popup(page).getAttribute('data-screen')).toBe('Login');
    // Spec §5: "You can't leave this empty." under the empty field (the login name, last), linked to it.
    const loginName = dialog.getByLabel('Phone number or email');
    expect(await loginName.getAttribute('aria-invalid')).toBe('true');
    expect(await dialog.locator('[aria-invalid="true"]').count()).toBe(1);
    await waitForText(dialog.locator('.mp-field__error'), "You can't leave this empty.");
  });

  it('completes a password login with the keyboard only', async () => {
    const page = await e2e.open('/demo/sg');
    // From the top of the page to the header's Log in link.
    await tabTo(page, (el) => el.member === 'login');
    await page.keyboard.press('Enter');
    await waitForScreen(page, 'Login');
    // Focus starts on the screen's title, inside the dialog.
    expect((await focused(page)).label).toBe('Log in');
    await tabTo(page, (el) => el.tag === 'input' && el.name === 'loginName');
    await page.keyboard.type(SEED.sg.email);
    await tabTo(page, (el) => el.tag === 'input' && el.name === 'password');
    await page.keyboard.type(SEED.password);
    await page.keyboard.press('Enter');
    await waitForPopupClosed(page);
    await waitForHeaderUser(page, SEED.sg.name);
    // Focus went back to the page (the opener), not lost on <body>.
    const after = await focused(page);
    expect(after.tag).not.toBe('body');
  });

  it("the other flows' chunks wait while the buyer types, then arrive once the typing stops (issue 28 item 4)", async () => {
    // The flows Login's next action does not need (the code login and its Verify load on the switch to code mode).
    const flowChunk = (request: { url: string }) => /\/chunks\/(qr|registry|forgot|profile|restore|slider)\.machine-[^/]+\.js$/.test(new URL(request.url).pathname);
    const page = await e2e.open('/demo/sg');
    await page.getByRole('link', { name: 'Log in' }).click();
    const dialog = await waitForScreen(page, 'Login');
    // Login's slot, which starts the prefetch, is in: from here on the prefetch would have started at the first idle moment.
    await waitForRequest(e2e, (request) => /\/chunks\/login-slot-[^/]+\.js$/.test(request.url));
    const name = dialog.getByLabel('Phone number or email');
    await name.click();
    // Typing steadily (a key every 100 ms) for longer than the quiet period, several times over.
    await name.pressSequentially('a.slow.typist.who.keeps.typing@example.com', { delay: 100 });
    expect(e2e.requests.filter(flowChunk).map((request) => new URL(request.url).pathname)).toEqual([]);
    expect(await name.inputValue()).toBe('a.slow.typist.who.keeps.typing@example.com');

    // The typing stopped: after the quiet period the flows come in, a few at a time.
    await waitForRequest(e2e, (request) => /\/chunks\/qr\.machine-[^/]+\.js$/.test(request.url));
    await waitForRequest(e2e, (request) => /\/chunks\/profile\.machine-[^/]+\.js$/.test(request.url));
  });

  it('the wire check finds a password however it is encoded', () => {
    const at = (url: string, body: string | null = null) => [{ url, method: 'POST', body }];
    expect(clearPasswordLeaks(at(`http://x/?p=${encodeURIComponent(SEED.password)}`))).toHaveLength(1);
    expect(clearPasswordLeaks(at('http://x/', `data=${encodeURIComponent(JSON.stringify({ password: SEED.password }))}`))).toHaveLength(1);
    expect(clearPasswordLeaks(at('http://x/', JSON.stringify({ loginName: 'a', password: PASSWORDS.wrong })))).toHaveLength(1);
    expect(clearPasswordLeaks(at('http://x/', JSON.stringify({ encryptPassword: 'bG9uZyBjaXBoZXI=' })))).toEqual([]);
  });

  itFindsNoAxeViolations(e2e);
});
