/** The same-tab social sign-in's texts in Chinese (keys and placeholders of en.ts). */
import type { PartCatalog } from '../../catalog-parts.js';
import type { SocialKey } from './en.js';

const zh: PartCatalog<SocialKey> = {
  "social.refused.title": "{provider} 不允许在此处登录",
  "social.refused.text": "{provider} 禁止在此应用的内置浏览器中登录。请在您的浏览器中打开此页面，或使用其他方式登录。",
  "social.openBrowser": "在浏览器中打开",
  "social.copyLink": "复制链接",
  "social.copyHint": "复制链接，然后粘贴到浏览器的地址栏中。",
  "social.copied": "链接已复制",
  "social.otherWays": "其他登录方式",
  "social.invalid.title": "无法完成此次登录",
  "social.invalid.text": "请从登录页面重新开始。",
  "social.panel.title": "已关联的账户",
  "social.panel.intro": "也可以使用 Google 或 Facebook 登录。您的其他登录方式保持不变。",
  "social.panel.loading": "正在加载已关联的账户…",
  "social.panel.retry": "重试",
  "social.panel.linked": "已关联 {email}，自 {date} 起",
  "social.panel.linkedNoEmail": "自 {date} 起已关联",
  "social.panel.notLinked": "未关联",
  "social.panel.link": "关联 {provider}",
  "social.panel.unlink": "解除关联 {provider}",
  "social.panel.cancel": "取消",
  "social.panel.unlinkTitle": "解除关联 {provider}？",
  "social.panel.unlinkText": "您将无法再使用 {provider} 登录。",
  "social.panel.done.linked": "已关联 {provider}。",
  "social.panel.done.unlinked": "已解除关联 {provider}。",
  "social.error.elsewhere": "此 {provider} 账户已关联到另一个商城账户。请使用其他 {provider} 账户。",
  "social.error.already": "已关联了另一个 {provider} 账户。请先解除关联。",
  "social.error.lastWay": "{provider} 是您唯一的登录方式。请先添加{ways}，再解除关联。",
  "social.error.notLinked": "此账户已不再关联。",
  "social.error.busy": "尝试次数过多。请等几分钟后重试。",
  "social.error.network": "无网络连接。请检查网络后重试。",
  "social.error.failed": "出现问题。请重试。",
  "social.error.inApp": "无法在此应用的内置浏览器中打开 {provider}。请在您的浏览器中打开此页面进行关联。",
  "social.way.password": "密码",
  "social.way.phone": "手机号码",
  "social.way.email": "已验证的电子邮箱",
  "social.way.passkey": "通行密钥",
};

export default zh;
