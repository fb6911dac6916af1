/** The header's account menu in Thai (the keys of en.ts; the compiler checks none is missing). */
import type { PartCatalog } from '../../catalog-parts.js';
import type { AccountMenuKey } from './en.js';

const catalog: PartCatalog<AccountMenuKey> = {
  'account.menu.button': 'เมนูบัญชีของ {name}',
  'account.menu.myAccount': 'บัญชีของฉัน',
  'account.menu.myProfile': 'โปรไฟล์ของฉัน',
  'account.menu.editProfile': 'แก้ไขโปรไฟล์',
  'account.menu.changeEmail': 'เปลี่ยนอีเมล',
  'account.menu.addEmail': 'เพิ่มอีเมล',
  'account.menu.changeMobile': 'เปลี่ยนเบอร์มือถือ',
  'account.menu.addMobile': 'เพิ่มเบอร์มือถือ',
  'account.menu.changePassword': 'เปลี่ยนรหัสผ่าน',
  'account.menu.setPassword': 'ตั้งรหัสผ่าน',
  'account.menu.feedback': 'ความคิดเห็น',
  'account.menu.help': 'ช่วยเหลือ',
  'account.menu.policies': 'นโยบาย',
  'account.menu.settings': 'การตั้งค่า',
  'account.menu.security': 'ความปลอดภัย',
  'account.menu.privacy': 'ความเป็นส่วนตัว',
  'account.menu.logout': 'ออกจากระบบ',
  'account.logout.title': 'ออกจากระบบใช่ไหม',
  'account.logout.text': 'คุณจะต้องเข้าสู่ระบบอีกครั้งเพื่อดูบัญชีและคำสั่งซื้อของคุณ',
  'account.logout.stay': 'อยู่ในระบบต่อ',
  'account.logout.failed': 'ออกจากระบบไม่สำเร็จ กรุณาลองอีกครั้ง',
  'account.retry': 'ลองอีกครั้ง',
  'account.menu.unavailable': 'เครือข่ายขัดข้อง กรุณาลองใหม่อีกครั้งในภายหลัง',
  'account.menu.close': 'ปิด',
};

export default catalog;
