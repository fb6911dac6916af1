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

/** Who receives the parcels of these tests (a name every market's rule accepts, the Philippines' two words too). */
const RECIPIENT = 'Siti Rahayu';

const JAKARTA: AddressDraft = {
  ...EMPTY_DRAFT, recipient: RECIPIENT,
  province: 'ID-dki-jakarta',
  city: 'ID-dki-jakarta.kota-jakarta-pusat',
  district: 'ID-dki-jakarta.kota-jakarta-pusat.menteng',
  subdistrict: 'ID-dki-jakarta.kota-jakarta-pusat.menteng.cikini',
  detailAddress: 'Jl. Cikini Raya No. 73',
  postcode: '10330',
  serviceNumber: '081234567890',
};
const LAHORE: AddressDraft = {
  ...EMPTY_DRAFT, recipient: RECIPIENT,
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
    const firstLevel: Record<SiteCode, number> = { ID: 38, VN: 34, PH: 17, TH: 77, MY: 16, SG: 5, PK: 7, LK: 9, BD: 8, NP: 7, MM: 15 };
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
      ...EMPTY_DRAFT, recipient: RECIPIENT,
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
      [{ recipient: '' }, { recipient: 'validation.required' }],
      [{ recipient: 'S' }, { recipient: 'validation.fullName.length' }],
      [{ recipient: 'Siti <Rahayu>' }, { recipient: 'validation.fullName.special' }],
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
      ...EMPTY_DRAFT, recipient: RECIPIENT,
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
    const draft = { ...EMPTY_DRAFT, recipient: RECIPIENT, line1: 'Thamel Marg, House 7', province: 'NP-koshi', serviceNumber: '9812345678' };
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

describe('who receives the parcel', () => {
  it('stores the recipient beside the contact number, by the market’s name rule (the Philippines: two words)', async () => {
    const { api } = await signedIn('PH');
    const manila: AddressDraft = {
      ...EMPTY_DRAFT,
      recipient: 'Ma. Cristina Dela Cruz',
      province: 'PH-national-capital-region-ncr',
      city: 'PH-national-capital-region-ncr.san-juan',
      district: 'PH-national-capital-region-ncr.san-juan.greenhills',
      detailAddress: 'Unit 5B, 12 Ortigas Avenue',
      postcode: '1502',
      serviceNumber: '09171234567',
    };
    const saved = await api.add(manila);
    expect(saved).toMatchObject({ recipient: 'Ma. Cristina Dela Cruz', serviceNumber: '09171234567' });
    expect(await rejection(api.add({ ...manila, recipient: 'Cristina' }))).toMatchObject({ data: { fields: { recipient: 'validation.fullName.words' } } });
    expect(await rejection(api.add({ ...manila, recipient: 'Cristina 2nd' }))).toMatchObject({ data: { fields: { recipient: 'validation.fullName.digits' } } });
    expect((await api.edit(saved.id, { ...draftOf(saved), recipient: 'Jose Rizal' })).recipient).toBe('Jose Rizal');
  });
});

describe('Viet Nam after the reform of 1 July 2025', () => {
  it('has 34 provinces, then ward or commune with no district level', async () => {
    const { api } = await signedIn('VN');
    const provinces = await api.locations(null);
    expect(provinces).toHaveLength(34);
    expect(provinces.map((p) => p.name)).toEqual(expect.arrayContaining(['Hà Nội', 'Hồ Chí Minh', 'Huế', 'Đà Nẵng', 'Cần Thơ', 'Hải Phòng']));
    expect(provinces.map((p) => p.name)).not.toContain('Bình Dương');
    const wards = await api.locations('VN-ha-noi');
    expect(wards).toHaveLength(51);
    expect(wards.every((w) => w.leaf)).toBe(true);
    expect(wards.map((w) => w.name)).toEqual(expect.arrayContaining(['Hoàn Kiếm', 'Ba Đình', 'Văn Miếu – Quốc Tử Giám']));
  });

  it('saves an address entered as province then ward, and refuses a third level', async () => {
    const { api } = await signedIn('VN');
    const hanoi: AddressDraft = {
      ...EMPTY_DRAFT,
      recipient: 'Nguyễn Thị Lan',
      province: 'VN-ha-noi',
      city: 'VN-ha-noi.hoan-kiem',
      detailAddress: '12 Phố Hàng Bài',
      serviceNumber: '0912345678',
    };
    const saved = await api.add(hanoi);
    expect(saved.locations).toEqual({ province: { id: 'VN-ha-noi', name: 'Hà Nội' }, city: { id: 'VN-ha-noi.hoan-kiem', name: 'Hoàn Kiếm' } });
    expect(await rejection(api.add({ ...hanoi, city: '' }))).toMatchObject({ data: { fields: { city: 'validation.required' } } });
    const stale = await api.add({ ...hanoi, district: 'VN-ha-noi.hoan-kiem.hang-bai' });
    expect(stale.locations.district).toBeUndefined();
  });

  it('keeps saved addresses of the old tree readable: merged province, old district and ward written into the detail', () => {
    const db = new Database(':memory:');
    migrate(db, MIGRATIONS.filter((m) => m.version < 170));
    db.prepare("INSERT INTO users (id, site, name, created_at, modified_at) VALUES (1, 'VN', 'Trần Văn Minh', 0, 0)").run();
    const insert = db.prepare(
      `INSERT INTO addresses (id, user_id, country, province, city, district, detail_address, service_number, created_at, updated_at)
       VALUES (?, 1, 'VN', ?, ?, ?, ?, '0912345678', 0, 0)`,
    );
    insert.run('hanoi', 'VN-ha-noi', 'VN-ha-noi.ba-dinh', 'VN-ha-noi.ba-dinh.kim-ma', '12 Phố Kim Mã');
    insert.run('binhduong', 'VN-binh-duong', '', '', '5 Đại lộ Bình Dương');
    insert.run('hue', 'VN-thua-thien-hue', '', '', '3 Lê Lợi');
    insert.run('caugiay', 'VN-ha-noi', 'VN-ha-noi.cau-giay', '', '1 Xuân Thủy');
    migrate(db, MIGRATIONS);
    const rows = db.prepare('SELECT id, recipient, province, city, district, detail_address FROM addresses ORDER BY rowid').all();
    expect(rows).toEqual([
      { id: 'hanoi', recipient: 'Trần Văn Minh', province: 'VN-ha-noi', city: '', district: '', detail_address: '12 Phố Kim Mã, Kim Mã, Ba Đình' },
      { id: 'binhduong', recipient: 'Trần Văn Minh', province: 'VN-ho-chi-minh', city: '', district: '', detail_address: '5 Đại lộ Bình Dương' },
      { id: 'hue', recipient: 'Trần Văn Minh', province: 'VN-hue', city: '', district: '', detail_address: '3 Lê Lợi' },
      { id: 'caugiay', recipient: 'Trần Văn Minh', province: 'VN-ha-noi', city: '', district: '', detail_address: '1 Xuân Thủy, Cầu Giấy' },
    ]);
    const provinces = new Set(locationRows('VN').filter((r) => r.level === 1).map((r) => r.id));
    for (const row of rows as { province: string }[]) expect(provinces.has(row.province)).toBe(true);
    db.close();
  });
});

describe('defaults per market', () => {
  it('gives each market its own defaults, and the database refuses a second default of a kind', async () => {
    const { b, api } = await signedIn('MY');
    const my = await api.add({ ...EMPTY_DRAFT, recipient: RECIPIENT, province: 'MY-selangor', city: 'MY-selangor.petaling', detailAddress: '12 Jalan SS2/24', postcode: '47300', serviceNumber: '0123456789' });
    const sg = createAddressServices(b.member, { site: SITES.SG });
    const there = await sg.add({ ...EMPTY_DRAFT, recipient: RECIPIENT, province: 'SG-west-region', city: 'SG-west-region.clementi', detailAddress: 'Blk 312 Clementi Ave 4', postcode: '120312', serviceNumber: '81234567' });
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
