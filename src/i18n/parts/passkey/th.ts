/** Passkeys in Thai (the keys of en.ts; the compiler checks none is missing). */
import type { PartCatalog } from '../../catalog-parts.js';
import type { PasskeyKey } from './en.js';

const catalog: PartCatalog<PasskeyKey> = {
  'passkey.signIn': "เข้าสู่ระบบด้วยพาสคีย์",
  'passkey.panel.title': "พาสคีย์",
  'passkey.panel.intro': "เข้าสู่ระบบด้วยลายนิ้วมือ ใบหน้า หรือการล็อกหน้าจอแทนรหัสผ่าน",
  'passkey.panel.empty': "คุณยังไม่มีพาสคีย์",
  'passkey.panel.add': "เพิ่มพาสคีย์",
  'passkey.panel.created': "สร้างเมื่อ {date}",
  'passkey.panel.lastUsed': "ใช้ล่าสุด {date}",
  'passkey.panel.neverUsed': "ยังไม่เคยใช้",
  'passkey.panel.rename': "เปลี่ยนชื่อ",
  'passkey.panel.renameLabel': "ชื่อพาสคีย์",
  'passkey.panel.save': "บันทึก",
  'passkey.panel.cancel': "ยกเลิก",
  'passkey.panel.remove': "นำออก",
  'passkey.panel.removeTitle': "นำพาสคีย์นี้ออกไหม",
  'passkey.panel.removeText': "คุณจะเข้าสู่ระบบด้วย “{name}” ไม่ได้อีก วิธีเข้าสู่ระบบอื่นของคุณยังคงเหมือนเดิม",
  'passkey.panel.added': "เพิ่มพาสคีย์แล้ว",
  'passkey.panel.renamed': "เปลี่ยนชื่อพาสคีย์แล้ว",
  'passkey.panel.removed': "นำพาสคีย์ออกแล้ว",
  'passkey.panel.loading': "กำลังโหลดพาสคีย์ของคุณ…",
  'passkey.panel.retry': "ลองอีกครั้ง",
  'passkey.offer.title': "เข้าสู่ระบบได้เร็วขึ้นในครั้งหน้า",
  'passkey.offer.text': "สร้างพาสคีย์เพื่อเข้าสู่ระบบด้วยลายนิ้วมือ ใบหน้า หรือการล็อกหน้าจอ ไม่ต้องจำรหัสผ่าน",
  'passkey.offer.create': "สร้างพาสคีย์",
  'passkey.offer.notNow': "ไว้ทีหลัง",
  'passkey.offer.created': "สร้างพาสคีย์แล้ว ครั้งหน้าให้เลือก “เข้าสู่ระบบด้วยพาสคีย์”",
  'passkey.offer.continue': "ดำเนินการต่อ",
  'passkey.error.failed': "ใช้พาสคีย์นี้ไม่ได้ กรุณาลองอีกครั้งหรือเลือกวิธีเข้าสู่ระบบอื่น",
  'passkey.error.exists': "อุปกรณ์นี้มีพาสคีย์สำหรับบัญชีของคุณอยู่แล้ว",
  'passkey.error.unsupported': "เบราว์เซอร์นี้ใช้พาสคีย์ที่นี่ไม่ได้ กรุณาเลือกวิธีเข้าสู่ระบบอื่น",
  'passkey.error.notFound': "ไม่มีพาสคีย์นี้แล้ว",
  'passkey.error.busy': "ลองหลายครั้งเกินไป กรุณารอสักครู่แล้วลองอีกครั้ง",
  'passkey.error.network': "เครือข่ายขัดข้อง กรุณาตรวจสอบการเชื่อมต่อแล้วลองอีกครั้ง",
  'passkey.error.session': "เซสชันของคุณหมดอายุแล้ว กรุณาเข้าสู่ระบบอีกครั้ง",
  'passkey.error.nameEmpty': "กรุณาใส่ชื่อ",
};

export default catalog;
