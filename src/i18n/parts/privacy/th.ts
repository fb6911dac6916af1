/** The #privacy section's texts in Thai (keys and placeholders of en.ts). */
import type { PartCatalog } from '../../catalog-parts.js';
import type { PrivacyKey } from './en.js';

const th: PartCatalog<PrivacyKey> = {
  'privacy.intro': "ดาวน์โหลดสำเนาข้อมูลของคุณ หรือลบบัญชีของคุณ",
  'privacy.export.title': "ดาวน์โหลดข้อมูลของฉัน",
  'privacy.export.text': "รับไฟล์เดียวที่มีโปรไฟล์ ประวัติอีเมลและเบอร์โทรศัพท์ ที่อยู่ คำสั่งซื้อ ความยินยอม บัญชีที่เชื่อมโยง และกิจกรรมด้านความปลอดภัยของคุณ: JSON พร้อมสรุปที่อ่านง่าย ทำได้วันละครั้ง",
  'privacy.export.start': "ดาวน์โหลดข้อมูลของฉัน",
  'privacy.export.ready': "ไฟล์ของคุณพร้อมแล้ว การดาวน์โหลดจะเริ่มเอง หากไม่เริ่ม ให้ใช้ลิงก์ด้านล่าง",
  'privacy.export.done': "เสร็จสิ้น",
  'privacy.export.link': "ดาวน์โหลดไฟล์",
  'privacy.delete.title': "ลบบัญชีของฉัน",
  'privacy.delete.text': "ปิดบัญชีและลบข้อมูลส่วนบุคคลของคุณ เราจะตรวจสอบก่อนว่ามีอะไรต้องจัดการให้เรียบร้อย",
  'privacy.delete.start': "ลบบัญชีของฉัน",
  'privacy.checking': "กำลังตรวจสอบบัญชีของคุณ…",
  'privacy.blocked.title': "จัดการรายการเหล่านี้ก่อน",
  'privacy.blocked.text': "บัญชีของคุณจะลบได้เมื่อจัดการรายการต่อไปนี้เรียบร้อยแล้ว:",
  'privacy.blocker.openOrder': "คำสั่งซื้อ {ref} ยังไม่ได้จัดส่งถึง",
  'privacy.blocker.refundableOrder': "คำสั่งซื้อ {ref} ยังคืนสินค้าหรือขอคืนเงินได้",
  'privacy.blocker.walletBalance': "วอลเล็ตของคุณยังมียอดเงิน {amount} ใช้ยอดเงินนั้น หรือติดต่อฝ่ายบริการลูกค้าเพื่อขอคืนเงิน",
  'privacy.recheck': "ตรวจสอบอีกครั้ง",
  'privacy.losses.title': "สิ่งที่คุณจะสูญเสีย",
  'privacy.losses.text': "ทำเครื่องหมายทีละรายการเพื่อยืนยันว่าคุณเข้าใจ",
  'privacy.loss.orderHistory': "ประวัติคำสั่งซื้อของคุณ ({count}) ระบบเก็บบันทึกไว้ตามกฎหมาย แต่ไม่มีชื่อของคุณ",
  'privacy.loss.addresses': "ที่อยู่ที่บันทึกไว้ ({count})",
  'privacy.loss.socialAccounts': "บัญชีโซเชียลที่เชื่อมโยง ({count})",
  'privacy.loss.groceryHistory': "ประวัติคำสั่งซื้อของ grocery ที่เชื่อมโยง ({count})",
  'privacy.loss.staffLink': "การเชื่อมโยงพนักงานและสิทธิประโยชน์",
  'privacy.loss.promotions': "การสมัครรับโปรโมชัน",
  'privacy.delete.ackAll': "ทำเครื่องหมายทุกรายการเพื่อดำเนินการต่อ",
  'privacy.continue': "ดำเนินการต่อ",
  'privacy.cancel': "ยกเลิก",
  'privacy.confirm.title': "ลบบัญชีของคุณหรือไม่",
  'privacy.confirm.text': "คุณจะออกจากระบบในทุกอุปกรณ์ ภายใน {graceDays} วัน การเข้าสู่ระบบจะให้คุณกู้คืนบัญชีได้ หลังจากนั้นบัญชีจะถูกปิด และอีก {coolingDays} วันต่อมาข้อมูลส่วนบุคคลจะถูกลบ และอีเมลกับหมายเลขโทรศัพท์มือถือของคุณจะใช้ได้อีกครั้ง",
  'privacy.confirm.submit': "ลบบัญชีของฉัน",
  'privacy.identityAgain': "กรุณายืนยันว่าเป็นคุณอีกครั้ง",
  'privacy.done': "บัญชีของคุณจะถูกลบ เราส่งอีเมลแจ้งให้คุณแล้ว",
  'privacy.error.exportLimited': "วันนี้คุณดาวน์โหลดข้อมูลไปแล้ว กรุณาลองอีกครั้งพรุ่งนี้",
};

export default th;
