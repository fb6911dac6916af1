/**
 * Demo data, written once on first start (all in one transaction, marked by `meta.seed_version`; a second start
 * finds the mark and writes nothing). Times are relative to the server clock at seeding. Every account's password
 * is SEED_PASSWORD unless it has none. The README lists the same accounts.
 */
import { SITE_CODES, type SiteCode } from '../../src/config/sites.js';
import { formatPhoneE164 } from '../../src/validation/phone.js';
import type { DB } from './db.js';
import { getMeta, setMeta } from './db.js';
import type { PasswordHasher } from './passwords.js';
import { createUserStore, DEFAULT_LIFECYCLE } from './users.js';

export const SEED_VERSION = '1';
export const SEED_PASSWORD = 'Passw0rd!';
const DAY = 24 * 60 * 60_000;

/** One demo buyer per site: log in with the e-mail or the phone, password SEED_PASSWORD. */
export const SITE_BUYERS: Readonly<Record<SiteCode, { email: string; phone: string; name: string }>> = Object.freeze({
  SG: { email: 'buyer.sg@example.com', phone: '+65 91234567', name: 'Tan Wei Ling' },
  MY: { email: 'buyer.my@example.com', phone: '+60 123456789', name: 'Nur Aisyah' },
  PH: { email: 'buyer.ph@example.com', phone: '+63 9171234567', name: 'Maria Santos' },
  TH: { email: 'buyer.th@example.com', phone: '+66 812345678', name: 'Somchai Dee' },
  ID: { email: 'buyer.id@example.com', phone: '+62 81234567890', name: 'Budi Santoso' },
  VN: { email: 'buyer.vn@example.com', phone: '+84 912345678', name: 'Nguyen Van An' },
  PK: { email: 'buyer.pk@example.com', phone: '+92 3001234567', name: 'Ayesha Khan' },
  BD: { email: 'buyer.bd@example.com', phone: '+880 1712345678', name: 'Rahim Uddin' },
  LK: { email: 'buyer.lk@example.com', phone: '+94 712345678', name: 'Nimal Perera' },
  MM: { email: 'buyer.mm@example.com', phone: '+95 912345678', name: 'Aung Kyaw' },
  NP: { email: 'buyer.np@example.com', phone: '+977 9812345678', name: 'Sita Sharma' },
});

/** The special SG accounts of issue 4. */
export const SPECIAL_ACCOUNTS = Object.freeze({
  pendingDeletion: { email: 'deleting.sg@example.com', phone: '+65 91230001', name: 'Lim Pending' },
  recentlyDeleted: { email: 'deleted.sg@example.com', phone: '+65 91230002', name: 'Goh Deleted' },
  stepUp: { email: 'stepup.sg@example.com', phone: '+65 91230003', name: 'Ong Stepup' },
  riskyPhone: { email: 'risky.sg@example.com', phone: '+65 91230004', name: 'Koh Risky' },
  noPassword: { email: 'nopass.sg@example.com', phone: '+65 91230005', name: 'Lee Nopass' },
  suspendedSocial: { email: 'social.sg@example.com', phone: '+65 91230006', name: 'Chua Social' },
});

export const GUEST_EMAIL = 'guest.sg@example.com';
/** The suspended social account: a Google identity with this subject. */
export const SUSPENDED_SOCIAL = Object.freeze({ provider: 'GOOGLE' as const, subject: 'google-suspended-sg' });
/** A linked social account in good standing: a Facebook identity of the SG buyer. */
export const LINKED_SOCIAL = Object.freeze({ provider: 'FACEBOOK' as const, subject: 'facebook-buyer-sg' });

function e164(phone: string, site: SiteCode): string {
  const value = formatPhoneE164(phone, site);
  if (!value) throw new Error(`seed phone ${phone} is not a valid ${site} mobile number`);
  return value;
}

/** Seeds an empty database; does nothing when the seed mark is present. Returns whether it wrote anything. */
export async function seedDatabase(db: DB, hasher: PasswordHasher, now: number): Promise<boolean> {
  if (getMeta(db, 'seed_version') !== undefined) return false;
  const users = createUserStore(db, DEFAULT_LIFECYCLE);

  // Hash outside the transaction (scrypt is asynchronous), each with its own salt.
  const buyers = await Promise.all(
    SITE_CODES.map(async (site) => ({ site, ...SITE_BUYERS[site], hash: await hasher.hash(SEED_PASSWORD) })),
  );
  const specialHashes = Object.fromEntries(
    await Promise.all(Object.keys(SPECIAL_ACCOUNTS).map(async (key) => [key, await hasher.hash(SEED_PASSWORD)] as const)),
  ) as Record<keyof typeof SPECIAL_ACCOUNTS, string>;

  db.transaction(() => {
    if (getMeta(db, 'seed_version') !== undefined) return;
    let sgBuyerId = 0;
    for (const buyer of buyers) {
      const row = users.create(
        { site: buyer.site, email: buyer.email, phone: e164(buyer.phone, buyer.site), name: buyer.name, passwordHash: buyer.hash, emailConfirmed: true },
        now,
      );
      if (buyer.site === 'SG') sgBuyerId = row.id;
    }
    const special = SPECIAL_ACCOUNTS;
    const sg = (key: keyof typeof SPECIAL_ACCOUNTS) => ({
      site: 'SG' as const,
      email: special[key].email,
      phone: e164(special[key].phone, 'SG'),
      name: special[key].name,
      passwordHash: specialHashes[key],
      emailConfirmed: true,
    });
    users.create({ ...sg('pendingDeletion'), status: 'DELETION_PENDING', deletionRequestedAt: now - DAY }, now - 400 * DAY);
    users.create({ ...sg('recentlyDeleted'), status: 'DELETED', deletionRequestedAt: now - 16 * DAY, deletedAt: now - 2 * DAY }, now - 300 * DAY);
    users.create({ ...sg('stepUp'), stepUp: true }, now - 200 * DAY);
    const risky = users.create(sg('riskyPhone'), now - 100 * DAY);
    users.create({ ...sg('noPassword'), passwordHash: null }, now - 50 * DAY);
    const social = users.create(sg('suspendedSocial'), now - 30 * DAY);

    db.prepare('INSERT INTO risky_phones (phone, reason) VALUES (?, ?)').run(risky.phone, 'seed: SMS pumping suspected');
    db.prepare('INSERT INTO social_accounts (provider, subject, user_id, email, suspended, created_at) VALUES (?, ?, ?, ?, 1, ?)').run(
      SUSPENDED_SOCIAL.provider,
      SUSPENDED_SOCIAL.subject,
      social.id,
      social.email,
      now - 30 * DAY,
    );
    db.prepare('INSERT INTO social_accounts (provider, subject, user_id, email, suspended, created_at) VALUES (?, ?, ?, ?, 0, ?)').run(
      LINKED_SOCIAL.provider,
      LINKED_SOCIAL.subject,
      sgBuyerId,
      SITE_BUYERS.SG.email,
      now - 60 * DAY,
    );
    const order = db.prepare('INSERT INTO guest_orders (order_no, email, site, placed_at, items, total) VALUES (?, ?, ?, ?, ?, ?)');
    order.run('SG-GUEST-1001', GUEST_EMAIL, 'SG', now - 20 * DAY, 2, 'SGD 48.90');
    order.run('SG-GUEST-1002', GUEST_EMAIL, 'SG', now - 5 * DAY, 1, 'SGD 12.50');
    setMeta(db, 'seed_version', SEED_VERSION);
  })();
  return true;
}
