/** The staff verification page's texts in Chinese (Simplified) (keys and placeholders of en.ts). */
import type { PartCatalog } from '../../catalog-parts.js';
import type { StaffKey } from './en.js';

const zh: PartCatalog<StaffKey> = {
  'staff.title': "验证您的员工账户",
  'staff.intro': "您在本商城工作吗？验证您的工作邮箱，将其关联到此购物账户并享受员工福利。",
  'staff.email': "工作邮箱",
  'staff.emailDomain': "请使用以 {domains} 结尾的工作邮箱地址。",
  'staff.send': "发送验证码",
  'staff.doneTitle': "员工账户已验证",
  'staff.doneText': "您的工作邮箱 {email} 已关联到此账户。",
  'staff.unlink': "取消关联工作邮箱",
  'staff.unlinked': "您的工作邮箱已取消关联。",
  'staff.notLinked': "此账户尚未关联工作邮箱。",
  'staff.codeTitle': "请查看您的工作邮箱",
  'staff.codeSent': "我们已向 {email} 发送验证码，请在 5 分钟内输入。",
  'staff.confirm': "验证并关联",
  'staff.changeEmail': "使用其他邮箱",
  'staff.badge': "员工账户",
  'staff.benefits': "此账户的员工福利已生效。",
  'staff.unlinkTitle': "要取消关联工作邮箱吗？",
  'staff.unlinkText': "此账户将不再享受员工福利。您可以随时重新关联工作邮箱。",
  'staff.unlinkConfirm': "取消关联",
  'staff.keep': "保持关联",
  'staff.error.domain': "只能关联本商城的工作邮箱，请检查 @ 后面的部分。",
  'staff.error.taken': "此工作邮箱已关联到另一个账户，请先在该账户中取消关联。",
  'staff.error.alreadyLinked': "此账户已关联工作邮箱。如需关联其他邮箱，请先取消关联。",
};

export default zh;
