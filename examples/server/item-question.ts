/**
 * The purchased-item question of the identity verification (verify-routes.ts), after issue 23 finding 1 and the
 * OWASP guidance on knowledge-based checks (Choosing and Using Security Questions Cheat Sheet: an answer an attacker
 * can learn or guess is a weak factor; it must not be guessable by asking again; tries are limited per account).
 *
 * - Offered only to an account with no other factor: no phone, no e-mail (so no SMS, call or e-mail code) and no
 *   trusted device (no live session elsewhere). Where one exists, a question whose answer the password holder may
 *   know or learn (an order confirmation, a shared household) would be the weakest way past the step-up, so it is
 *   not offered and the calls refuse it (PL-USER-CHANNEL-UNSUPPORTED).
 * - One question: the bought item asked about and its decoys are a keyed (server secret) function of the account and
 *   its orders, so every asking, in this verification or any later one, shows the same names; the option ids are
 *   drawn once per verification and kept in its token. Comparing askings tells nothing.
 * - Decoys are plausible and never run out: QUESTION_DECOYS names from the shop's catalogue below (six categories of
 *   real-looking products, each with its category's picture, the same pictures the orders use), never a name the
 *   account ever bought. Too few left (an account that bought nearly the whole catalogue): not offered.
 * - Wrong picks are counted per account, across verifications and logins, in the database (the rate limiter's
 *   `item-wrong:<user id>` bucket, limits.itemWrongPicks: 3 a day by default); at the limit the method closes for
 *   the account (PL-USER-VERIFICATION-TOO-MANY-TRIES) until the window passes, whatever the token.
 *
 * What stays (said in docs/security.md): with fixed options each wrong pick rules one decoy out, so the daily limit
 * is what bounds a password holder's guessing (at most 3 of QUESTION_DECOYS + 1 names a day).
 */
import { createHmac, randomBytes, randomInt } from 'node:crypto';
import type { AppContext } from './context.js';

/** Decoys shown with the bought item (six options in all). */
export const QUESTION_DECOYS = 5;

/** The shop's catalogue by category (the category is the picture the orders and decoys show). */
export const PRODUCT_CATALOG: Readonly<Record<string, readonly string[]>> = Object.freeze({
  headphones: [
    'Wireless over-ear headphones', 'Noise-cancelling earbuds', 'Sports neckband earphones', 'Kids volume-limited headphones',
    'Studio monitor headphones', 'Foldable on-ear headphones', 'Bluetooth bone-conduction headset', 'Gaming headset with microphone',
    'True wireless earbuds (charging case)', 'Wired in-ear earphones', 'Sleep headband headphones', 'Open-ear running earbuds',
  ],
  sneaker: [
    'Everyday running shoes', 'Canvas slip-on sneakers', 'Leather court sneakers', 'Trail running shoes',
    'Kids light-up sneakers', 'Memory foam walking shoes', 'High-top basketball shoes', 'Knit training shoes',
    'Waterproof hiking shoes', 'Badminton court shoes', 'Platform canvas sneakers', 'Slip-resistant work shoes',
  ],
  mug: [
    'Ceramic coffee mug set (4 pcs)', 'Double-wall glass cups (2 pcs)', 'Insulated travel tumbler', 'Enamel camping mug',
    'Stoneware teapot with infuser', 'Porcelain rice bowls (6 pcs)', 'Bamboo serving tray', 'Stainless steel lunch box',
    'Cold brew coffee jar', 'Non-stick frying pan 28 cm', 'Glass food containers (5 pcs)', 'Electric milk frother',
  ],
  plant: [
    'Indoor plant in a pot', 'Snake plant in a ceramic pot', 'Monstera in a woven basket', 'Succulent trio set',
    'Self-watering herb planter', 'Orchid in a glass vase', 'Hanging pothos with macrame holder', 'Bonsai starter kit',
    'Peace lily in a pot', 'Cactus garden in a tray', 'Bird of paradise plant', 'Aloe vera in a terracotta pot',
  ],
  backpack: [
    'Canvas backpack', 'Laptop backpack 15.6"', 'Anti-theft travel backpack', 'Kids school backpack',
    'Hiking daypack 20 L', 'Leather mini backpack', 'Waterproof roll-top backpack', 'Foldable packable backpack',
    'Gym drawstring bag', 'Camera backpack with inserts', 'Cabin-size travel backpack', 'Cooler backpack',
  ],
  watch: [
    'Stainless steel wristwatch', 'Fitness tracker band', 'Digital sports watch', 'Smartwatch with heart-rate sensor',
    'Leather strap analogue watch', 'Kids waterproof watch', 'Automatic mechanical watch', 'Minimalist mesh-band watch',
    'Solar-powered field watch', 'Diver-style watch 200 m', 'Rose gold bracelet watch', 'Chronograph watch with date',
  ],
});

interface BoughtItem {
  name: string;
  picture: string;
}

export interface QuestionOption {
  id: string;
  name: string;
  picture: string;
}

/** The question of one verification: its options (in the order shown) and which id is the bought item. */
export interface StoredQuestion {
  options: QuestionOption[];
  answerId: string;
}

/** Every name the account ever bought (decoys are never one of them). */
function boughtNames(ctx: AppContext, userId: number): Set<string> {
  const rows = ctx.db
    .prepare('SELECT DISTINCT i.name AS name FROM order_items i JOIN orders o ON o.order_no = i.order_no WHERE o.user_id = ?')
    .all(userId) as Array<{ name: string }>;
  return new Set(rows.map((row) => row.name));
}

/** The items of the account's recent orders, newest first (what the question may ask about). */
function recentItems(ctx: AppContext, userId: number): BoughtItem[] {
  return ctx.db
    .prepare(
      `SELECT DISTINCT i.name AS name, i.picture AS picture FROM order_items i JOIN orders o ON o.order_no = i.order_no
       WHERE o.user_id = ? ORDER BY o.placed_at DESC LIMIT 20`,
    )
    .all(userId) as BoughtItem[];
}

/** A keyed rank: stable for the account and the server, unknowable without the server's secret. */
const rank = (secret: Buffer, userId: number, label: string) => createHmac('sha256', secret).update(`item-question|${userId}|${label}`).digest('hex');
const byRank = <T>(items: readonly T[], key: (item: T) => string): T[] =>
  items.map((item) => ({ item, key: key(item) })).sort((a, b) => (a.key < b.key ? -1 : a.key > b.key ? 1 : 0)).map((entry) => entry.item);

/**
 * The account's question (the bought item and its decoys, see above), or undefined when the account has no orders
 * or too few decoys are left. Option ids are new: the caller keeps them with its verification.
 */
export function drawQuestion(ctx: AppContext, userId: number): StoredQuestion | undefined {
  const items = recentItems(ctx, userId);
  if (items.length === 0) return undefined;
  const [item] = byRank(items, (i) => rank(ctx.secret, userId, `ask|${i.name}`));
  const bought = boughtNames(ctx, userId);
  const pool = Object.entries(PRODUCT_CATALOG).flatMap(([picture, names]) =>
    names.filter((name) => !bought.has(name)).map((name) => ({ name, picture })),
  );
  const decoys = byRank(pool, (d) => rank(ctx.secret, userId, `decoy|${item!.name}|${d.name}`)).slice(0, QUESTION_DECOYS);
  if (decoys.length < QUESTION_DECOYS) return undefined;
  const options = [item!, ...decoys].map((o) => ({ id: randomBytes(9).toString('base64url'), name: o.name, picture: o.picture }));
  // Shown in a random order (the set is what stays the same).
  for (let i = options.length - 1; i > 0; i -= 1) {
    const j = randomInt(i + 1);
    [options[i], options[j]] = [options[j]!, options[i]!];
  }
  return { options, answerId: options.find((o) => o.name === item!.name)!.id };
}
