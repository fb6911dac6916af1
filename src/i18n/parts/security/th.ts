/** The #security section in Thai (the keys of en.ts; the compiler checks none is missing). */
import type { PartCatalog } from '../../catalog-parts.js';
import type { SecurityKey } from './en.js';

const catalog: PartCatalog<SecurityKey> = {
  'security.sessions.title': 'อุปกรณ์และเซสชัน',
  'security.sessions.intro': 'เบราว์เซอร์และแอปเหล่านี้เข้าสู่ระบบบัญชีของคุณอยู่ หากพบรายการที่คุณไม่รู้จัก ให้สั่งออกจากระบบแล้วเปลี่ยนรหัสผ่าน',
  'security.sessions.loading': 'กำลังโหลดอุปกรณ์ของคุณ…',
  'security.sessions.loadFailed': 'โหลดอุปกรณ์ของคุณไม่ได้',
  'security.sessions.thisDevice': 'อุปกรณ์นี้',
  'security.sessions.phoneApp': 'แอปบนโทรศัพท์ (เข้าสู่ระบบด้วยคิวอาร์โค้ด)',
  'security.sessions.unknownBrowser': 'เบราว์เซอร์ที่ไม่รู้จัก',
  'security.sessions.browserOn': '{browser} บน {system}',
  'security.sessions.method': 'เข้าสู่ระบบด้วย',
  'security.sessions.started': 'เข้าสู่ระบบเมื่อ',
  'security.sessions.lastActive': 'ใช้งานล่าสุด',
  'security.sessions.network': 'เครือข่าย',
  'security.sessions.place': 'สถานที่',
  'security.sessions.signOut': 'ออกจากระบบ',
  'security.sessions.signOutNamed': 'ออกจากระบบ {device}',
  'security.sessions.signOutOthers': 'ออกจากระบบอุปกรณ์อื่นทั้งหมด',
  'security.sessions.confirmTitle': 'ออกจากระบบอุปกรณ์อื่นทั้งหมดหรือไม่',
  'security.sessions.confirmText': 'เบราว์เซอร์อื่นทั้งหมดและแอปบนโทรศัพท์จะต้องเข้าสู่ระบบใหม่ อุปกรณ์นี้ยังคงเข้าสู่ระบบอยู่',
  'security.sessions.signedOut': '{device} ออกจากระบบแล้ว',
  'security.sessions.othersSignedOut': 'อุปกรณ์อื่นทั้งหมดออกจากระบบแล้ว',
  'security.sessions.onlyThis': 'ไม่มีอุปกรณ์อื่นที่เข้าสู่ระบบอยู่',
  'security.method.password': 'รหัสผ่าน',
  'security.method.code': 'รหัสใช้ครั้งเดียว',
  'security.method.qr': 'คิวอาร์โค้ด',
  'security.method.passkey': 'พาสคีย์',
  'security.method.reset': 'รีเซ็ตรหัสผ่าน',
  'security.method.signup': 'สมัครสมาชิก',
  'security.method.restore': 'กู้คืนบัญชี',
  'security.method.other': 'อื่นๆ',
};

export default catalog;
