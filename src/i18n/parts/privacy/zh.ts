/** The #privacy section's texts in Chinese (Simplified) (keys and placeholders of en.ts). */
import type { PartCatalog } from '../../catalog-parts.js';
import type { PrivacyKey } from './en.js';

const zh: PartCatalog<PrivacyKey> = {
  'privacy.intro': "下载您的数据副本，或注销您的账户。",
  'privacy.export.title': "下载我的数据",
  'privacy.export.text': "获取一个文件，包含您的个人资料、邮箱和手机号记录、地址、订单、授权同意、关联账户和安全活动：JSON 格式并附可读摘要。每天可下载一次。",
  'privacy.export.start': "下载我的数据",
  'privacy.export.ready': "文件已准备好。下载会自动开始；如未开始，请使用下方链接。",
  'privacy.export.done': "完成",
  'privacy.export.link': "下载文件",
  'privacy.delete.title': "注销我的账户",
  'privacy.delete.text': "关闭您的账户并清除您的个人数据。我们会先检查需要处理的事项。",
  'privacy.delete.start': "注销我的账户",
  'privacy.checking': "正在检查您的账户…",
  'privacy.blocked.title': "请先处理以下事项",
  'privacy.blocked.text': "处理完以下事项后即可注销账户：",
  'privacy.blocker.openOrder': "订单 {ref} 尚未送达。",
  'privacy.blocker.refundableOrder': "订单 {ref} 仍可退货或退款。",
  'privacy.blocker.walletBalance': "您的钱包仍有余额 {amount}。请先使用，或联系客服退款。",
  'privacy.recheck': "重新检查",
  'privacy.losses.title': "您将失去的内容",
  'privacy.losses.text': "请逐项勾选，确认您已了解。",
  'privacy.loss.orderHistory': "您的订单记录（{count}）。依法保留记录，但不再包含您的姓名。",
  'privacy.loss.addresses': "您保存的地址（{count}）。",
  'privacy.loss.socialAccounts': "您关联的社交账户（{count}）。",
  'privacy.loss.groceryHistory': "您关联的生鲜订单记录（{count}）。",
  'privacy.loss.staffLink': "您的员工关联及相关福利。",
  'privacy.loss.promotions': "您的促销订阅。",
  'privacy.delete.ackAll': "请勾选所有项目后继续。",
  'privacy.continue': "继续",
  'privacy.cancel': "取消",
  'privacy.confirm.title': "要注销您的账户吗？",
  'privacy.confirm.text': "您将在所有设备上退出登录。{graceDays} 天内登录即可恢复账户。之后账户将关闭，再过 {coolingDays} 天其个人数据会被清除，您的邮箱和手机号码也可重新使用。",
  'privacy.confirm.submit': "注销我的账户",
  'privacy.identityAgain': "请再次验证身份。",
  'privacy.done': "您的账户将被注销。我们已向您发送邮件说明。",
  'privacy.error.exportLimited': "您今天已下载过数据，请明天再试。",
};

export default zh;
