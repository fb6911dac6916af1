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
  "social.invalid.text": "โปรดเริ่มใหม่จากหน้าเข้าสู่ระบบ",
};

export default th;
