/** The #security section in Chinese (Simplified) (the keys of en.ts; the compiler checks none is missing). */
import type { PartCatalog } from '../../catalog-parts.js';
import type { SecurityKey } from './en.js';

const catalog: PartCatalog<SecurityKey> = {
  'security.sessions.title': '设备与会话',
  'security.sessions.intro': '以下浏览器和应用已登录您的账户。如有不认识的，请将其退出登录并修改密码。',
  'security.sessions.loading': '正在加载您的设备…',
  'security.sessions.loadFailed': '无法加载您的设备。',
  'security.sessions.thisDevice': '本设备',
  'security.sessions.phoneApp': '手机应用（扫码登录）',
  'security.sessions.unknownBrowser': '未知浏览器',
  'security.sessions.browserOn': '{system} 上的 {browser}',
  'security.sessions.method': '登录方式',
  'security.sessions.started': '登录时间',
  'security.sessions.lastActive': '最近活动',
  'security.sessions.network': '网络',
  'security.sessions.place': '地点',
  'security.sessions.signOut': '退出登录',
  'security.sessions.signOutNamed': '将 {device} 退出登录',
  'security.sessions.signOutOthers': '在所有其他设备上退出登录',
  'security.sessions.confirmTitle': '要在所有其他设备上退出登录吗？',
  'security.sessions.confirmText': '其他所有浏览器和手机应用都需要重新登录。本设备保持登录。',
  'security.sessions.signedOut': '{device} 已退出登录。',
  'security.sessions.othersSignedOut': '所有其他设备均已退出登录。',
  'security.sessions.onlyThis': '没有其他设备登录。',
  'security.method.password': '密码',
  'security.method.code': '一次性验证码',
  'security.method.qr': '二维码',
  'security.method.passkey': '通行密钥',
  'security.method.reset': '重置密码',
  'security.method.signup': '注册',
  'security.method.restore': '恢复账户',
  'security.method.other': '其他',
};

export default catalog;
