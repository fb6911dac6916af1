/** The header's account menu in Vietnamese (the keys of en.ts; the compiler checks none is missing). */
import type { PartCatalog } from '../../catalog-parts.js';
import type { AccountMenuKey } from './en.js';

const catalog: PartCatalog<AccountMenuKey> = {
  'account.menu.button': 'Menu tài khoản của {name}',
  'account.menu.myAccount': 'Tài khoản của tôi',
  'account.menu.myProfile': 'Hồ sơ của tôi',
  'account.menu.editProfile': 'Chỉnh sửa hồ sơ',
  'account.menu.changeEmail': 'Đổi email',
  'account.menu.addEmail': 'Thêm email',
  'account.menu.changeMobile': 'Đổi số điện thoại',
  'account.menu.addMobile': 'Thêm số điện thoại',
  'account.menu.changePassword': 'Đổi mật khẩu',
  'account.menu.setPassword': 'Đặt mật khẩu',
  'account.menu.feedback': 'Góp ý',
  'account.menu.help': 'Trợ giúp',
  'account.menu.policies': 'Chính sách',
  'account.menu.settings': 'Cài đặt',
  'account.menu.security': 'Bảo mật',
  'account.menu.privacy': 'Quyền riêng tư',
  'account.menu.logout': 'Đăng xuất',
  'account.logout.title': 'Đăng xuất?',
  'account.logout.text': 'Bạn sẽ cần đăng nhập lại để xem tài khoản và đơn hàng của mình.',
  'account.logout.stay': 'Vẫn đăng nhập',
  'account.logout.failed': 'Không thể đăng xuất. Vui lòng thử lại.',
  'account.retry': 'Thử lại',
  'account.menu.unavailable': 'Lỗi mạng, vui lòng thử lại sau',
  'account.menu.close': 'Đóng',
};

export default catalog;
