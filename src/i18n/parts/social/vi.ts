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
};

export default vi;
