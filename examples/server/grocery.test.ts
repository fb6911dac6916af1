// The grocery-brand order history (grocery.ts) over real HTTP through the package's services: the seeded history
// of each demo buyer, the three answers and what each does to the data, and the attacks (another buyer's history,
// a second answer, no session, no CSRF token).
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createPagesServices } from '../../src/api/pages.js';
import { accountModule } from './account-routes.js';
import { groceryEmailOf, groceryModule } from './grocery.js';
import { SEED_PASSWORD, SITE_BUYERS } from './seed.js';
import { openBrowser, outbox, rawJson, rejection, startTestServer, type TestServer } from './testing.js';

let t: TestServer;
beforeAll(async () => {
  t = await startTestServer({ modules: [accountModule(), groceryModule()] });
});
afterAll(() => t.dispose());

async function signedIn(site: 'SG' | 'MY' | 'PH' | 'TH') {
  const b = openBrowser(t.url, { site });
  await b.member.login({ loginName: SITE_BUYERS[site].email, password: SEED_PASSWORD });
  return { b, pages: createPagesServices(b.member) };
}
const ordersOf = (userId: number) =>
  (t.server.db.prepare("SELECT order_no FROM orders WHERE user_id = ? AND order_no LIKE '%-G%' ORDER BY order_no").all(userId) as Array<{ order_no: string }>).map((r) => r.order_no);
const userIdOf = (email: string) => (t.server.db.prepare('SELECT id FROM users WHERE email = ?').get(email) as { id: number } | undefined)?.id;

describe('grocery history', () => {
  it('needs a session and the CSRF token', async () => {
    const pages = createPagesServices(openBrowser(t.url).member);
    expect((await rejection(pages.groceryHistory())).key).toBe('PL-USER-SESSION-EXPIRED');
    const raw = await rawJson(openBrowser(t.url), '/user/api/groceryDecide', { body: JSON.stringify({ id: '1', answer: 'OPT_IN' }) });
    expect(raw.status).toBe(403);
  });

  it("OPT_IN moves the orders into the account; another buyer cannot answer for this history; a second answer is refused", async () => {
    const { pages } = await signedIn('SG');
    const history = (await pages.groceryHistory())!;
    expect(history.account).toBe('g***g@example.com');
    expect(history.orders.map((o) => o.orderNo)).toEqual(['SG-G880100', 'SG-G880141']);
    // Attack: the MY buyer sends the SG buyer's history id.
    const other = await signedIn('MY');
    expect((await rejection(other.pages.groceryDecide({ id: history.id, answer: 'COMBINE' }))).key).toBe('PL-USER-GROCERY-NOT-FOUND');
    expect(ordersOf(userIdOf(SITE_BUYERS.MY.email)!)).toEqual([]);

    expect(await pages.groceryDecide({ id: history.id, answer: 'OPT_IN' })).toEqual({ answer: 'OPT_IN', account: null });
    expect(ordersOf(userIdOf(SITE_BUYERS.SG.email)!)).toEqual(['SG-G880100', 'SG-G880141']);
    expect(await pages.groceryHistory()).toBeNull();
    expect((await rejection(pages.groceryDecide({ id: history.id, answer: 'CREATE_NEW' }))).key).toBe('PL-USER-GROCERY-NOT-FOUND');
  });

  it('CREATE_NEW creates an account with the grocery e-mail, moves the orders there and e-mails a set-password link', async () => {
    const { pages } = await signedIn('MY');
    const history = (await pages.groceryHistory())!;
    expect(await pages.groceryDecide({ id: history.id, answer: 'CREATE_NEW' })).toEqual({ answer: 'CREATE_NEW', account: 'g***y@example.com' });
    const created = userIdOf(groceryEmailOf('MY'))!;
    expect(ordersOf(created)).toEqual(['MY-G880100', 'MY-G880141']);
    expect(ordersOf(userIdOf(SITE_BUYERS.MY.email)!)).toEqual([]);
    const [mail] = await outbox(t.url, groceryEmailOf('MY'));
    expect(mail!.text).toContain('/user/reset-password?token=');
  });

  it('COMBINE moves the orders and adds the grocery address to the address book; bad answers are refused', async () => {
    const { pages } = await signedIn('PH');
    const history = (await pages.groceryHistory())!;
    expect((await rejection(pages.groceryDecide({ id: history.id, answer: 'MERGE' as never }))).status).toBe(400);
    expect(await pages.groceryDecide({ id: history.id, answer: 'COMBINE' })).toEqual({ answer: 'COMBINE', account: null });
    const owner = userIdOf(SITE_BUYERS.PH.email)!;
    expect(ordersOf(owner)).toEqual(['PH-G880100', 'PH-G880141']);
    const address = t.server.db.prepare('SELECT line1, country FROM addresses WHERE user_id = ?').get(owner);
    expect(address).toEqual({ line1: '12 Market Street, #03-04', country: 'PH' });
  });
});
