/** Passkeys in Simplified Chinese (the keys of en.ts; the compiler checks none is missing). */
import type { PartCatalog } from '../../catalog-parts.js';
import type { PasskeyKey } from './en.js';

const catalog: PartCatalog<PasskeyKey> = {
  'passkey.signIn': "使用通行密钥登录",
  'passkey.panel.title': "通行密钥",
  'passkey.panel.intro': "使用指纹、面容或屏幕锁登录，无需密码。",
  'passkey.panel.empty': "你还没有通行密钥。",
  'passkey.panel.add': "添加通行密钥",
  'passkey.panel.created': "创建于 {date}",
  'passkey.panel.lastUsed': "上次使用：{date}",
  'passkey.panel.neverUsed': "尚未使用",
  'passkey.panel.rename': "重命名",
  'passkey.panel.renameLabel': "通行密钥名称",
  'passkey.panel.save': "保存",
  'passkey.panel.cancel': "取消",
  'passkey.panel.remove': "移除",
  'passkey.panel.removeTitle': "移除此通行密钥？",
  'passkey.panel.removeText': "你将无法再使用“{name}”登录。其他登录方式保持不变。",
  'passkey.panel.added': "已添加通行密钥。",
  'passkey.panel.renamed': "已重命名通行密钥。",
  'passkey.panel.removed': "已移除通行密钥。",
  'passkey.panel.loading': "正在加载你的通行密钥…",
  'passkey.panel.retry': "重试",
  'passkey.offer.title': "下次登录更快捷",
  'passkey.offer.text': "创建通行密钥，即可使用指纹、面容或屏幕锁登录，无需记住密码。",
  'passkey.offer.create': "创建通行密钥",
  'passkey.offer.notNow': "以后再说",
  'passkey.offer.created': "通行密钥已创建。下次请选择“使用通行密钥登录”。",
  'passkey.offer.continue': "继续",
  'passkey.error.failed': "无法使用此通行密钥。请重试或选择其他登录方式。",
  'passkey.error.exists': "此设备已有你账户的通行密钥。",
  'passkey.error.unsupported': "此浏览器无法在这里使用通行密钥。请选择其他登录方式。",
  'passkey.error.notFound': "此通行密钥已不存在。",
  'passkey.error.busy': "尝试次数过多。请稍等一分钟后再试。",
  'passkey.error.network': "网络错误。请检查网络连接后重试。",
  'passkey.error.session': "你的登录已过期，请重新登录。",
  'passkey.error.nameEmpty': "请输入名称。",
};

export default catalog;
