/** The #security section in Vietnamese (the keys of en.ts; the compiler checks none is missing). */
import type { PartCatalog } from '../../catalog-parts.js';
import type { SecurityKey } from './en.js';

const catalog: PartCatalog<SecurityKey> = {
  'security.sessions.title': 'Thiết bị và phiên',
  'security.sessions.intro': 'Các trình duyệt và ứng dụng này đang đăng nhập vào tài khoản của bạn. Nếu có thiết bị bạn không nhận ra, hãy đăng xuất thiết bị đó và đổi mật khẩu.',
  'security.sessions.loading': 'Đang tải thiết bị của bạn…',
  'security.sessions.loadFailed': 'Không thể tải thiết bị của bạn.',
  'security.sessions.thisDevice': 'Thiết bị này',
  'security.sessions.phoneApp': 'Ứng dụng điện thoại (đăng nhập bằng mã QR)',
  'security.sessions.unknownBrowser': 'Trình duyệt không xác định',
  'security.sessions.browserOn': '{browser} trên {system}',
  'security.sessions.method': 'Đăng nhập bằng',
  'security.sessions.started': 'Đăng nhập lúc',
  'security.sessions.lastActive': 'Hoạt động gần nhất',
  'security.sessions.network': 'Mạng',
  'security.sessions.place': 'Địa điểm',
  'security.sessions.signOut': 'Đăng xuất',
  'security.sessions.signOutNamed': 'Đăng xuất {device}',
  'security.sessions.signOutOthers': 'Đăng xuất khỏi tất cả thiết bị khác',
  'security.sessions.confirmTitle': 'Đăng xuất khỏi tất cả thiết bị khác?',
  'security.sessions.confirmText': 'Mọi trình duyệt khác và ứng dụng điện thoại sẽ phải đăng nhập lại. Thiết bị này vẫn được đăng nhập.',
  'security.sessions.signedOut': 'Đã đăng xuất {device}.',
  'security.sessions.othersSignedOut': 'Đã đăng xuất tất cả thiết bị khác.',
  'security.sessions.onlyThis': 'Không có thiết bị nào khác đang đăng nhập.',
  'security.method.password': 'Mật khẩu',
  'security.method.code': 'Mã dùng một lần',
  'security.method.qr': 'Mã QR',
  'security.method.passkey': 'Khóa truy cập',
  'security.method.reset': 'Đặt lại mật khẩu',
  'security.method.signup': 'Đăng ký',
  'security.method.restore': 'Khôi phục tài khoản',
  'security.method.other': 'Khác',
};

export default catalog;
