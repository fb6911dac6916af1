/** The texts of /user/lost-number in Chinese (keys and placeholders of en.ts). */
import type { PartCatalog } from '../../catalog-parts.js';
import type { LostNumberKey } from './en.js';

const zh: PartCatalog<LostNumberKey> = {
  'lostNumber.title': "用新手机号找回账户",
  'lostNumber.number.text': "请输入账户使用的手机号。我们会向您的邮箱发送验证码并询问一个关于订单的问题，或请您在已登录的设备上批准，以确认账户，然后您可以设置新手机号。",
  'lostNumber.continue': "继续",
  'lostNumber.email.title': "查看您的邮箱",
  'lostNumber.email.text': "我们将向此账户的邮箱 {email} 发送 6 位验证码。",
  'lostNumber.email.send': "发送验证码",
  'lostNumber.new.title': "您的新手机号",
  'lostNumber.new.text': "请输入今后要使用的手机号。我们会通过短信向该号码发送验证码。",
  'lostNumber.phone.submit': "确认新手机号",
  'lostNumber.done.title': "手机号已更换",
  'lostNumber.done.text': "您的账户现在使用 {phone}。我们已将此次更改通知您的邮箱和旧手机号。请用新手机号登录。",
  'lostNumber.done.login': "登录",
  'lostNumber.care.title': "联系客服",
  'lostNumber.care.noEmail': "没有旧手机号，我们无法在这里确认此账户：账户需要有邮箱和可供提问的订单，或有一台已登录的设备。客服可以帮您找回账户。",
  'lostNumber.care.tooManyTries': "答错次数过多。客服可以帮您找回账户。",
  'lostNumber.care.link': "前往帮助中心",
  'lostNumber.expired.title': "请重新开始",
  'lostNumber.expired.text': "为了您的安全，找回账户须在 15 分钟内完成。",
  'lostNumber.startAgain': "重新开始",
  'lostNumber.choose.title': "确认这是您的账户",
  'lostNumber.device.offerText': "您的账户已在另一部手机或电脑上登录。我们可以向那里发送请求，由您批准。",
  'lostNumber.device.offer': "在已登录的设备上批准",
  'lostNumber.device.title': "在您的另一台设备上批准",
  'lostNumber.device.text': "请在已登录此账户的手机或电脑上打开 {address}，然后选择“是我本人”。此页面会自动继续。",
  'lostNumber.device.back': "换一种方式",
  'lostNumber.device.timedOut.title': "请求已结束",
  'lostNumber.device.timedOut.text': "请求未在时限内获得批准。您可以发送新的请求。",
  'lostNumber.device.askAgain': "发送新的请求",
  'lostNumber.rejected.title': "请求已被拒绝",
  'lostNumber.rejected.text': "请求已在已登录的设备上被拒绝，本次找回已结束。",
};

export default zh;
