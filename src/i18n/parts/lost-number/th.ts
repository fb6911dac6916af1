/** The texts of /user/lost-number in Thai (keys and placeholders of en.ts). */
import type { PartCatalog } from '../../catalog-parts.js';
import type { LostNumberKey } from './en.js';

const th: PartCatalog<LostNumberKey> = {
  'lostNumber.title': "กู้คืนบัญชีด้วยเบอร์ใหม่",
  'lostNumber.number.text': "กรอกเบอร์โทรศัพท์ที่บัญชีของคุณใช้ เราจะยืนยันว่าเป็นบัญชีของคุณด้วยรหัสที่ส่งไปยังอีเมลและคำถามเกี่ยวกับคำสั่งซื้อของคุณ หรือด้วยการอนุมัติบนอุปกรณ์ที่คุณเข้าสู่ระบบอยู่ จากนั้นคุณจึงตั้งเบอร์ใหม่",
  'lostNumber.continue': "ดำเนินการต่อ",
  'lostNumber.email.title': "ตรวจสอบอีเมลของคุณ",
  'lostNumber.email.text': "เราจะส่งรหัส 6 หลักไปที่ {email} ซึ่งเป็นอีเมลของบัญชีนี้",
  'lostNumber.email.send': "ส่งรหัส",
  'lostNumber.new.title': "เบอร์โทรศัพท์ใหม่ของคุณ",
  'lostNumber.new.text': "กรอกเบอร์ที่คุณต้องการใช้ต่อจากนี้ เราจะส่งรหัสไปที่เบอร์นั้นทาง SMS",
  'lostNumber.phone.submit': "ยืนยันเบอร์ใหม่",
  'lostNumber.done.title': "เปลี่ยนเบอร์โทรศัพท์แล้ว",
  'lostNumber.done.text': "ตอนนี้บัญชีของคุณใช้ {phone} เราได้แจ้งการเปลี่ยนแปลงนี้ไปยังอีเมลและเบอร์เดิมของคุณแล้ว เข้าสู่ระบบด้วยเบอร์ใหม่ของคุณ",
  'lostNumber.done.login': "เข้าสู่ระบบ",
  'lostNumber.care.title': "ติดต่อฝ่ายบริการลูกค้า",
  'lostNumber.care.noEmail': "หากไม่มีเบอร์เดิม เราไม่สามารถยืนยันบัญชีนี้ที่นี่ได้ บัญชีต้องมีอีเมลและคำสั่งซื้อที่เราถามถึงได้ หรือมีอุปกรณ์ที่คุณเข้าสู่ระบบอยู่ ฝ่ายบริการลูกค้าช่วยให้คุณกลับเข้าบัญชีได้",
  'lostNumber.care.tooManyTries': "ตอบผิดหลายครั้งเกินไป ฝ่ายบริการลูกค้าช่วยให้คุณกลับเข้าบัญชีได้",
  'lostNumber.care.link': "ไปที่ศูนย์ช่วยเหลือ",
  'lostNumber.expired.title': "กรุณาเริ่มใหม่",
  'lostNumber.expired.text': "เพื่อความปลอดภัยของคุณ การกู้คืนบัญชีต้องเสร็จภายใน 15 นาที",
  'lostNumber.startAgain': "เริ่มใหม่",
  'lostNumber.choose.title': "ยืนยันว่าเป็นบัญชีของคุณ",
  'lostNumber.device.offerText': "บัญชีของคุณเข้าสู่ระบบอยู่บนโทรศัพท์หรือคอมพิวเตอร์อีกเครื่อง เราส่งคำขอไปที่นั่นให้คุณอนุมัติได้",
  'lostNumber.device.offer': "อนุมัติบนอุปกรณ์ที่คุณเข้าสู่ระบบอยู่",
  'lostNumber.device.title': "อนุมัติบนอุปกรณ์อีกเครื่องของคุณ",
  'lostNumber.device.text': "บนโทรศัพท์หรือคอมพิวเตอร์ที่คุณเข้าสู่ระบบบัญชีนี้อยู่ ให้เปิด {address} แล้วเลือก “ใช่ ฉันเอง” หน้านี้จะดำเนินการต่อเอง",
  'lostNumber.device.back': "ใช้วิธีอื่น",
  'lostNumber.device.timedOut.title': "คำขอสิ้นสุดแล้ว",
  'lostNumber.device.timedOut.text': "ไม่มีการอนุมัติคำขอภายในเวลาที่กำหนด คุณส่งคำขอใหม่ได้",
  'lostNumber.device.askAgain': "ส่งคำขอใหม่",
  'lostNumber.rejected.title': "คำขอถูกปฏิเสธ",
  'lostNumber.rejected.text': "คำขอถูกปฏิเสธบนอุปกรณ์ที่คุณเข้าสู่ระบบอยู่ การกู้คืนครั้งนี้จึงสิ้นสุดแล้ว",
};

export default th;
