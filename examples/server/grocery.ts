/**
 * The grocery brand's order history (spec §2.3 "Dialog for moving a grocery-brand order history into the main
 * account (opt in, create new account, combine accounts)"), as a route module: the seed that gives each site's demo
 * buyer a grocery history (so /user/grocery-merge appears for them), and the two member calls of the package page.
 * Documented in docs/calls.md.
 *
 * | call                          | what                                                                                  |
 * |-------------------------------|---------------------------------------------------------------------------------------|
 * | POST user/api/groceryHistory  | signed in: {history: null} or the buyer's pending grocery history {id, account (masked), orders: [{orderNo, placedAt, currency, total, item}]} |
 * | POST user/api/groceryDecide   | signed in: {id, answer: OPT_IN, CREATE_NEW or COMBINE} → {answer, account (masked, CREATE_NEW)}. Only the owner's PENDING history (else PL-USER-GROCERY-NOT-FOUND, the same for another buyer's id); OPT_IN moves the orders into the account and closes the grocery login; CREATE_NEW creates an account with the grocery login's e-mail (refused while it is taken), moves the orders there and e-mails it a set-password link; COMBINE moves the orders, adds the grocery address to the address book and the grocery phone to the account when it has none and nobody uses it. One transaction each |
 */
import { SITE_CODES, getSite } from '../../src/config/sites.js';
import { GROCERY_PATHS } from '../../src/api/pages.js';
import { TOKEN_TTL, maskEmail } from './accounts.js';
import type { RouteModule } from './app.js';
import type { AppContext } from './context.js';
import { getMeta, setMeta } from './db.js';
import { BusinessError, KEYS } from './errors.js';
import { readString } from './fields.js';
import type { RequestContext } from './http.js';
import { createMemberRoute } from './member-routes.js';
import { passwordLinkUrl } from './pages-calls.js';
import { SITE_BUYERS } from './seed.js';

const DAY = 86_400_000;
const SEED_MARK = 'grocery_seed';
export const GROCERY_NOT_FOUND = 'PL-USER-GROCERY-NOT-FOUND';
export const GROCERY_ANSWERS = Object.freeze(['OPT_IN', 'CREATE_NEW', 'COMBINE'] as const);
export type GroceryAnswer = (typeof GROCERY_ANSWERS)[number];

/** The grocery login of each site's demo buyer: another e-mail address of the same person. */
export const groceryEmailOf = (site: string) => `grocery.${site.toLowerCase()}@example.com`;

const SEED_ORDERS = Object.freeze([
  { daysAgo: 12, item: 'Fresh fruit box (2 kg)', quantity: 1, usd: 18.4, status: 'DELIVERED' },
  { daysAgo: 33, item: 'Jasmine rice 5 kg', quantity: 2, usd: 9.2, status: 'DELIVERED' },
]);

/** Gives each site's demo buyer a pending grocery history, once (a meta mark, so a restart keeps what is there). */
export function seedGroceryHistories(ctx: AppContext): void {
  const { db } = ctx;
  if (getMeta(db, SEED_MARK) !== undefined) return;
  const now = ctx.now();
  const account = db.prepare(
    'INSERT INTO grocery_accounts (user_id, site, email, phone, name, address_line, postcode, created_at) VALUES (?, ?, ?, NULL, ?, ?, ?, ?)',
  );
  const order = db.prepare('INSERT OR IGNORE INTO grocery_orders (order_no, grocery_id, placed_at, currency, total, status, item_name, quantity) VALUES (?, ?, ?, ?, ?, ?, ?, ?)');
  db.transaction(() => {
    for (const code of SITE_CODES) {
      const user = ctx.users.liveByEmail(SITE_BUYERS[code].email);
      if (!user) continue;
      const site = getSite(code);
      const id = Number(account.run(user.id, code, groceryEmailOf(code), SITE_BUYERS[code].name, '12 Market Street, #03-04', '049321', now - 90 * DAY).lastInsertRowid);
      SEED_ORDERS.forEach((seed, index) => {
        const rate = { SGD: 1.35, MYR: 4.7, PHP: 56, THB: 36, IDR: 15800, VND: 24500, PKR: 280, BDT: 110, LKR: 300, MMK: 2100, NPR: 133 }[site.currency] ?? 1;
        order.run(`${code}-G${String(880_100 + index * 41)}`, id, now - seed.daysAgo * DAY, site.currency, Math.round(seed.usd * seed.quantity * rate * 100) / 100, seed.status, seed.item, seed.quantity);
      });
    }
    setMeta(db, SEED_MARK, '1');
  })();
}

interface GroceryRow {
  id: number;
  user_id: number;
  site: string;
  email: string | null;
  phone: string | null;
  name: string;
  address_line: string;
  postcode: string;
}

function sessionUser(ctx: AppContext, rc: RequestContext) {
  const session = ctx.sessions.current(rc);
  const user = session ? ctx.users.byId(session.userId) : undefined;
  if (!session || !user || user.status !== 'NORMAL') throw new BusinessError(KEYS.sessionExpired, 'Your session has expired. Please log in again.');
  return user;
}

const notFound = () => new BusinessError(GROCERY_NOT_FOUND, 'There is no grocery order history to move, or it was already moved.');

export function groceryModule(): RouteModule {
  return ({ ctx, router }) => {
    seedGroceryHistories(ctx);
    const route = createMemberRoute(ctx, router, { maxBodyBytes: 16 * 1024 });
    const pendingOf = (userId: number, id?: number): GroceryRow | undefined =>
      (id === undefined
        ? ctx.db.prepare("SELECT * FROM grocery_accounts WHERE user_id = ? AND status = 'PENDING' ORDER BY id LIMIT 1").get(userId)
        : ctx.db.prepare("SELECT * FROM grocery_accounts WHERE id = ? AND user_id = ? AND status = 'PENDING'").get(id, userId)) as GroceryRow | undefined;

    route('POST', GROCERY_PATHS.groceryHistory, (rc) => {
      const user = sessionUser(ctx, rc);
      const row = pendingOf(user.id);
      if (!row) return { history: null };
      const orders = ctx.db
        .prepare('SELECT order_no, placed_at, currency, total, item_name, quantity FROM grocery_orders WHERE grocery_id = ? ORDER BY placed_at DESC')
        .all(row.id) as Array<{ order_no: string; placed_at: number; currency: string; total: number; item_name: string; quantity: number }>;
      return {
        history: {
          id: row.id,
          account: row.email ? maskEmail(row.email) : row.name,
          orders: orders.map((o) => ({ orderNo: o.order_no, placedAt: o.placed_at, currency: o.currency, total: o.total, item: o.item_name, quantity: o.quantity })),
        },
      };
    });

    route('POST', GROCERY_PATHS.groceryDecide, (rc, body) => {
      const user = sessionUser(ctx, rc);
      const id = Number(readString(body, 'id', { max: 12, pattern: /^\d{1,12}$/ }));
      const answer = readString(body, 'answer', { max: 16, pattern: /^(OPT_IN|CREATE_NEW|COMBINE)$/ }) as GroceryAnswer;
      const moveOrders = (groceryId: number, toUser: number, site: string) => {
        const orders = ctx.db.prepare('SELECT * FROM grocery_orders WHERE grocery_id = ?').all(groceryId) as Array<Record<string, string | number>>;
        const insert = ctx.db.prepare('INSERT INTO orders (order_no, user_id, site, placed_at, currency, total, status) VALUES (?, ?, ?, ?, ?, ?, ?)');
        const item = ctx.db.prepare("INSERT INTO order_items (order_no, position, name, picture, quantity) VALUES (?, 0, ?, 'grocery', ?)");
        for (const o of orders) {
          insert.run(o.order_no, toUser, site, o.placed_at, o.currency, o.total, o.status);
          item.run(o.order_no, o.item_name, o.quantity);
        }
        ctx.db.prepare('DELETE FROM grocery_orders WHERE grocery_id = ?').run(groceryId);
      };
      const decided = (status: string, newUserId: number | null = null) =>
        ctx.db.prepare("UPDATE grocery_accounts SET status = ?, new_user_id = ?, decided_at = ? WHERE id = ? AND status = 'PENDING'").run(status, newUserId, rc.now, id);

      let linkTo: { email: string; userId: number } | null = null;
      ctx.db.transaction(() => {
        // Owner only, once: another buyer's id, a decided one and an unknown one are all "not found".
        const row = pendingOf(user.id, id);
        if (!row) throw notFound();
        if (answer === 'OPT_IN') {
          moveOrders(row.id, user.id, row.site);
          decided('MOVED');
        } else if (answer === 'CREATE_NEW') {
          if (!row.email || ctx.users.liveByEmail(row.email)) {
            throw new BusinessError(KEYS.inputInvalid, 'An account already uses the grocery login\u2019s e-mail. Combine the accounts instead.');
          }
          const created = ctx.users.create({ site: row.site as never, email: row.email, name: row.name, emailConfirmed: true }, rc.now);
          moveOrders(row.id, created.id, row.site);
          decided('SEPARATE', created.id);
          linkTo = { email: row.email, userId: created.id };
        } else {
          moveOrders(row.id, user.id, row.site);
          if (row.address_line) {
            ctx.db
              .prepare('INSERT INTO addresses (id, user_id, country, postcode, line1, detail_address, created_at, updated_at) VALUES (?, ?, ?, ?, ?, ?, ?, ?)')
              .run(`grocery-${row.id}`, user.id, row.site, row.postcode, row.address_line, row.address_line, rc.now, rc.now);
          }
          if (row.phone && !user.phone && !ctx.users.liveByPhone(row.phone)) {
            ctx.db.prepare('UPDATE users SET phone = ?, modified_at = ? WHERE id = ?').run(row.phone, rc.now, user.id);
          }
          decided('COMBINED');
        }
      })();
      if (linkTo) {
        const { email, userId } = linkTo;
        const token = ctx.tokens.mint({ type: 'RESET_PASSWORD', userId, data: { verified: true, channel: 'email', link: true }, ttlMs: TOKEN_TTL.reset }, rc.now);
        ctx.outbox.deliver(
          {
            channel: 'EMAIL',
            destination: email,
            purpose: 'GROCERY_NEW_ACCOUNT',
            code: '',
            text: `Your grocery orders now have their own account. Set its password: ${passwordLinkUrl(ctx, token)} (valid ${Math.round(TOKEN_TTL.reset / 60_000)} minutes, once).`,
          },
          rc.now,
        );
        return { answer, account: maskEmail(email) };
      }
      return { answer, account: null };
    });
  };
}
