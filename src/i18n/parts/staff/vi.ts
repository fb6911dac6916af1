/** The staff verification page's texts in Vietnamese (keys and placeholders of en.ts). */
import type { PartCatalog } from '../../catalog-parts.js';
import type { StaffKey } from './en.js';

const vi: PartCatalog<StaffKey> = {
  'staff.title': "Xác minh tài khoản nhân viên",
  'staff.intro': "Bạn làm việc tại sàn thương mại? Xác minh email công việc để liên kết với tài khoản mua sắm này và nhận phúc lợi nhân viên.",
  'staff.email': "Email công việc",
  'staff.emailDomain': "Dùng địa chỉ email công việc có đuôi {domains}.",
  'staff.send': "Gửi mã",
  'staff.doneTitle': "Đã xác minh tài khoản nhân viên",
  'staff.doneText': "Email công việc {email} đã được liên kết với tài khoản này.",
  'staff.unlink': "Hủy liên kết email công việc",
  'staff.unlinked': "Email công việc của bạn không còn được liên kết.",
  'staff.notLinked': "Tài khoản này chưa liên kết email công việc nào.",
  'staff.codeTitle': "Kiểm tra email công việc của bạn",
  'staff.codeSent': "Chúng tôi đã gửi mã đến {email}. Vui lòng nhập mã trong vòng 5 phút.",
  'staff.confirm': "Xác minh và liên kết",
  'staff.changeEmail': "Dùng email khác",
  'staff.badge': "Tài khoản nhân viên",
  'staff.benefits': "Phúc lợi nhân viên đang được áp dụng cho tài khoản này.",
  'staff.unlinkTitle': "Hủy liên kết email công việc?",
  'staff.unlinkText': "Tài khoản này sẽ không còn phúc lợi nhân viên. Bạn có thể liên kết lại email công việc bất cứ lúc nào.",
  'staff.unlinkConfirm': "Hủy liên kết",
  'staff.keep': "Giữ liên kết",
  'staff.error.domain': "Chỉ có thể liên kết email công việc của sàn. Hãy kiểm tra phần sau dấu @.",
  'staff.error.taken': "Email công việc này đã được liên kết với một tài khoản khác. Hãy hủy liên kết ở tài khoản đó trước.",
  'staff.error.alreadyLinked': "Tài khoản này đã liên kết một email công việc. Hãy hủy liên kết trước khi liên kết email khác.",
};

export default vi;
