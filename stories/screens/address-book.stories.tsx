/**
 * The address book section and the dashboard summary inside <PageRoot>, on an in-memory member client (the address
 * calls only): a small Jakarta tree, one saved address, and a variant whose second location level fails to load
 * (the retry state); a Viet Nam variant with the tree since the 2025 reform (province, then ward). Every form asks
 * who receives the parcel. Toolbar language applies (Urdu right to left).
 */
import type { Meta, StoryObj } from '@storybook/react-vite';
import { ADDRESS_PATHS } from '../../src/api/address.js';
import { ApiError } from '../../src/api/errors.js';
import type { MemberClient } from '../../src/api/member.js';
import { AddressBookSection, DefaultAddresses, addressPart } from '../../src/screens/address-book/index.js';
import { PageRoot } from '../../src/screens/page/index.js';
import { readGlobals } from '../support/locale.js';

const TREE: Record<string, { id: string; name: string; leaf: boolean }[]> = {
  '': [
    { id: 'ID-bali', name: 'Bali', leaf: true },
    { id: 'ID-dki-jakarta', name: 'DKI Jakarta', leaf: false },
  ],
  'ID-dki-jakarta': [{ id: 'ID-dki-jakarta.kota-jakarta-pusat', name: 'Kota Jakarta Pusat', leaf: false }],
  'ID-dki-jakarta.kota-jakarta-pusat': [{ id: 'ID-dki-jakarta.kota-jakarta-pusat.menteng', name: 'Menteng', leaf: false }],
  'ID-dki-jakarta.kota-jakarta-pusat.menteng': ['Menteng', 'Pegangsaan', 'Cikini', 'Gondangdia', 'Kebon Sirih'].map((name) => ({
    id: `ID-dki-jakarta.kota-jakarta-pusat.menteng.${name.toLowerCase().replace(/ /g, '-')}`,
    name,
    leaf: true,
  })),
};
const SAVED = {
  id: 'a-1',
  country: 'ID',
  locations: {
    province: { id: 'ID-dki-jakarta', name: 'DKI Jakarta' },
    city: { id: 'ID-dki-jakarta.kota-jakarta-pusat', name: 'Kota Jakarta Pusat' },
    district: { id: 'ID-dki-jakarta.kota-jakarta-pusat.menteng', name: 'Menteng' },
    subdistrict: { id: 'ID-dki-jakarta.kota-jakarta-pusat.menteng.cikini', name: 'Cikini' },
  },
  detailAddress: 'Jl. Cikini Raya No. 73',
  postcode: '10330',
  recipient: 'Siti Rahayu',
  serviceNumber: '081234567890',
  defaultShipping: true,
  defaultBilling: true,
};

/** Viet Nam since 1 July 2025: province, then ward (no district level). */
const VN_TREE: Record<string, { id: string; name: string; leaf: boolean }[]> = {
  '': [
    { id: 'VN-ha-noi', name: 'Hà Nội', leaf: false },
    { id: 'VN-ho-chi-minh', name: 'Hồ Chí Minh', leaf: false },
  ],
  'VN-ha-noi': ['Hoàn Kiếm', 'Cửa Nam', 'Ba Đình', 'Ngọc Hà', 'Giảng Võ'].map((name, index) => ({ id: `VN-ha-noi.w${index}`, name, leaf: true })),
  'VN-ho-chi-minh': ['Sài Gòn', 'Tân Định', 'Bến Thành'].map((name, index) => ({ id: `VN-ho-chi-minh.w${index}`, name, leaf: true })),
};
const VN_SAVED = {
  id: 'v-1',
  country: 'VN',
  locations: { province: { id: 'VN-ha-noi', name: 'Hà Nội' }, city: { id: 'VN-ha-noi.w0', name: 'Hoàn Kiếm' } },
  detailAddress: '12 Phố Hàng Bài',
  recipient: 'Nguyễn Thị Lan',
  serviceNumber: '0912345678',
  defaultShipping: true,
  defaultBilling: true,
};

function memberStub(options: { failLevel2?: boolean; site: 'ID' | 'VN' }): MemberClient {
  const addresses = [options.site === 'VN' ? VN_SAVED : SAVED];
  const tree = options.site === 'VN' ? VN_TREE : TREE;
  const call = async (_method: string, path: string, fields: Record<string, unknown> = {}) => {
    await new Promise((resolve) => setTimeout(resolve, 150));
    if (path === ADDRESS_PATHS.list) return { addresses };
    if (path === ADDRESS_PATHS.locations) {
      const parent = String(fields.parent ?? '');
      if (options.failLevel2 && parent === 'ID-dki-jakarta') throw new ApiError('network', 'NETWORK_ERROR');
      return { locations: tree[parent] ?? [] };
    }
    throw new ApiError('network', 'NETWORK_ERROR');
  };
  return { call } as unknown as MemberClient;
}

function Story({ failLevel2 = false, site = 'ID', language }: { failLevel2?: boolean; site?: 'ID' | 'VN'; language: string }) {
  return (
    <PageRoot options={{ site, language, member: memberStub({ failLevel2, site }), navigate: () => {} }} parts={[addressPart]}>
      {(env) => (
        <main className="mp-root" lang={env.t.lang} dir={env.t.dir}>
          <DefaultAddresses />
          <AddressBookSection />
        </main>
      )}
    </PageRoot>
  );
}

const meta = {
  title: 'Account/Address book',
  component: Story,
  parameters: { layout: 'padded' },
  render: (args, { globals }) => <Story {...args} language={readGlobals(globals).language} />,
  args: { language: 'en' },
} satisfies Meta<typeof Story>;
export default meta;
type StoryT = StoryObj<typeof meta>;

export const WithOneAddress: StoryT = {};
/** Open the form, choose DKI Jakarta: the next level fails and offers retry instead of an empty select. */
export const LevelFailsToLoad: StoryT = { args: { failLevel2: true } };
/** Viet Nam since the reform of 1 July 2025: open the form, pick Hà Nội, then its ward (there is no district). */
export const VietNamProvinceThenWard: StoryT = { args: { site: 'VN' } };
