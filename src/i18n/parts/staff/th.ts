/** The staff verification page's texts in Thai (keys and placeholders of en.ts). */
import type { PartCatalog } from '../../catalog-parts.js';
import type { StaffKey } from './en.js';

const th: PartCatalog<StaffKey> = {
  'staff.title': "ยืนยันบัญชีพนักงานของคุณ",
  'staff.intro': "ทำงานที่มาร์เก็ตเพลสใช่ไหม ยืนยันอีเมลที่ทำงานเพื่อเชื่อมกับบัญชีช้อปปิ้งนี้และรับสิทธิประโยชน์พนักงาน",
  'staff.email': "อีเมลที่ทำงาน",
  'staff.emailDomain': "ใช้อีเมลที่ทำงานที่ลงท้ายด้วย {domains}",
  'staff.send': "ส่งรหัส",
  'staff.doneTitle': "ยืนยันบัญชีพนักงานแล้ว",
  'staff.doneText': "อีเมลที่ทำงาน {email} ของคุณเชื่อมกับบัญชีนี้แล้ว",
  'staff.unlink': "ยกเลิกการเชื่อมอีเมลที่ทำงาน",
  'staff.unlinked': "อีเมลที่ทำงานของคุณไม่ได้เชื่อมกับบัญชีนี้แล้ว",
  'staff.notLinked': "บัญชีนี้ยังไม่ได้เชื่อมกับอีเมลที่ทำงาน",
  'staff.codeTitle': "ตรวจสอบอีเมลที่ทำงานของคุณ",
  'staff.codeSent': "เราส่งรหัสไปที่ {email} แล้ว กรุณากรอกรหัสภายใน 5 นาที",
  'staff.confirm': "ยืนยันและเชื่อม",
  'staff.changeEmail': "ใช้อีเมลอื่น",
  'staff.badge': "บัญชีพนักงาน",
  'staff.benefits': "สิทธิประโยชน์พนักงานใช้งานได้ในบัญชีนี้แล้ว",
  'staff.unlinkTitle': "ยกเลิกการเชื่อมอีเมลที่ทำงานใช่ไหม",
  'staff.unlinkText': "บัญชีนี้จะไม่ได้รับสิทธิประโยชน์พนักงานอีก คุณเชื่อมอีเมลที่ทำงานใหม่ได้ทุกเมื่อ",
  'staff.unlinkConfirm': "ยกเลิกการเชื่อม",
  'staff.keep': "เชื่อมไว้ต่อ",
  'staff.error.domain': "เชื่อมได้เฉพาะอีเมลที่ทำงานของมาร์เก็ตเพลสเท่านั้น กรุณาตรวจสอบส่วนหลัง @",
  'staff.error.taken': "อีเมลที่ทำงานนี้เชื่อมกับบัญชีอื่นอยู่แล้ว กรุณายกเลิกการเชื่อมในบัญชีนั้นก่อน",
  'staff.error.alreadyLinked': "บัญชีนี้เชื่อมกับอีเมลที่ทำงานอยู่แล้ว กรุณายกเลิกการเชื่อมก่อนเพื่อเชื่อมอีเมลอื่น",
};

export default th;
