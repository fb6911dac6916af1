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
};

export default zh;
