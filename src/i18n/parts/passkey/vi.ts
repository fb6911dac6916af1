/** Passkeys in Vietnamese (the keys of en.ts; the compiler checks none is missing). */
import type { PartCatalog } from '../../catalog-parts.js';
import type { PasskeyKey } from './en.js';

const catalog: PartCatalog<PasskeyKey> = {
  'passkey.signIn': "Đăng nhập bằng khoá truy cập",
  'passkey.panel.title': "Khoá truy cập",
  'passkey.panel.intro': "Đăng nhập bằng vân tay, khuôn mặt hoặc khoá màn hình thay cho mật khẩu.",
  'passkey.panel.empty': "Bạn chưa có khoá truy cập nào.",
  'passkey.panel.add': "Thêm khoá truy cập",
  'passkey.panel.created': "Tạo ngày {date}",
  'passkey.panel.lastUsed': "Dùng lần cuối {date}",
  'passkey.panel.neverUsed': "Chưa dùng lần nào",
  'passkey.panel.rename': "Đổi tên",
  'passkey.panel.renameLabel': "Tên khoá truy cập",
  'passkey.panel.save': "Lưu",
  'passkey.panel.cancel': "Huỷ",
  'passkey.panel.remove': "Xoá",
  'passkey.panel.removeTitle': "Xoá khoá truy cập này?",
  'passkey.panel.removeText': "Bạn sẽ không thể đăng nhập bằng “{name}” nữa. Các cách đăng nhập khác vẫn giữ nguyên.",
  'passkey.panel.added': "Đã thêm khoá truy cập.",
  'passkey.panel.renamed': "Đã đổi tên khoá truy cập.",
  'passkey.panel.removed': "Đã xoá khoá truy cập.",
  'passkey.panel.loading': "Đang tải khoá truy cập của bạn…",
  'passkey.panel.retry': "Thử lại",
  'passkey.offer.title': "Lần sau đăng nhập nhanh hơn",
  'passkey.offer.text': "Tạo khoá truy cập để đăng nhập bằng vân tay, khuôn mặt hoặc khoá màn hình. Không cần nhớ mật khẩu.",
  'passkey.offer.create': "Tạo khoá truy cập",
  'passkey.offer.notNow': "Để sau",
  'passkey.offer.created': "Đã tạo khoá truy cập. Lần sau, hãy chọn “Đăng nhập bằng khoá truy cập”.",
  'passkey.offer.continue': "Tiếp tục",
  'passkey.error.failed': "Không dùng được khoá truy cập này. Hãy thử lại hoặc chọn cách đăng nhập khác.",
  'passkey.error.exists': "Thiết bị này đã có khoá truy cập cho tài khoản của bạn.",
  'passkey.error.unsupported': "Trình duyệt này không dùng được khoá truy cập ở đây. Vui lòng chọn cách đăng nhập khác.",
  'passkey.error.notFound': "Khoá truy cập này không còn nữa.",
  'passkey.error.busy': "Bạn đã thử quá nhiều lần. Vui lòng đợi một phút rồi thử lại.",
  'passkey.error.network': "Lỗi mạng. Vui lòng kiểm tra kết nối rồi thử lại.",
  'passkey.error.session': "Phiên đăng nhập đã hết hạn. Vui lòng đăng nhập lại.",
  'passkey.error.nameEmpty': "Vui lòng nhập tên.",
};

export default catalog;
