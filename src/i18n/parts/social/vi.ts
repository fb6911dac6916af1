/** The same-tab social sign-in's texts in Vietnamese (keys and placeholders of en.ts). */
import type { PartCatalog } from '../../catalog-parts.js';
import type { SocialKey } from './en.js';

const vi: PartCatalog<SocialKey> = {
  "social.refused.title": "{provider} không cho phép đăng nhập tại đây",
  "social.refused.text": "{provider} chặn đăng nhập trong trình duyệt của ứng dụng này. Hãy mở trang này trong trình duyệt của bạn hoặc dùng cách đăng nhập khác.",
  "social.openBrowser": "Mở trong trình duyệt",
  "social.copyLink": "Sao chép liên kết",
  "social.copyHint": "Sao chép liên kết rồi dán vào thanh địa chỉ của trình duyệt.",
  "social.copied": "Đã sao chép liên kết",
  "social.otherWays": "Cách đăng nhập khác",
  "social.invalid.title": "Không thể hoàn tất lần đăng nhập này",
  "social.invalid.text": "Vui lòng bắt đầu lại từ trang đăng nhập.",
  "social.panel.title": "Tài khoản đã liên kết",
  "social.panel.intro": "Đăng nhập bằng Google hoặc Facebook nữa. Các cách đăng nhập khác của bạn vẫn giữ nguyên.",
  "social.panel.loading": "Đang tải tài khoản đã liên kết…",
  "social.panel.retry": "Thử lại",
  "social.panel.linked": "Đã liên kết với {email} từ {date}",
  "social.panel.linkedNoEmail": "Đã liên kết từ {date}",
  "social.panel.notLinked": "Chưa liên kết",
  "social.panel.link": "Liên kết {provider}",
  "social.panel.unlink": "Hủy liên kết {provider}",
  "social.panel.cancel": "Hủy",
  "social.panel.unlinkTitle": "Hủy liên kết {provider}?",
  "social.panel.unlinkText": "Bạn sẽ không thể đăng nhập bằng {provider} nữa.",
  "social.panel.done.linked": "Đã liên kết {provider}.",
  "social.panel.done.unlinked": "Đã hủy liên kết {provider}.",
  "social.error.elsewhere": "Tài khoản {provider} này đã được liên kết với một tài khoản khác trên sàn. Hãy dùng tài khoản {provider} khác.",
  "social.error.already": "Một tài khoản {provider} khác đã được liên kết. Hãy hủy liên kết trước.",
  "social.error.lastWay": "{provider} là cách đăng nhập duy nhất của bạn. Hãy thêm {ways} trước, rồi hủy liên kết.",
  "social.error.notLinked": "Tài khoản này không còn được liên kết.",
  "social.error.busy": "Thử quá nhiều lần. Vui lòng đợi vài phút rồi thử lại.",
  "social.error.network": "Không có kết nối. Hãy kiểm tra mạng và thử lại.",
  "social.error.failed": "Đã xảy ra lỗi. Vui lòng thử lại.",
  "social.error.inApp": "Không thể mở {provider} trong trình duyệt của ứng dụng này. Hãy mở trang này trong trình duyệt của bạn để liên kết.",
  "social.way.password": "mật khẩu",
  "social.way.phone": "số điện thoại di động",
  "social.way.email": "địa chỉ email đã xác minh",
  "social.way.passkey": "khóa truy cập",
};

export default vi;
