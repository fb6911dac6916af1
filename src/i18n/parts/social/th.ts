/** The same-tab social sign-in's texts in Thai (keys and placeholders of en.ts). */
import type { PartCatalog } from '../../catalog-parts.js';
import type { SocialKey } from './en.js';

const th: PartCatalog<SocialKey> = {
  "social.refused.title": "{provider} ไม่อนุญาตให้เข้าสู่ระบบที่นี่",
  "social.refused.text": "{provider} บล็อกการเข้าสู่ระบบในเบราว์เซอร์ของแอปนี้ เปิดหน้านี้ในเบราว์เซอร์ของคุณ หรือใช้วิธีอื่นเพื่อเข้าสู่ระบบ",
  "social.openBrowser": "เปิดในเบราว์เซอร์ของคุณ",
  "social.copyLink": "คัดลอกลิงก์",
  "social.copyHint": "คัดลอกลิงก์ แล้ววางลงในแถบที่อยู่ของเบราว์เซอร์",
  "social.copied": "คัดลอกลิงก์แล้ว",
  "social.otherWays": "วิธีอื่นในการเข้าสู่ระบบ",
  "social.invalid.title": "ไม่สามารถเข้าสู่ระบบครั้งนี้ให้เสร็จได้",
  "social.invalid.text": "กรุณาเริ่มใหม่จากหน้าเข้าสู่ระบบ",
  "social.panel.title": "บัญชีที่เชื่อมต่อ",
  "social.panel.intro": "เข้าสู่ระบบด้วย Google หรือ Facebook ได้ด้วย วิธีเข้าสู่ระบบอื่นของคุณยังคงเหมือนเดิม",
  "social.panel.loading": "กำลังโหลดบัญชีที่เชื่อมต่อ…",
  "social.panel.retry": "ลองอีกครั้ง",
  "social.panel.linked": "เชื่อมต่อเป็น {email} ตั้งแต่ {date}",
  "social.panel.linkedNoEmail": "เชื่อมต่อตั้งแต่ {date}",
  "social.panel.notLinked": "ยังไม่ได้เชื่อมต่อ",
  "social.panel.link": "เชื่อมต่อ {provider}",
  "social.panel.unlink": "ยกเลิกการเชื่อมต่อ {provider}",
  "social.panel.cancel": "ยกเลิก",
  "social.panel.unlinkTitle": "ยกเลิกการเชื่อมต่อ {provider} ไหม",
  "social.panel.unlinkText": "คุณจะเข้าสู่ระบบด้วย {provider} ไม่ได้อีก",
  "social.panel.done.linked": "เชื่อมต่อ {provider} แล้ว",
  "social.panel.done.unlinked": "ยกเลิกการเชื่อมต่อ {provider} แล้ว",
  "social.error.elsewhere": "บัญชี {provider} นี้เชื่อมต่อกับบัญชีมาร์เก็ตเพลสอื่นอยู่แล้ว กรุณาใช้บัญชี {provider} อื่น",
  "social.error.already": "มีบัญชี {provider} อื่นเชื่อมต่ออยู่แล้ว กรุณายกเลิกการเชื่อมต่อก่อน",
  "social.error.lastWay": "{provider} เป็นวิธีเดียวที่คุณใช้เข้าสู่ระบบ กรุณาเพิ่ม{ways}ก่อน แล้วจึงยกเลิกการเชื่อมต่อ",
  "social.error.notLinked": "บัญชีนี้ไม่ได้เชื่อมต่อแล้ว",
  "social.error.busy": "ลองหลายครั้งเกินไป กรุณารอสักครู่แล้วลองอีกครั้ง",
  "social.error.network": "ไม่มีการเชื่อมต่อ กรุณาตรวจสอบเครือข่ายแล้วลองอีกครั้ง",
  "social.error.failed": "เกิดข้อผิดพลาด กรุณาลองอีกครั้ง",
  "social.error.inApp": "เปิด {provider} ในเบราว์เซอร์ของแอปนี้ไม่ได้ เปิดหน้านี้ในเบราว์เซอร์ของคุณเพื่อเชื่อมต่อ",
  "social.way.password": "รหัสผ่าน",
  "social.way.phone": "หมายเลขโทรศัพท์มือถือ",
  "social.way.email": "อีเมลที่ยืนยันแล้ว",
  "social.way.passkey": "พาสคีย์",
};

export default th;
