/**
 * The location tree of the address forms (the reference server's data; sources in examples/server/README.md).
 *
 * Every market has its real first-level divisions; one first-level division per market has its complete second
 * level, and one branch below it goes to the last level the market's form asks for. Other branches are shallow:
 * a node without children in this data is a leaf, and the form's cascade ends there (the server's validation knows
 * the same tree, so it asks for exactly the levels that exist). Only real names; correctness over size.
 *
 * Ids are stable and ASCII: `<country>-<slug>` at the first level, `<parent>.<slug>` below.
 */
import type { SiteCode } from '../../src/config/sites.js';

/** A name, or a name with its children. */
type Entry = string | readonly [string, readonly Entry[]];

/** Hà Nội's 51 phường since 1 July 2025 (its 75 xã are left out of the demo data). */
const VN_HA_NOI_WARDS: readonly Entry[] = [
  'Hoàn Kiếm', 'Cửa Nam', 'Ba Đình', 'Ngọc Hà', 'Giảng Võ', 'Hai Bà Trưng', 'Vĩnh Tuy', 'Bạch Mai', 'Đống Đa',
  'Kim Liên', 'Văn Miếu – Quốc Tử Giám', 'Láng', 'Ô Chợ Dừa', 'Hồng Hà', 'Lĩnh Nam', 'Hoàng Mai', 'Vĩnh Hưng',
  'Tương Mai', 'Định Công', 'Hoàng Liệt', 'Yên Sở', 'Thanh Xuân', 'Khương Đình', 'Phương Liệt', 'Cầu Giấy',
  'Nghĩa Đô', 'Yên Hòa', 'Tây Hồ', 'Phú Thượng', 'Tây Tựu', 'Phú Diễn', 'Xuân Đỉnh', 'Đông Ngạc', 'Thượng Cát',
  'Từ Liêm', 'Xuân Phương', 'Tây Mỗ', 'Đại Mỗ', 'Long Biên', 'Bồ Đề', 'Việt Hưng', 'Phúc Lợi', 'Hà Đông',
  'Dương Nội', 'Yên Nghĩa', 'Phú Lương', 'Kiến Hưng', 'Thanh Liệt', 'Chương Mỹ', 'Sơn Tây', 'Tùng Thiện',
];

/** The phường of Hồ Chí Minh City's centre since 1 July 2025 (the former Districts 1 and 3). */
const VN_HO_CHI_MINH_WARDS: readonly Entry[] = ['Sài Gòn', 'Tân Định', 'Bến Thành', 'Cầu Ông Lãnh', 'Bàn Cờ', 'Xuân Hòa', 'Nhiêu Lộc'];

const TREE: Readonly<Record<SiteCode, readonly Entry[]>> = {
  // Indonesia: the 38 provinces (Kemendagri, 2022); DKI Jakarta's six kota/kabupaten; Jakarta Pusat's eight
  // kecamatan; the kelurahan of Menteng and Gambir.
  ID: [
    'Aceh', 'Sumatera Utara', 'Sumatera Barat', 'Riau', 'Kepulauan Riau', 'Jambi', 'Sumatera Selatan',
    'Kepulauan Bangka Belitung', 'Bengkulu', 'Lampung',
    ['DKI Jakarta', [
      ['Kota Jakarta Pusat', [
        'Cempaka Putih',
        ['Gambir', ['Gambir', 'Cideng', 'Petojo Utara', 'Petojo Selatan', 'Kebon Kelapa', 'Duri Pulo']],
        'Johar Baru', 'Kemayoran',
        ['Menteng', ['Menteng', 'Pegangsaan', 'Cikini', 'Gondangdia', 'Kebon Sirih']],
        'Sawah Besar', 'Senen', 'Tanah Abang',
      ]],
      'Kota Jakarta Utara', 'Kota Jakarta Barat', 'Kota Jakarta Selatan', 'Kota Jakarta Timur', 'Kabupaten Kepulauan Seribu',
    ]],
    'Jawa Barat', 'Banten', 'Jawa Tengah', 'DI Yogyakarta', 'Jawa Timur', 'Bali', 'Nusa Tenggara Barat',
    'Nusa Tenggara Timur', 'Kalimantan Barat', 'Kalimantan Tengah', 'Kalimantan Selatan', 'Kalimantan Timur',
    'Kalimantan Utara', 'Sulawesi Utara', 'Gorontalo', 'Sulawesi Tengah', 'Sulawesi Barat', 'Sulawesi Selatan',
    'Sulawesi Tenggara', 'Maluku', 'Maluku Utara', 'Papua', 'Papua Barat', 'Papua Selatan', 'Papua Tengah',
    'Papua Pegunungan', 'Papua Barat Daya',
  ],
  // Viet Nam since the reform of 1 July 2025 (Nghị quyết 202/2025/QH15): the 34 provinces and centrally run
  // cities, then phường/xã with no district level (Nghị quyết 1656/NQ-UBTVQH15 for Hà Nội). Hà Nội's 51 phường
  // and the phường of central Hồ Chí Minh City; the other branches are shallow.
  VN: [
    'An Giang', 'Bắc Ninh', 'Cà Mau', 'Cao Bằng', 'Cần Thơ', 'Đà Nẵng', 'Đắk Lắk', 'Điện Biên', 'Đồng Nai',
    'Đồng Tháp', 'Gia Lai',
    ['Hà Nội', VN_HA_NOI_WARDS],
    'Hà Tĩnh', 'Hải Phòng',
    ['Hồ Chí Minh', VN_HO_CHI_MINH_WARDS],
    'Huế', 'Hưng Yên', 'Khánh Hòa', 'Lai Châu', 'Lạng Sơn', 'Lào Cai', 'Lâm Đồng', 'Nghệ An', 'Ninh Bình',
    'Phú Thọ', 'Quảng Ngãi', 'Quảng Ninh', 'Quảng Trị', 'Sơn La', 'Tây Ninh', 'Thái Nguyên', 'Thanh Hóa',
    'Tuyên Quang', 'Vĩnh Long',
  ],
  // Philippines: the 17 regions (PSGC); NCR's 16 cities and Pateros; San Juan's 21 barangays.
  PH: [
    ['National Capital Region (NCR)', [
      'Caloocan', 'Las Piñas', 'Makati', 'Malabon', 'Mandaluyong', 'Manila', 'Marikina', 'Muntinlupa', 'Navotas',
      'Parañaque', 'Pasay', 'Pasig', 'Pateros', 'Quezon City',
      ['San Juan', ['Addition Hills', 'Balong-Bato', 'Batis', 'Corazon de Jesus', 'Ermitaño', 'Greenhills', 'Isabelita',
        'Kabayanan', 'Little Baguio', 'Maytunas', 'Onse', 'Pasadeña', 'Pedro Cruz', 'Progreso', 'Rivera', 'Salapan',
        'San Perfecto', 'Santa Lucia', 'St. Joseph', 'Tibagan', 'West Crame']],
      'Taguig', 'Valenzuela',
    ]],
    'Cordillera Administrative Region (CAR)', 'Ilocos Region (Region I)', 'Cagayan Valley (Region II)',
    'Central Luzon (Region III)', 'Calabarzon (Region IV-A)', 'Mimaropa (Region IV-B)', 'Bicol Region (Region V)',
    'Western Visayas (Region VI)', 'Central Visayas (Region VII)', 'Eastern Visayas (Region VIII)',
    'Zamboanga Peninsula (Region IX)', 'Northern Mindanao (Region X)', 'Davao Region (Region XI)',
    'Soccsksargen (Region XII)', 'Caraga (Region XIII)', 'Bangsamoro (BARMM)',
  ],
  // Thailand: Bangkok and the 76 provinces (ISO 3166-2:TH); Bangkok's 50 khet; Pathum Wan's four khwaeng.
  TH: [
    ['Bangkok', [
      'Phra Nakhon', 'Dusit', 'Nong Chok', 'Bang Rak', 'Bang Khen', 'Bang Kapi',
      ['Pathum Wan', ['Rong Mueang', 'Wang Mai', 'Pathum Wan', 'Lumphini']],
      'Pom Prap Sattru Phai', 'Phra Khanong', 'Min Buri', 'Lat Krabang', 'Yan Nawa', 'Samphanthawong', 'Phaya Thai',
      'Thon Buri', 'Bangkok Yai', 'Huai Khwang', 'Khlong San', 'Taling Chan', 'Bangkok Noi', 'Bang Khun Thian',
      'Phasi Charoen', 'Nong Khaem', 'Rat Burana', 'Bang Phlat', 'Din Daeng', 'Bueng Kum', 'Sathon', 'Bang Sue',
      'Chatuchak', 'Bang Kho Laem', 'Prawet', 'Khlong Toei', 'Suan Luang', 'Chom Thong', 'Don Mueang',
      'Ratchathewi', 'Lat Phrao', 'Watthana', 'Bang Khae', 'Lak Si', 'Sai Mai', 'Khan Na Yao', 'Saphan Sung',
      'Wang Thonglang', 'Khlong Sam Wa', 'Bang Na', 'Thawi Watthana', 'Thung Khru', 'Bang Bon',
    ]],
    'Amnat Charoen', 'Ang Thong', 'Bueng Kan', 'Buri Ram', 'Chachoengsao', 'Chai Nat', 'Chaiyaphum', 'Chanthaburi',
    'Chiang Mai', 'Chiang Rai', 'Chon Buri', 'Chumphon', 'Kalasin', 'Kamphaeng Phet', 'Kanchanaburi', 'Khon Kaen',
    'Krabi', 'Lampang', 'Lamphun', 'Loei', 'Lop Buri', 'Mae Hong Son', 'Maha Sarakham', 'Mukdahan', 'Nakhon Nayok',
    'Nakhon Pathom', 'Nakhon Phanom', 'Nakhon Ratchasima', 'Nakhon Sawan', 'Nakhon Si Thammarat', 'Nan',
    'Narathiwat', 'Nong Bua Lam Phu', 'Nong Khai', 'Nonthaburi', 'Pathum Thani', 'Pattani', 'Phangnga',
    'Phatthalung', 'Phayao', 'Phetchabun', 'Phetchaburi', 'Phichit', 'Phitsanulok', 'Phra Nakhon Si Ayutthaya',
    'Phrae', 'Phuket', 'Prachin Buri', 'Prachuap Khiri Khan', 'Ranong', 'Ratchaburi', 'Rayong', 'Roi Et',
    'Sa Kaeo', 'Sakon Nakhon', 'Samut Prakan', 'Samut Sakhon', 'Samut Songkhram', 'Saraburi', 'Satun',
    'Si Sa Ket', 'Sing Buri', 'Songkhla', 'Sukhothai', 'Suphan Buri', 'Surat Thani', 'Surin', 'Tak', 'Trang',
    'Trat', 'Ubon Ratchathani', 'Udon Thani', 'Uthai Thani', 'Uttaradit', 'Yala', 'Yasothon',
  ],
  // Malaysia: the 13 states and 3 federal territories (ISO 3166-2:MY); Selangor's nine districts.
  MY: [
    'Johor', 'Kedah', 'Kelantan', 'Melaka', 'Negeri Sembilan', 'Pahang', 'Perak', 'Perlis', 'Pulau Pinang', 'Sabah',
    'Sarawak',
    ['Selangor', ['Gombak', 'Hulu Langat', 'Hulu Selangor', 'Klang', 'Kuala Langat', 'Kuala Selangor', 'Petaling',
      'Sabak Bernam', 'Sepang']],
    'Terengganu', 'W.P. Kuala Lumpur', 'W.P. Labuan', 'W.P. Putrajaya',
  ],
  // Singapore: the five regions of the URA Master Plan and their 55 planning areas (complete).
  SG: [
    ['Central Region', ['Bishan', 'Bukit Merah', 'Bukit Timah', 'Downtown Core', 'Geylang', 'Kallang', 'Marina East',
      'Marina South', 'Marine Parade', 'Museum', 'Newton', 'Novena', 'Orchard', 'Outram', 'Queenstown',
      'River Valley', 'Rochor', 'Singapore River', 'Southern Islands', 'Straits View', 'Tanglin', 'Toa Payoh']],
    ['East Region', ['Bedok', 'Changi', 'Changi Bay', 'Pasir Ris', 'Paya Lebar', 'Tampines']],
    ['North Region', ['Central Water Catchment', 'Lim Chu Kang', 'Mandai', 'Sembawang', 'Simpang', 'Sungei Kadut',
      'Woodlands', 'Yishun']],
    ['North-East Region', ['Ang Mo Kio', 'Hougang', 'North-Eastern Islands', 'Punggol', 'Seletar', 'Sengkang',
      'Serangoon']],
    ['West Region', ['Boon Lay', 'Bukit Batok', 'Bukit Panjang', 'Choa Chu Kang', 'Clementi', 'Jurong East',
      'Jurong West', 'Pioneer', 'Tengah', 'Tuas', 'Western Islands', 'Western Water Catchment']],
  ],
  // Pakistan: the four provinces, the capital territory and the two administered territories; Punjab's 41
  // districts; Lahore's five tehsils.
  PK: [
    'Balochistan', 'Khyber Pakhtunkhwa',
    ['Punjab', [
      'Attock', 'Bahawalnagar', 'Bahawalpur', 'Bhakkar', 'Chakwal', 'Chiniot', 'Dera Ghazi Khan', 'Faisalabad',
      'Gujranwala', 'Gujrat', 'Hafizabad', 'Jhang', 'Jhelum', 'Kasur', 'Khanewal', 'Khushab', 'Kot Addu',
      ['Lahore', ['Lahore City', 'Lahore Cantonment', 'Model Town', 'Raiwind', 'Shalimar']],
      'Layyah', 'Lodhran', 'Mandi Bahauddin', 'Mianwali', 'Multan', 'Murree', 'Muzaffargarh', 'Nankana Sahib',
      'Narowal', 'Okara', 'Pakpattan', 'Rahim Yar Khan', 'Rajanpur', 'Rawalpindi', 'Sahiwal', 'Sargodha',
      'Sheikhupura', 'Sialkot', 'Talagang', 'Taunsa', 'Toba Tek Singh', 'Vehari', 'Wazirabad',
    ]],
    'Sindh', 'Islamabad Capital Territory', 'Gilgit-Baltistan', 'Azad Jammu and Kashmir',
  ],
  // Sri Lanka: the nine provinces; Western Province's three districts; Colombo District's 13 DS divisions.
  LK: [
    ['Western', [
      ['Colombo', ['Colombo', 'Dehiwala', 'Homagama', 'Kaduwela', 'Kesbewa', 'Kolonnawa', 'Maharagama', 'Moratuwa',
        'Padukka', 'Ratmalana', 'Seethawaka', 'Sri Jayawardenepura Kotte', 'Thimbirigasyaya']],
      'Gampaha', 'Kalutara',
    ]],
    'Central', 'Southern', 'Northern', 'Eastern', 'North Western', 'North Central', 'Uva', 'Sabaragamuwa',
  ],
  // Bangladesh: the eight divisions; Dhaka Division's 13 districts; Dhaka District's five upazilas.
  BD: [
    'Barishal', 'Chattogram',
    ['Dhaka', [
      ['Dhaka', ['Dhamrai', 'Dohar', 'Keraniganj', 'Nawabganj', 'Savar']],
      'Faridpur', 'Gazipur', 'Gopalganj', 'Kishoreganj', 'Madaripur', 'Manikganj', 'Munshiganj', 'Narayanganj',
      'Narsingdi', 'Rajbari', 'Shariatpur', 'Tangail',
    ]],
    'Khulna', 'Mymensingh', 'Rajshahi', 'Rangpur', 'Sylhet',
  ],
  // Nepal: the seven provinces; Bagmati's 13 districts; Kathmandu District's 11 municipalities.
  NP: [
    'Koshi', 'Madhesh',
    ['Bagmati', [
      'Bhaktapur', 'Chitwan', 'Dhading', 'Dolakha',
      ['Kathmandu', ['Kathmandu Metropolitan City', 'Budhanilkantha', 'Chandragiri', 'Dakshinkali', 'Gokarneshwar',
        'Kageshwari Manohara', 'Kirtipur', 'Nagarjun', 'Shankharapur', 'Tarakeshwar', 'Tokha']],
      'Kavrepalanchok', 'Lalitpur', 'Makwanpur', 'Nuwakot', 'Ramechhap', 'Rasuwa', 'Sindhuli', 'Sindhupalchok',
    ]],
    'Gandaki', 'Lumbini', 'Karnali', 'Sudurpashchim',
  ],
  // Myanmar: the seven states, seven regions and the union territory; Yangon Region's four districts (as they
  // stood before the 2022 redistricting); Western District's 13 townships.
  MM: [
    'Kachin State', 'Kayah State', 'Kayin State', 'Chin State', 'Mon State', 'Rakhine State', 'Shan State',
    'Sagaing Region', 'Tanintharyi Region', 'Bago Region', 'Magway Region', 'Mandalay Region',
    ['Yangon Region', [
      'Eastern District', 'Northern District', 'Southern District',
      ['Western District', ['Ahlon', 'Bahan', 'Dagon', 'Hlaing', 'Kamayut', 'Kyauktada', 'Kyimyindaing', 'Lanmadaw',
        'Latha', 'Mayangon', 'Pabedan', 'Sanchaung', 'Seikkan']],
    ]],
    'Ayeyarwady Region', 'Naypyidaw Union Territory',
  ],
};

export interface LocationRow {
  readonly id: string;
  readonly name: string;
  readonly parent: string | null;
  readonly level: number;
  readonly leaf: boolean;
}

/** An ASCII slug of a name (diacritics removed, đ → d). */
export function slug(name: string): string {
  return name
    .normalize('NFD')
    .replace(/[\u0300-\u036f]/g, '')
    .replace(/[đĐ]/g, 'd')
    .toLowerCase()
    .replace(/[^a-z0-9]+/g, '-')
    .replace(/^-|-$/g, '');
}

/** The tree of a country as rows (parents before children, in the data's order). */
export function locationRows(country: SiteCode): LocationRow[] {
  const rows: LocationRow[] = [];
  const walk = (entries: readonly Entry[], parent: string | null, level: number) => {
    for (const entry of entries) {
      const [name, children] = typeof entry === 'string' ? [entry, [] as readonly Entry[]] : entry;
      const id = parent === null ? `${country}-${slug(name)}` : `${parent}.${slug(name)}`;
      rows.push({ id, name, parent, level, leaf: children.length === 0 });
      walk(children, id, level + 1);
    }
  };
  walk(TREE[country], null, 1);
  return rows;
}

export const LOCATION_COUNTRIES = Object.keys(TREE) as SiteCode[];
