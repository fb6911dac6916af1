/** The header's account menu in Chinese (Simplified) (the keys of en.ts; the compiler checks none is missing). */
import type { PartCatalog } from '../../catalog-parts.js';
import type { AccountMenuKey } from './en.js';

const catalog: PartCatalog<AccountMenuKey> = {
  'account.menu.button': '{name} 的账户菜单',
  'account.menu.myAccount': '我的账户',
  'account.menu.myProfile': '我的资料',
  'account.menu.editProfile': '编辑资料',
  'account.menu.changeEmail': '更改邮箱',
  'account.menu.addEmail': '添加邮箱',
  'account.menu.changeMobile': '更改手机号',
  'account.menu.addMobile': '添加手机号',
  'account.menu.changePassword': '修改密码',
  'account.menu.setPassword': '设置密码',
  'account.menu.feedback': '意见反馈',
  'account.menu.help': '帮助',
  'account.menu.policies': '政策',
  'account.menu.settings': '设置',
  'account.menu.security': '安全',
  'account.menu.privacy': '隐私',
  'account.menu.logout': '退出登录',
  'account.logout.title': '确定退出登录？',
  'account.logout.text': '退出后需要重新登录才能查看您的账户和订单。',
  'account.logout.stay': '保持登录',
  'account.logout.failed': '退出登录失败，请重试。',
  'account.retry': '重试',
  'account.menu.unavailable': '网络错误，请稍后重试',
  'account.menu.close': '关闭',
};

export default catalog;
