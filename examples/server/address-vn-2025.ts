/**
 * Saved Vietnamese addresses across the reform of 1 July 2025 (63 provinces → 34, the district level abolished):
 * the SQL of the migration that keeps every saved VN address readable.
 *
 * - The province id becomes the id of the province it merged into (Bắc Giang → Bắc Ninh, Bình Dương → Hồ Chí
 *   Minh, Thừa Thiên Huế → Huế, …; Nghị quyết 202/2025/QH15). Provinces that did not merge keep their id.
 * - The old district and ward are written at the end of the detail address, by name ("…, Kim Mã, Ba Đình"), and
 *   their ids are cleared: old wards were split and merged, so no old ward maps to one new ward. The address shows
 *   as the buyer wrote it; editing it asks for the new ward.
 *
 * The old names are the 2024 tree's (examples/server/address-locations.ts before the reform): Hà Nội's districts and
 * the wards of Ba Đình and Hoàn Kiếm, the only branch that went below the province.
 */
import { slug } from './address-locations.js';

/** Old province (as the 2024 tree named it) → the province it is part of since 1 July 2025. */
const MERGED_INTO: Readonly<Record<string, string>> = {
  'Hà Giang': 'Tuyên Quang',
  'Yên Bái': 'Lào Cai',
  'Bắc Kạn': 'Thái Nguyên',
  'Vĩnh Phúc': 'Phú Thọ',
  'Hòa Bình': 'Phú Thọ',
  'Bắc Giang': 'Bắc Ninh',
  'Thái Bình': 'Hưng Yên',
  'Hải Dương': 'Hải Phòng',
  'Hà Nam': 'Ninh Bình',
  'Nam Định': 'Ninh Bình',
  'Quảng Bình': 'Quảng Trị',
  'Quảng Nam': 'Đà Nẵng',
  'Kon Tum': 'Quảng Ngãi',
  'Bình Định': 'Gia Lai',
  'Ninh Thuận': 'Khánh Hòa',
  'Đắk Nông': 'Lâm Đồng',
  'Bình Thuận': 'Lâm Đồng',
  'Phú Yên': 'Đắk Lắk',
  'Bình Dương': 'Hồ Chí Minh',
  'Bà Rịa – Vũng Tàu': 'Hồ Chí Minh',
  'Bình Phước': 'Đồng Nai',
  'Long An': 'Tây Ninh',
  'Sóc Trăng': 'Cần Thơ',
  'Hậu Giang': 'Cần Thơ',
  'Bến Tre': 'Vĩnh Long',
  'Trà Vinh': 'Vĩnh Long',
  'Tiền Giang': 'Đồng Tháp',
  'Bạc Liêu': 'Cà Mau',
  'Kiên Giang': 'An Giang',
  'Thừa Thiên Huế': 'Huế',
};

/** Hà Nội's districts before the reform, and the wards of the two the 2024 tree held. */
const HA_NOI_2024: Readonly<Record<string, readonly string[]>> = {
  'Ba Đình': ['Cống Vị', 'Điện Biên', 'Đội Cấn', 'Giảng Võ', 'Kim Mã', 'Liễu Giai', 'Ngọc Hà', 'Ngọc Khánh', 'Nguyễn Trung Trực',
    'Phúc Xá', 'Quán Thánh', 'Thành Công', 'Trúc Bạch', 'Vĩnh Phúc'],
  'Hoàn Kiếm': ['Chương Dương', 'Cửa Đông', 'Cửa Nam', 'Đồng Xuân', 'Hàng Bạc', 'Hàng Bài', 'Hàng Bồ', 'Hàng Bông', 'Hàng Buồm',
    'Hàng Đào', 'Hàng Gai', 'Hàng Mã', 'Hàng Trống', 'Lý Thái Tổ', 'Phan Chu Trinh', 'Phúc Tân', 'Trần Hưng Đạo', 'Tràng Tiền'],
  ...Object.fromEntries(
    ['Tây Hồ', 'Long Biên', 'Cầu Giấy', 'Đống Đa', 'Hai Bà Trưng', 'Hoàng Mai', 'Thanh Xuân', 'Nam Từ Liêm', 'Bắc Từ Liêm',
      'Hà Đông', 'Sơn Tây', 'Ba Vì', 'Chương Mỹ', 'Đan Phượng', 'Đông Anh', 'Gia Lâm', 'Hoài Đức', 'Mê Linh', 'Mỹ Đức',
      'Phú Xuyên', 'Phúc Thọ', 'Quốc Oai', 'Sóc Sơn', 'Thạch Thất', 'Thanh Oai', 'Thanh Trì', 'Thường Tín', 'Ứng Hòa'].map(
      (district) => [district, []],
    ),
  ),
};

const quote = (text: string) => `'${text.replace(/'/g, "''")}'`;
const caseOf = (column: string, pairs: ReadonlyArray<readonly [string, string]>, otherwise: string) =>
  `CASE ${column} ${pairs.map(([from, to]) => `WHEN ${quote(from)} THEN ${quote(to)}`).join(' ')} ELSE ${otherwise} END`;

/** The migration's SQL: provinces merged, old district and ward moved into the detail address by name. */
export function vietnamReformSql(): string {
  const provinces = Object.entries(MERGED_INTO).map(([from, to]) => [`VN-${slug(from)}`, `VN-${slug(to)}`] as const);
  const districts = Object.keys(HA_NOI_2024).map((name) => [`VN-ha-noi.${slug(name)}`, name] as const);
  const wards = Object.entries(HA_NOI_2024).flatMap(([district, names]) =>
    names.map((name) => [`VN-ha-noi.${slug(district)}.${slug(name)}`, name] as const),
  );
  const oldWard = caseOf('district', wards, "''");
  const oldDistrict = caseOf('city', districts, "''");
  // "ward, district" where known, joined to the detail address with ", ".
  const legacy = `TRIM(${oldWard} || CASE WHEN ${oldWard} <> '' AND ${oldDistrict} <> '' THEN ', ' ELSE '' END || ${oldDistrict})`;
  return `
    UPDATE addresses SET
      detail_address = detail_address || CASE WHEN ${legacy} <> '' THEN ', ' || ${legacy} ELSE '' END,
      province = ${caseOf('province', provinces, 'province')},
      city = '', district = '', subdistrict = ''
    WHERE country = 'VN';
  `;
}
