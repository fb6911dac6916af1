/** The texts of /user/lost-number in Vietnamese (keys and placeholders of en.ts). */
import type { PartCatalog } from '../../catalog-parts.js';
import type { LostNumberKey } from './en.js';

const vi: PartCatalog<LostNumberKey> = {
  'lostNumber.title': "Khôi phục tài khoản bằng số mới",
  'lostNumber.number.text': "Nhập số điện thoại tài khoản của bạn đang dùng. Chúng tôi xác nhận đây là tài khoản của bạn, bằng mã gửi tới email và một câu hỏi về đơn hàng của bạn hoặc bằng phê duyệt trên thiết bị bạn đang đăng nhập, sau đó bạn đặt số mới.",
  'lostNumber.continue': "Tiếp tục",
  'lostNumber.email.title': "Kiểm tra email của bạn",
  'lostNumber.email.text': "Chúng tôi sẽ gửi mã 6 chữ số tới {email}, địa chỉ email của tài khoản này.",
  'lostNumber.email.send': "Gửi mã",
  'lostNumber.new.title': "Số điện thoại mới của bạn",
  'lostNumber.new.text': "Nhập số bạn muốn dùng từ nay. Chúng tôi sẽ gửi mã tới số đó qua SMS.",
  'lostNumber.phone.submit': "Xác nhận số mới",
  'lostNumber.done.title': "Đã đổi số điện thoại",
  'lostNumber.done.text': "Tài khoản của bạn giờ dùng {phone}. Chúng tôi đã báo thay đổi này tới email và số cũ của bạn. Hãy đăng nhập bằng số mới.",
  'lostNumber.done.login': "Đăng nhập",
  'lostNumber.care.title': "Liên hệ chăm sóc khách hàng",
  'lostNumber.care.noEmail': "Không có số cũ, chúng tôi không thể xác nhận tài khoản này tại đây: tài khoản cần có email và một đơn hàng để chúng tôi hỏi, hoặc một thiết bị bạn đang đăng nhập. Bộ phận chăm sóc khách hàng có thể giúp bạn vào lại tài khoản.",
  'lostNumber.care.tooManyTries': "Bạn đã trả lời sai quá nhiều lần. Bộ phận chăm sóc khách hàng có thể giúp bạn vào lại tài khoản.",
  'lostNumber.care.link': "Đến trung tâm trợ giúp",
  'lostNumber.expired.title': "Vui lòng bắt đầu lại",
  'lostNumber.expired.text': "Để bảo mật, việc khôi phục phải hoàn tất trong 15 phút.",
  'lostNumber.startAgain': "Bắt đầu lại",
  'lostNumber.choose.title': "Xác nhận đây là tài khoản của bạn",
  'lostNumber.device.offerText': "Tài khoản của bạn đang đăng nhập trên một điện thoại hoặc máy tính khác. Chúng tôi có thể gửi yêu cầu đến đó để bạn phê duyệt.",
  'lostNumber.device.offer': "Phê duyệt trên thiết bị bạn đang đăng nhập",
  'lostNumber.device.title': "Phê duyệt trên thiết bị khác của bạn",
  'lostNumber.device.text': "Trên điện thoại hoặc máy tính bạn đang đăng nhập tài khoản này, hãy mở {address} và chọn “Đúng, là tôi”. Trang này sẽ tự tiếp tục.",
  'lostNumber.device.back': "Dùng cách khác",
  'lostNumber.device.timedOut.title': "Yêu cầu đã kết thúc",
  'lostNumber.device.timedOut.text': "Yêu cầu không được phê duyệt kịp thời. Bạn có thể gửi yêu cầu mới.",
  'lostNumber.device.askAgain': "Gửi yêu cầu mới",
  'lostNumber.rejected.title': "Yêu cầu bị từ chối",
  'lostNumber.rejected.text': "Yêu cầu đã bị từ chối trên thiết bị bạn đang đăng nhập, nên lần khôi phục này đã kết thúc.",
};

export default vi;
