// The address book calls over real HTTP with the package's own client (src/api/address.ts): owner-only access,
// one default of each kind, the market's validation, the location tree one level at a time.
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createAddressServices, draftOf, type AddressServices } from '../../src/api/address.js';
import { EMPTY_DRAFT, type AddressDraft } from '../../src/config/address-forms.js';
import { SITES, type SiteCode } from '../../src/config/sites.js';
import Database from 'better-sqlite3';
import { addressModule, MAX_ADDRESSES } from './address-routes.js';
import { migrate, MIGRATIONS } from './db.js';
import { LOCATION_COUNTRIES, locationRows } from './address-locations.js';
import { SEED_PASSWORD, SITE_BUYERS } from './seed.js';
import { openBrowser, rawJson, rejection, startTestServer, type Browser, type TestServer } from './testing.js';

let t: TestServer;

beforeAll(async () => {
  t = await startTestServer({ modules: [addressModule()] });
});
afterAll(async () => {
  await t.dispose();
});

async function signedIn(site: SiteCode): Promise<{ b: Browser; api: AddressServices }> {
  const b = openBrowser(t.url, { site });
  await b.member.login({ loginName: SITE_BUYERS[site].email, password: SEED_PASSWORD });
  return { b, api: createAddressServices(b.member, b.config) };
}

const JAKARTA: AddressDraft = {
  ...EMPTY_DRAFT,
  province: 'ID-dki-jakarta',
  city: 'ID-dki-jakarta.kota-jakarta-pusat',
  district: 'ID-dki-jakarta.kota-jakarta-pusat.menteng',
  subdistrict: 'ID-dki-jakarta.kota-jakarta-pusat.menteng.cikini',
  detailAddress: 'Jl. Cikini Raya No. 73',
  postcode: '10330',
  serviceNumber: '081234567890',
};
const LAHORE: AddressDraft = {
  ...EMPTY_DRAFT,
  line1: 'House 12, Street 4, Gulberg III',
  line2: 'Near Liberty Market',
  province: 'PK-punjab',
  city: 'PK-punjab.lahore',
  district: 'PK-punjab.lahore.model-town',
  serviceNumber: '03001234567',
};

describe('location tree', () => {
  it('serves one level at a time: first-level divisions, then the children of a parent', async () => {
    const { api } = await signedIn('ID');
    const provinces = await api.locations(null);
    expect(provinces).toHaveLength(38);
    expect(provinces.find((p) => p.name === 'DKI Jakarta')).toEqual({ id: 'ID-dki-jakarta', name: 'DKI Jakarta', leaf: false });
    expect(provinces.find((p) => p.name === 'Bali')!.leaf).toBe(true);
    const kelurahan = await api.locations('ID-dki-jakarta.kota-jakarta-pusat.menteng');
    expect(kelurahan.map((k) => k.name)).toEqual(['Menteng', 'Pegangsaan', 'Cikini', 'Gondangdia', 'Kebon Sirih']);
    expect(kelurahan.every((k) => k.leaf)).toBe(true);
  });

  it('holds the first-level divisions of all eleven markets, unique ids, and a deep branch in each', () => {
    const firstLevel: Record<SiteCode, number> = { ID: 38, VN: 63, PH: 17, TH: 77, MY: 16, SG: 5, PK: 7, LK: 9, BD: 8, NP: 7, MM: 15 };
    expect(LOCATION_COUNTRIES.sort()).toEqual(Object.keys(SITES).sort());
    for (const country of LOCATION_COUNTRIES) {
      const rows = locationRows(country);
      expect(rows.filter((r) => r.level === 1), country).toHaveLength(firstLevel[country]);
      expect(new Set(rows.map((r) => r.id)).size, country).toBe(rows.length);
      expect(Math.max(...rows.map((r) => r.level)), country).toBeGreaterThanOrEqual(2);
    }
    expect(locationRows('TH').filter((r) => r.parent === 'TH-bangkok')).toHaveLength(50);
    expect(locationRows('SG').filter((r) => r.level === 2)).toHaveLength(55);
    expect(locationRows('PK').filter((r) => r.parent === 'PK-punjab')).toHaveLength(41);
  });

  it('refuses an unknown parent and an unknown country', async () => {
    const { b } = await signedIn('SG');
    expect(await rejection(b.member.call('GET', 'user/api/address/locations', { country: 'SG', parent: 'ID-dki-jakarta' }))).toMatchObject({ status: 404 });
    expect(await rejection(b.member.call('GET', 'user/api/address/locations', { country: 'XX' }))).toMatchObject({ key: 'PL-PARAM-INVALID' });
  });
});

describe('address book', () => {
  it('adds, lists, edits and deletes (ID, with kelurahan); the first address gets both defaults', async () => {
    const { api } = await signedIn('ID');
    const first = await api.add(JAKARTA);
    expect(first).toMatchObject({ country: 'ID', defaultShipping: true, defaultBilling: true, postcode: '10330' });
    expect(first.locations.subdistrict).toEqual({ id: JAKARTA.subdistrict, name: 'Cikini' });
    const second = await api.add({ ...JAKARTA, subdistrict: 'ID-dki-jakarta.kota-jakarta-pusat.menteng.gondangdia', postcode: '10350' });
    expect(second).toMatchObject({ defaultShipping: false, defaultBilling: false });
    expect((await api.list()).map((a) => a.id)).toEqual([first.id, second.id]);

    const edited = await api.edit(second.id, { ...draftOf(second), detailAddress: 'Jl. Teuku Umar No. 1' });
    expect(edited.detailAddress).toBe('Jl. Teuku Umar No. 1');
    await api.remove(first.id);
    expect((await api.list()).map((a) => a.id)).toEqual([second.id]);
    expect(await rejection(api.remove(first.id))).toMatchObject({ key: 'PL-ADDRESS-NOT-FOUND' });
  });

  it('keeps one default of each kind; an address may be both (PK, classic layout)', async () => {
    const { api } = await signedIn('PK');
    const a = await api.add(LAHORE);
    const b = await api.add({ ...LAHORE, line1: 'Flat 3, Block B, Johar Town' });
    let list = await api.setDefault(b.id, 'shipping');
    expect(list.map((x) => [x.defaultShipping, x.defaultBilling])).toEqual([[false, true], [true, false]]);
    list = await api.setDefault(b.id, 'billing');
    expect(list.map((x) => [x.defaultShipping, x.defaultBilling])).toEqual([[false, false], [true, true]]);
    list = await api.setDefault(a.id, 'shipping');
    expect(list.filter((x) => x.defaultShipping)).toHaveLength(1);
    expect(list.filter((x) => x.defaultBilling)).toHaveLength(1);
    expect(a.locations).toMatchObject({ province: { name: 'Punjab' }, city: { name: 'Lahore' }, district: { name: 'Model Town' } });
  });

  it('refuses every read and write of another buyer’s address exactly like an unknown id', async () => {
    const owner = await signedIn('SG');
    // Another buyer (the MY seed account) signed in on the same market.
    const intruder = openBrowser(t.url, { site: 'SG' });
    await intruder.member.login({ loginName: SITE_BUYERS.MY.email, password: SEED_PASSWORD });
    const theirs = createAddressServices(intruder.member, intruder.config);
    const mine = await owner.api.add({
      ...EMPTY_DRAFT,
      province: 'SG-central-region',
      city: 'SG-central-region.orchard',
      detailAddress: '2 Orchard Turn, #04-11',
      postcode: '238801',
      serviceNumber: '91234567',
    });
    expect(await theirs.list()).toEqual([]);
    const draft = draftOf(mine);
    for (const attempt of [theirs.edit(mine.id, { ...draft, detailAddress: 'Hijacked 1' }), theirs.remove(mine.id), theirs.setDefault(mine.id, 'billing')]) {
      expect(await rejection(attempt)).toMatchObject({ key: 'PL-ADDRESS-NOT-FOUND' });
    }
    const after = await owner.api.list();
    expect(after.find((x) => x.id === mine.id)).toMatchObject({ detailAddress: '2 Orchard Turn, #04-11' });
  });

  it('answers PL-USER-SESSION-EXPIRED without a session', async () => {
    const b = openBrowser(t.url, { site: 'SG' });
    const api = createAddressServices(b.member, b.config);
    expect(await rejection(api.list())).toMatchObject({ key: 'PL-USER-SESSION-EXPIRED' });
    expect(await rejection(api.add(JAKARTA))).toMatchObject({ key: 'PL-USER-SESSION-EXPIRED' });
  });

  it('validates on the server with the same rules and keys as the form, per field', async () => {
    const { api } = await signedIn('ID');
    const cases: [Partial<AddressDraft>, Record<string, string>][] = [
      [{ detailAddress: '1234' }, { detailAddress: 'validation.address.length' }],
      [{ detailAddress: '12345 678' }, { detailAddress: 'validation.address.digitsOnly' }],
      [{ detailAddress: 'Jl. Cikini mail me at a@b.co' }, { detailAddress: 'validation.address.email' }],
      [{ postcode: '1033' }, { postcode: 'validation.postcode.invalid' }],
      [{ serviceNumber: '12345' }, { serviceNumber: 'validation.phone.invalid' }],
      [{ taxId: 'x'.repeat(101) }, { taxId: 'validation.taxId.length' }],
      [{ branchId: 'A#1' }, { branchId: 'validation.branchId.invalid' }],
      [{ subdistrict: '' }, { subdistrict: 'validation.required' }],
      [{ subdistrict: 'ID-dki-jakarta.kota-jakarta-pusat.gambir.cideng' }, { subdistrict: 'address.error.location' }],
    ];
    for (const [change, fields] of cases) {
      const error = await rejection(api.add({ ...JAKARTA, ...change }));
      expect(error, JSON.stringify(change)).toMatchObject({ key: 'PL-ADDRESS-INVALID', data: { fields } });
      expect(error.displayMessage).toBeTruthy();
    }
  });

  it('ends the cascade where the tree ends (a shallow branch) and drops fields the market has no use for', async () => {
    const { api } = await signedIn('TH');
    const saved = await api.add({
      ...EMPTY_DRAFT,
      province: 'TH-chiang-mai',
      detailAddress: '99/1 Nimmanhaemin Road',
      postcode: '50200',
      serviceNumber: '0812345678',
      line1: 'smuggled',
    });
    expect(saved.locations).toEqual({ province: { id: 'TH-chiang-mai', name: 'Chiang Mai' } });
    expect(saved.line1).toBe('');
  });

  it('caps the addresses a buyer keeps', async () => {
    const { api } = await signedIn('NP');
    const draft = { ...EMPTY_DRAFT, line1: 'Thamel Marg, House 7', province: 'NP-koshi', serviceNumber: '9812345678' };
    for (let i = 0; i < MAX_ADDRESSES; i += 1) await api.add(draft);
    expect(await rejection(api.add(draft))).toMatchObject({ key: 'PL-ADDRESS-LIMIT' });
  });

  it('refuses a POST without the CSRF token and a malformed body', async () => {
    const { b } = await signedIn('SG');
    const noCsrf = await rawJson(b, '/user/api/address/add', { body: JSON.stringify({ country: 'SG', address: {} }) });
    expect(noCsrf.status).toBe(403);
    const token = await b.member.csrfToken();
    const bad = await rawJson(b, '/user/api/address/add', { body: JSON.stringify({ country: 'SG', address: 'x' }), headers: { 'X-CSRF-TOKEN': token } });
    expect(bad.status).toBe(400);
  });
});

describe('defaults per market', () => {
  it('gives each market its own defaults, and the database refuses a second default of a kind', async () => {
    const { b, api } = await signedIn('MY');
    const my = await api.add({ ...EMPTY_DRAFT, province: 'MY-selangor', city: 'MY-selangor.petaling', detailAddress: '12 Jalan SS2/24', postcode: '47300', serviceNumber: '0123456789' });
    const sg = createAddressServices(b.member, { site: SITES.SG });
    const there = await sg.add({ ...EMPTY_DRAFT, province: 'SG-west-region', city: 'SG-west-region.clementi', detailAddress: 'Blk 312 Clementi Ave 4', postcode: '120312', serviceNumber: '81234567' });
    expect([my.defaultShipping, there.defaultShipping]).toEqual([true, true]);
  });

  it('the schema itself refuses two default shipping addresses of one buyer and market', () => {
    const db = new Database(':memory:');
    migrate(db, MIGRATIONS);
    db.prepare("INSERT INTO users (id, site, created_at, modified_at) VALUES (1, 'SG', 0, 0)").run();
    const insert = db.prepare("INSERT INTO addresses (id, user_id, country, default_shipping, created_at, updated_at) VALUES (?, 1, ?, 1, 0, 0)");
    insert.run('a', 'SG');
    insert.run('b', 'MY');
    expect(() => insert.run('c', 'SG')).toThrow(/UNIQUE/);
    db.close();
  });
});
