/** The #privacy section's texts in Vietnamese (keys and placeholders of en.ts). */
import type { PartCatalog } from '../../catalog-parts.js';
import type { PrivacyKey } from './en.js';

const vi: PartCatalog<PrivacyKey> = {
  'privacy.intro': "Tải xuống bản sao dữ liệu của bạn hoặc xóa tài khoản.",
  'privacy.export.title': "Tải dữ liệu của tôi",
  'privacy.export.text': "Nhận một tệp gồm hồ sơ, lịch sử email và số điện thoại, địa chỉ, đơn hàng, các đồng ý, tài khoản liên kết và hoạt động bảo mật của bạn: JSON kèm bản tóm tắt dễ đọc. Bạn có thể làm việc này mỗi ngày một lần.",
  'privacy.export.start': "Tải dữ liệu của tôi",
  'privacy.export.ready': "Tệp của bạn đã sẵn sàng. Quá trình tải xuống tự bắt đầu; nếu không, hãy dùng liên kết bên dưới.",
  'privacy.export.done': "Xong",
  'privacy.export.link': "Tải tệp xuống",
  'privacy.delete.title': "Xóa tài khoản của tôi",
  'privacy.delete.text': "Đóng tài khoản và xóa dữ liệu cá nhân của bạn. Trước tiên chúng tôi kiểm tra những việc cần hoàn tất.",
  'privacy.delete.start': "Xóa tài khoản của tôi",
  'privacy.checking': "Đang kiểm tra tài khoản của bạn…",
  'privacy.blocked.title': "Hãy hoàn tất những việc này trước",
  'privacy.blocked.text': "Tài khoản của bạn có thể xóa sau khi hoàn tất:",
  'privacy.blocker.openOrder': "Đơn hàng {ref} chưa được giao.",
  'privacy.blocker.refundableOrder': "Đơn hàng {ref} vẫn có thể trả hàng hoặc hoàn tiền.",
  'privacy.blocker.walletBalance': "Ví của bạn vẫn còn {amount}. Hãy dùng hết, hoặc liên hệ chăm sóc khách hàng để hoàn tiền.",
  'privacy.recheck': "Kiểm tra lại",
  'privacy.losses.title': "Những gì bạn sẽ mất",
  'privacy.losses.text': "Đánh dấu từng mục để xác nhận bạn đã hiểu.",
  'privacy.loss.orderHistory': "Lịch sử đơn hàng ({count}). Hồ sơ vẫn được lưu theo quy định pháp luật, nhưng không có tên bạn.",
  'privacy.loss.addresses': "Địa chỉ đã lưu ({count}).",
  'privacy.loss.socialAccounts': "Tài khoản mạng xã hội đã liên kết ({count}).",
  'privacy.loss.groceryHistory': "Lịch sử đơn hàng grocery đã liên kết ({count}).",
  'privacy.loss.staffLink': "Liên kết nhân viên và các quyền lợi đi kèm.",
  'privacy.loss.promotions': "Các đăng ký nhận khuyến mãi.",
  'privacy.delete.ackAll': "Đánh dấu tất cả các mục để tiếp tục.",
  'privacy.continue': "Tiếp tục",
  'privacy.cancel': "Hủy",
  'privacy.confirm.title': "Xóa tài khoản của bạn?",
  'privacy.confirm.text': "Bạn sẽ bị đăng xuất trên mọi thiết bị. Trong {graceDays} ngày, đăng nhập sẽ cho phép bạn khôi phục tài khoản. Sau đó tài khoản bị đóng, và {coolingDays} ngày sau dữ liệu cá nhân bị xóa, email và số điện thoại di động của bạn có thể dùng lại.",
  'privacy.confirm.submit': "Xóa tài khoản của tôi",
  'privacy.identityAgain': "Vui lòng xác minh danh tính lại.",
  'privacy.done': "Tài khoản của bạn sẽ bị xóa. Chúng tôi đã gửi email cho bạn về việc này.",
  'privacy.error.exportLimited': "Hôm nay bạn đã tải dữ liệu rồi. Hãy thử lại vào ngày mai.",
};

export default vi;
