/**
 * The texts of credential-change notices and of the "This wasn't me" page (credential-alerts.ts), in the eleven
 * languages of the sites. `{value}` is the new address, masked; `{link}` the "This wasn't me" link; `{days}` how
 * long the link works.
 */
export const ALERT_LANGUAGES = Object.freeze(['en', 'id', 'ms', 'zh', 'th', 'vi', 'my', 'bn', 'si', 'ne', 'ur'] as const);
export type AlertLanguage = (typeof ALERT_LANGUAGES)[number];

export interface AlertTexts {
  /** Notice: the e-mail address was changed (to {value}). */
  email: string;
  /** Notice: the mobile number was changed (to {value}). */
  phone: string;
  /** Notice: the password was changed. */
  password: string;
  /** Notice: the password was reset (forgot password). */
  reset: string;
  /** Notice: a completed sign-in from a browser the account never used ({device}: browser and system). */
  newDevice: string;
  /** {device} of newDevice when the user agent names nothing. */
  unknownDevice: string;
  /** Notice: a passkey was added. */
  passkeyAdded: string;
  /** Notice: a passkey was removed. */
  passkeyRemoved: string;
  /** Notice: a social sign-in ({provider}: Google, Facebook) was linked. */
  socialLinked: string;
  /** Notice: a social sign-in was unlinked. */
  socialUnlinked: string;
  /** Notice to the old owner: the holder of the number ({value}, masked) said "This isn't my account"; the number left the account. */
  numberReleased: string;
  /** Notice, last line: the "This wasn't me" link. */
  notMe: string;
  /** Page: title and heading. */
  title: string;
  /** Page: what the lock does, above the confirm button. */
  explain: string;
  /** Page: the confirm button. */
  confirm: string;
  /** Page: after the lock. */
  done: string;
  /** Page: the link of `done` to the forgot-password page. */
  reset_link: string;
  /** Page: a used, expired or unknown link. */
  expired: string;
}

export const ALERT_TEXTS: Readonly<Record<AlertLanguage, AlertTexts>> = Object.freeze({
  en: {
    email: 'The e-mail address of your account was changed to {value}.',
    phone: 'The mobile number of your account was changed to {value}.',
    password: 'The password of your account was changed.',
    reset: 'The password of your account was reset.',
    newDevice: 'Your account was just signed in on a new device ({device}).',
    unknownDevice: 'an unknown browser',
    passkeyAdded: 'A passkey was added to your account.',
    passkeyRemoved: 'A passkey was removed from your account.',
    socialLinked: '{provider} was linked to your account for signing in.',
    socialUnlinked: '{provider} was unlinked from your account.',
    numberReleased: 'Someone who now has the mobile number {value} told us this account is not theirs, so the number was removed from your account. If the number is still yours, sign in with your e-mail address or password and add it again.',
    notMe: "If this wasn't you, lock your account now: {link} (the link works for {days} days, once).",
    title: 'Secure your account',
    explain:
      'Locking your account logs it out everywhere, stops every verification in progress, undoes e-mail and mobile changes of the last 7 days and removes the password. You then set a new password with "Forgot password".',
    confirm: 'Lock my account',
    done: 'Your account is locked. Every session has ended and recent changes to your e-mail and mobile number were undone.',
    reset_link: 'Set a new password',
    expired: 'This link has expired or was already used.',
  },
  id: {
    email: 'Alamat email akun Anda telah diubah menjadi {value}.',
    phone: 'Nomor ponsel akun Anda telah diubah menjadi {value}.',
    password: 'Kata sandi akun Anda telah diubah.',
    reset: 'Kata sandi akun Anda telah diatur ulang.',
    newDevice: 'Akun Anda baru saja masuk di perangkat baru ({device}).',
    unknownDevice: 'browser yang tidak dikenal',
    passkeyAdded: 'Kunci sandi ditambahkan ke akun Anda.',
    passkeyRemoved: 'Kunci sandi dihapus dari akun Anda.',
    socialLinked: '{provider} ditautkan ke akun Anda untuk masuk.',
    socialUnlinked: 'Tautan {provider} dilepas dari akun Anda.',
    numberReleased: 'Seseorang yang kini memegang nomor ponsel {value} memberi tahu kami bahwa akun ini bukan miliknya, jadi nomor tersebut telah dihapus dari akun Anda. Jika nomor itu masih milik Anda, masuklah dengan email atau kata sandi Anda lalu tambahkan kembali nomornya.',
    notMe: 'Jika ini bukan Anda, kunci akun Anda sekarang: {link} (tautan berlaku {days} hari, satu kali).',
    title: 'Amankan akun Anda',
    explain:
      'Mengunci akun akan mengeluarkan akun Anda dari semua perangkat, menghentikan setiap verifikasi yang sedang berjalan, membatalkan perubahan email dan nomor ponsel dalam 7 hari terakhir, dan menghapus kata sandi. Setelah itu, buat kata sandi baru melalui "Lupa kata sandi".',
    confirm: 'Kunci akun saya',
    done: 'Akun Anda telah dikunci. Semua sesi telah berakhir dan perubahan terbaru pada email dan nomor ponsel Anda telah dibatalkan.',
    reset_link: 'Buat kata sandi baru',
    expired: 'Tautan ini sudah kedaluwarsa atau sudah digunakan.',
  },
  ms: {
    email: 'Alamat e-mel akaun anda telah ditukar kepada {value}.',
    phone: 'Nombor telefon bimbit akaun anda telah ditukar kepada {value}.',
    password: 'Kata laluan akaun anda telah ditukar.',
    reset: 'Kata laluan akaun anda telah ditetapkan semula.',
    newDevice: 'Akaun anda baru sahaja dilog masuk pada peranti baharu ({device}).',
    unknownDevice: 'pelayar yang tidak dikenali',
    passkeyAdded: 'Kunci laluan telah ditambah pada akaun anda.',
    passkeyRemoved: 'Kunci laluan telah dibuang daripada akaun anda.',
    socialLinked: '{provider} telah dipautkan pada akaun anda untuk log masuk.',
    socialUnlinked: 'Pautan {provider} telah dibuang daripada akaun anda.',
    numberReleased: 'Seseorang yang kini memiliki nombor telefon bimbit {value} memberitahu kami bahawa akaun ini bukan miliknya, jadi nombor itu telah dibuang daripada akaun anda. Jika nombor itu masih milik anda, log masuk dengan e-mel atau kata laluan anda dan tambahkannya semula.',
    notMe: 'Jika ini bukan anda, kunci akaun anda sekarang: {link} (pautan sah selama {days} hari, sekali sahaja).',
    title: 'Lindungi akaun anda',
    explain:
      'Mengunci akaun akan mengelog keluar akaun anda di semua tempat, menghentikan setiap pengesahan yang sedang berjalan, membatalkan perubahan e-mel dan nombor telefon bimbit dalam 7 hari lepas dan memadamkan kata laluan. Selepas itu, tetapkan kata laluan baharu melalui "Lupa kata laluan".',
    confirm: 'Kunci akaun saya',
    done: 'Akaun anda telah dikunci. Semua sesi telah tamat dan perubahan terkini pada e-mel dan nombor telefon bimbit anda telah dibatalkan.',
    reset_link: 'Tetapkan kata laluan baharu',
    expired: 'Pautan ini telah tamat tempoh atau sudah digunakan.',
  },
  zh: {
    email: '您账户的电子邮箱已更改为 {value}。',
    phone: '您账户的手机号码已更改为 {value}。',
    password: '您账户的密码已更改。',
    reset: '您账户的密码已重置。',
    newDevice: '您的账户刚刚在一台新设备上登录（{device}）。',
    unknownDevice: '未知浏览器',
    passkeyAdded: '您的账户已添加一个通行密钥。',
    passkeyRemoved: '您的账户已移除一个通行密钥。',
    socialLinked: '您的账户已关联 {provider}，可用于登录。',
    socialUnlinked: '您的账户已解除关联 {provider}。',
    numberReleased: '手机号码 {value} 的现使用者告诉我们此账户不属于他，因此该号码已从您的账户中移除。如果这个号码仍归您所有，请用电子邮箱或密码登录后重新添加。',
    notMe: '如果这不是您本人操作，请立即锁定账户：{link}（链接 {days} 天内有效，仅可使用一次）。',
    title: '保护您的账户',
    explain: '锁定账户后，所有设备上的登录都会退出，正在进行的验证全部终止，最近 7 天内对电子邮箱和手机号码的更改将被撤销，密码也会被清除。之后请通过“忘记密码”设置新密码。',
    confirm: '锁定我的账户',
    done: '您的账户已锁定。所有登录均已退出，最近对电子邮箱和手机号码的更改已撤销。',
    reset_link: '设置新密码',
    expired: '此链接已过期或已被使用。',
  },
  th: {
    email: 'อีเมลของบัญชีคุณถูกเปลี่ยนเป็น {value}',
    phone: 'หมายเลขโทรศัพท์มือถือของบัญชีคุณถูกเปลี่ยนเป็น {value}',
    password: 'รหัสผ่านของบัญชีคุณถูกเปลี่ยนแล้ว',
    reset: 'รหัสผ่านของบัญชีคุณถูกรีเซ็ตแล้ว',
    newDevice: 'มีการเข้าสู่ระบบบัญชีของคุณบนอุปกรณ์ใหม่เมื่อสักครู่ ({device})',
    unknownDevice: 'เบราว์เซอร์ที่ไม่รู้จัก',
    passkeyAdded: 'มีการเพิ่มพาสคีย์ในบัญชีของคุณ',
    passkeyRemoved: 'มีการลบพาสคีย์ออกจากบัญชีของคุณ',
    socialLinked: 'เชื่อมต่อ {provider} กับบัญชีของคุณเพื่อใช้เข้าสู่ระบบแล้ว',
    socialUnlinked: 'ยกเลิกการเชื่อมต่อ {provider} กับบัญชีของคุณแล้ว',
    numberReleased: 'ผู้ที่ใช้หมายเลขโทรศัพท์มือถือ {value} อยู่ในขณะนี้แจ้งเราว่าบัญชีนี้ไม่ใช่ของเขา เราจึงนำหมายเลขนี้ออกจากบัญชีของคุณ หากหมายเลขนี้ยังเป็นของคุณ โปรดเข้าสู่ระบบด้วยอีเมลหรือรหัสผ่าน แล้วเพิ่มหมายเลขอีกครั้ง',
    notMe: 'หากไม่ใช่คุณ โปรดล็อกบัญชีทันที: {link} (ลิงก์ใช้ได้ {days} วัน และใช้ได้ครั้งเดียว)',
    title: 'ปกป้องบัญชีของคุณ',
    explain:
      'การล็อกบัญชีจะออกจากระบบทุกอุปกรณ์ หยุดการยืนยันตัวตนทั้งหมดที่กำลังดำเนินอยู่ ยกเลิกการเปลี่ยนอีเมลและหมายเลขโทรศัพท์มือถือในช่วง 7 วันที่ผ่านมา และลบรหัสผ่าน จากนั้นตั้งรหัสผ่านใหม่ผ่าน "ลืมรหัสผ่าน"',
    confirm: 'ล็อกบัญชีของฉัน',
    done: 'บัญชีของคุณถูกล็อกแล้ว ทุกเซสชันสิ้นสุดลง และการเปลี่ยนอีเมลและหมายเลขโทรศัพท์มือถือล่าสุดถูกยกเลิกแล้ว',
    reset_link: 'ตั้งรหัสผ่านใหม่',
    expired: 'ลิงก์นี้หมดอายุหรือถูกใช้ไปแล้ว',
  },
  vi: {
    email: 'Địa chỉ email của tài khoản bạn đã được đổi thành {value}.',
    phone: 'Số điện thoại di động của tài khoản bạn đã được đổi thành {value}.',
    password: 'Mật khẩu tài khoản của bạn đã được thay đổi.',
    reset: 'Mật khẩu tài khoản của bạn đã được đặt lại.',
    newDevice: 'Tài khoản của bạn vừa được đăng nhập trên một thiết bị mới ({device}).',
    unknownDevice: 'trình duyệt không xác định',
    passkeyAdded: 'Một khóa truy cập vừa được thêm vào tài khoản của bạn.',
    passkeyRemoved: 'Một khóa truy cập vừa bị xóa khỏi tài khoản của bạn.',
    socialLinked: '{provider} đã được liên kết với tài khoản của bạn để đăng nhập.',
    socialUnlinked: '{provider} đã được hủy liên kết khỏi tài khoản của bạn.',
    numberReleased: 'Người hiện đang dùng số điện thoại di động {value} cho biết tài khoản này không phải của họ, vì vậy số này đã được gỡ khỏi tài khoản của bạn. Nếu số này vẫn là của bạn, hãy đăng nhập bằng email hoặc mật khẩu rồi thêm lại số.',
    notMe: 'Nếu không phải bạn, hãy khóa tài khoản ngay: {link} (liên kết có hiệu lực {days} ngày, dùng một lần).',
    title: 'Bảo vệ tài khoản của bạn',
    explain:
      'Khóa tài khoản sẽ đăng xuất tài khoản trên mọi thiết bị, dừng mọi bước xác minh đang diễn ra, hoàn tác các thay đổi email và số điện thoại di động trong 7 ngày qua và xóa mật khẩu. Sau đó, hãy đặt mật khẩu mới bằng "Quên mật khẩu".',
    confirm: 'Khóa tài khoản của tôi',
    done: 'Tài khoản của bạn đã bị khóa. Mọi phiên đăng nhập đã kết thúc và các thay đổi gần đây về email và số điện thoại di động đã được hoàn tác.',
    reset_link: 'Đặt mật khẩu mới',
    expired: 'Liên kết này đã hết hạn hoặc đã được sử dụng.',
  },
  my: {
    email: 'သင့်အကောင့်၏ အီးမေးလ်လိပ်စာကို {value} သို့ ပြောင်းလိုက်ပါပြီ။',
    phone: 'သင့်အကောင့်၏ မိုဘိုင်းဖုန်းနံပါတ်ကို {value} သို့ ပြောင်းလိုက်ပါပြီ။',
    password: 'သင့်အကောင့်၏ စကားဝှက်ကို ပြောင်းလိုက်ပါပြီ။',
    reset: 'သင့်အကောင့်၏ စကားဝှက်ကို ပြန်လည်သတ်မှတ်လိုက်ပါပြီ။',
    newDevice: 'သင့်အကောင့်သို့ စက်အသစ်တစ်ခု ({device}) မှ ယခုလေးတင် ဝင်ရောက်ခဲ့သည်။',
    unknownDevice: 'အမည်မသိ ဘရောက်ဇာ',
    passkeyAdded: 'သင့်အကောင့်တွင် ပတ်စ်ကီးတစ်ခု ထည့်လိုက်ပါပြီ။',
    passkeyRemoved: 'သင့်အကောင့်မှ ပတ်စ်ကီးတစ်ခု ဖယ်ရှားလိုက်ပါပြီ။',
    socialLinked: 'အကောင့်ဝင်ရန်အတွက် {provider} ကို သင့်အကောင့်နှင့် ချိတ်ဆက်လိုက်ပါပြီ။',
    socialUnlinked: '{provider} ကို သင့်အကောင့်မှ ချိတ်ဆက်မှု ဖြုတ်လိုက်ပါပြီ။',
    numberReleased: 'မိုဘိုင်းဖုန်းနံပါတ် {value} ကို ယခုကိုင်ဆောင်ထားသူက ဤအကောင့်သည် သူ့အကောင့် မဟုတ်ကြောင်း ပြောသဖြင့် ထိုနံပါတ်ကို သင့်အကောင့်မှ ဖယ်ရှားလိုက်ပါပြီ။ ထိုနံပါတ်သည် သင့်နံပါတ် ဖြစ်နေဆဲဆိုလျှင် အီးမေးလ် သို့မဟုတ် စကားဝှက်ဖြင့် အကောင့်ဝင်ပြီး ပြန်ထည့်ပါ။',
    notMe: 'ဤသည်မှာ သင်မဟုတ်ပါက သင့်အကောင့်ကို ယခုပင် သော့ခတ်ပါ- {link} (လင့်ခ်သည် {days} ရက်အတွင်း တစ်ကြိမ်သာ အသုံးပြုနိုင်သည်)။',
    title: 'သင့်အကောင့်ကို လုံခြုံအောင်ပြုလုပ်ပါ',
    explain:
      'အကောင့်ကို သော့ခတ်လိုက်လျှင် စက်အားလုံးမှ ထွက်သွားမည်၊ လုပ်ဆောင်နေဆဲ အတည်ပြုချက်အားလုံး ရပ်သွားမည်၊ လွန်ခဲ့သော ၇ ရက်အတွင်း အီးမေးလ်နှင့် မိုဘိုင်းဖုန်းနံပါတ် ပြောင်းလဲမှုများကို ပြန်ဖျက်မည်ဖြစ်ပြီး စကားဝှက်ကိုလည်း ဖယ်ရှားပါမည်။ ထို့နောက် "စကားဝှက် မေ့နေပါသလား" မှတစ်ဆင့် စကားဝှက်အသစ် သတ်မှတ်ပါ။',
    confirm: 'ကျွန်ုပ်၏အကောင့်ကို သော့ခတ်ရန်',
    done: 'သင့်အကောင့်ကို သော့ခတ်ပြီးပါပြီ။ ဆက်ရှင်အားလုံး ပြီးဆုံးသွားပြီး အီးမေးလ်နှင့် မိုဘိုင်းဖုန်းနံပါတ် မကြာသေးမီက ပြောင်းလဲမှုများကို ပြန်ဖျက်ပြီးပါပြီ။',
    reset_link: 'စကားဝှက်အသစ် သတ်မှတ်ရန်',
    expired: 'ဤလင့်ခ်သည် သက်တမ်းကုန်သွားပြီ သို့မဟုတ် အသုံးပြုပြီးဖြစ်သည်။',
  },
  bn: {
    email: 'আপনার অ্যাকাউন্টের ইমেল ঠিকানা {value}-তে পরিবর্তন করা হয়েছে।',
    phone: 'আপনার অ্যাকাউন্টের মোবাইল নম্বর {value}-তে পরিবর্তন করা হয়েছে।',
    password: 'আপনার অ্যাকাউন্টের পাসওয়ার্ড পরিবর্তন করা হয়েছে।',
    reset: 'আপনার অ্যাকাউন্টের পাসওয়ার্ড রিসেট করা হয়েছে।',
    newDevice: 'এইমাত্র একটি নতুন ডিভাইস থেকে আপনার অ্যাকাউন্টে লগ ইন করা হয়েছে ({device})।',
    unknownDevice: 'অজানা ব্রাউজার',
    passkeyAdded: 'আপনার অ্যাকাউন্টে একটি পাসকি যোগ করা হয়েছে।',
    passkeyRemoved: 'আপনার অ্যাকাউন্ট থেকে একটি পাসকি সরানো হয়েছে।',
    socialLinked: 'লগ ইনের জন্য {provider} আপনার অ্যাকাউন্টে যুক্ত করা হয়েছে।',
    socialUnlinked: '{provider} আপনার অ্যাকাউন্ট থেকে বিচ্ছিন্ন করা হয়েছে।',
    numberReleased: 'মোবাইল নম্বর {value} এখন যাঁর কাছে আছে, তিনি জানিয়েছেন এই অ্যাকাউন্টটি তাঁর নয়, তাই নম্বরটি আপনার অ্যাকাউন্ট থেকে সরিয়ে দেওয়া হয়েছে। নম্বরটি এখনও আপনার হলে ইমেল বা পাসওয়ার্ড দিয়ে লগ ইন করে আবার যোগ করুন।',
    notMe: 'এটি আপনি না করে থাকলে এখনই আপনার অ্যাকাউন্ট লক করুন: {link} (লিংকটি {days} দিন কাজ করবে, একবারই)।',
    title: 'আপনার অ্যাকাউন্ট সুরক্ষিত করুন',
    explain:
      'অ্যাকাউন্ট লক করলে সব জায়গা থেকে লগ আউট হবে, চলমান সব যাচাই বন্ধ হবে, গত ৭ দিনের ইমেল ও মোবাইল নম্বরের পরিবর্তন বাতিল হবে এবং পাসওয়ার্ড মুছে যাবে। এরপর "পাসওয়ার্ড ভুলে গেছেন" দিয়ে নতুন পাসওয়ার্ড সেট করুন।',
    confirm: 'আমার অ্যাকাউন্ট লক করুন',
    done: 'আপনার অ্যাকাউন্ট লক করা হয়েছে। সব সেশন শেষ হয়েছে এবং আপনার ইমেল ও মোবাইল নম্বরের সাম্প্রতিক পরিবর্তন বাতিল করা হয়েছে।',
    reset_link: 'নতুন পাসওয়ার্ড সেট করুন',
    expired: 'এই লিংকের মেয়াদ শেষ হয়ে গেছে অথবা এটি আগেই ব্যবহার করা হয়েছে।',
  },
  si: {
    email: 'ඔබගේ ගිණුමේ ඊමේල් ලිපිනය {value} ලෙස වෙනස් කර ඇත.',
    phone: 'ඔබගේ ගිණුමේ ජංගම දුරකථන අංකය {value} ලෙස වෙනස් කර ඇත.',
    password: 'ඔබගේ ගිණුමේ මුරපදය වෙනස් කර ඇත.',
    reset: 'ඔබගේ ගිණුමේ මුරපදය යළි සකසා ඇත.',
    newDevice: 'නව උපාංගයකින් ({device}) ඔබගේ ගිණුමට දැන් පුරනය වී ඇත.',
    unknownDevice: 'නොදන්නා බ්‍රවුසරයක්',
    passkeyAdded: 'ඔබගේ ගිණුමට මුරයතුරක් එක් කර ඇත.',
    passkeyRemoved: 'ඔබගේ ගිණුමෙන් මුරයතුරක් ඉවත් කර ඇත.',
    socialLinked: 'පුරනය වීම සඳහා {provider} ඔබගේ ගිණුමට සම්බන්ධ කර ඇත.',
    socialUnlinked: '{provider} ඔබගේ ගිණුමෙන් විසන්ධි කර ඇත.',
    numberReleased: 'දැන් ජංගම අංකය {value} භාවිත කරන අයෙක් මෙම ගිණුම තමාගේ නොවන බව අපට දැනුම් දුන් බැවින්, එම අංකය ඔබගේ ගිණුමෙන් ඉවත් කර ඇත. එම අංකය තවමත් ඔබගේ නම්, ඔබගේ ඊමේල් ලිපිනය හෝ මුරපදය සමඟ පුරනය වී එය නැවත එක් කරන්න.',
    notMe: 'මෙය ඔබ නොවේ නම්, දැන්ම ඔබගේ ගිණුම අගුළු දමන්න: {link} (සබැඳිය දින {days}ක් තුළ එක් වරක් පමණක් ක්‍රියා කරයි).',
    title: 'ඔබගේ ගිණුම ආරක්ෂා කරන්න',
    explain:
      'ගිණුම අගුළු දැමූ විට සෑම තැනකින්ම ඉවත් වේ, ක්‍රියාත්මක වන සියලු සත්‍යාපන නවතී, පසුගිය දින 7 තුළ ඊමේල් සහ ජංගම දුරකථන අංකයට කළ වෙනස්කම් අහෝසි වේ, මුරපදය ද ඉවත් වේ. ඉන්පසු "මුරපදය අමතකද" හරහා නව මුරපදයක් සකසන්න.',
    confirm: 'මගේ ගිණුම අගුළු දමන්න',
    done: 'ඔබගේ ගිණුම අගුළු දමා ඇත. සියලු සැසි අවසන් වී ඇති අතර ඔබගේ ඊමේල් සහ ජංගම දුරකථන අංකයට මෑතදී කළ වෙනස්කම් අහෝසි කර ඇත.',
    reset_link: 'නව මුරපදයක් සකසන්න',
    expired: 'මෙම සබැඳිය කල් ඉකුත් වී ඇත, නැතහොත් දැනටමත් භාවිත කර ඇත.',
  },
  ne: {
    email: 'तपाईंको खाताको इमेल ठेगाना {value} मा परिवर्तन गरिएको छ।',
    phone: 'तपाईंको खाताको मोबाइल नम्बर {value} मा परिवर्तन गरिएको छ।',
    password: 'तपाईंको खाताको पासवर्ड परिवर्तन गरिएको छ।',
    reset: 'तपाईंको खाताको पासवर्ड रिसेट गरिएको छ।',
    newDevice: 'भर्खरै नयाँ यन्त्रबाट तपाईंको खातामा लग इन गरियो ({device})।',
    unknownDevice: 'अज्ञात ब्राउजर',
    passkeyAdded: 'तपाईंको खातामा एउटा पासकी थपियो।',
    passkeyRemoved: 'तपाईंको खाताबाट एउटा पासकी हटाइयो।',
    socialLinked: 'लग इन गर्नका लागि {provider} तपाईंको खातासँग जोडियो।',
    socialUnlinked: '{provider} तपाईंको खाताबाट छुट्याइयो।',
    numberReleased: 'अहिले मोबाइल नम्बर {value} चलाउने व्यक्तिले यो खाता आफ्नो होइन भनेकाले उक्त नम्बर तपाईंको खाताबाट हटाइएको छ। नम्बर अझै तपाईंकै हो भने इमेल वा पासवर्डले लग इन गरी फेरि थप्नुहोस्।',
    notMe: 'यो तपाईं हुनुहुन्न भने अहिले नै आफ्नो खाता लक गर्नुहोस्: {link} (लिङ्क {days} दिनसम्म एक पटक मात्र चल्छ)।',
    title: 'आफ्नो खाता सुरक्षित गर्नुहोस्',
    explain:
      'खाता लक गर्दा सबै ठाउँबाट लग आउट हुन्छ, चलिरहेका सबै प्रमाणीकरण रोकिन्छन्, पछिल्लो ७ दिनमा इमेल र मोबाइल नम्बरमा गरिएका परिवर्तन फिर्ता हुन्छन् र पासवर्ड हटाइन्छ। त्यसपछि "पासवर्ड बिर्सनुभयो" बाट नयाँ पासवर्ड सेट गर्नुहोस्।',
    confirm: 'मेरो खाता लक गर्नुहोस्',
    done: 'तपाईंको खाता लक गरिएको छ। सबै सत्र समाप्त भएका छन् र तपाईंको इमेल र मोबाइल नम्बरमा हालै गरिएका परिवर्तन फिर्ता गरिएका छन्।',
    reset_link: 'नयाँ पासवर्ड सेट गर्नुहोस्',
    expired: 'यो लिङ्कको म्याद सकिएको छ वा यो पहिले नै प्रयोग भइसकेको छ।',
  },
  ur: {
    email: 'آپ کے اکاؤنٹ کا ای میل پتہ {value} میں تبدیل کر دیا گیا ہے۔',
    phone: 'آپ کے اکاؤنٹ کا موبائل نمبر {value} میں تبدیل کر دیا گیا ہے۔',
    password: 'آپ کے اکاؤنٹ کا پاس ورڈ تبدیل کر دیا گیا ہے۔',
    reset: 'آپ کے اکاؤنٹ کا پاس ورڈ ری سیٹ کر دیا گیا ہے۔',
    newDevice: 'ابھی ابھی ایک نئے آلے سے آپ کے اکاؤنٹ میں لاگ ان کیا گیا ہے ({device})۔',
    unknownDevice: 'نامعلوم براؤزر',
    passkeyAdded: 'آپ کے اکاؤنٹ میں ایک پاس کی شامل کی گئی ہے۔',
    passkeyRemoved: 'آپ کے اکاؤنٹ سے ایک پاس کی ہٹا دی گئی ہے۔',
    socialLinked: 'لاگ ان کے لیے {provider} کو آپ کے اکاؤنٹ سے منسلک کر دیا گیا ہے۔',
    socialUnlinked: '{provider} کا آپ کے اکاؤنٹ سے ربط ختم کر دیا گیا ہے۔',
    numberReleased: 'جس شخص کے پاس اب موبائل نمبر {value} ہے اس نے ہمیں بتایا کہ یہ اکاؤنٹ اس کا نہیں، اس لیے یہ نمبر آپ کے اکاؤنٹ سے ہٹا دیا گیا ہے۔ اگر یہ نمبر اب بھی آپ کا ہے تو اپنے ای میل یا پاس ورڈ سے لاگ ان کر کے اسے دوبارہ شامل کریں۔',
    notMe: 'اگر یہ آپ نے نہیں کیا تو ابھی اپنا اکاؤنٹ لاک کریں: {link} (یہ لنک {days} دن تک صرف ایک بار کام کرے گا)۔',
    title: 'اپنا اکاؤنٹ محفوظ کریں',
    explain:
      'اکاؤنٹ لاک کرنے سے ہر جگہ سے لاگ آؤٹ ہو جائے گا، جاری تمام تصدیقیں رک جائیں گی، پچھلے 7 دنوں میں ای میل اور موبائل نمبر کی تبدیلیاں واپس ہو جائیں گی اور پاس ورڈ ہٹا دیا جائے گا۔ اس کے بعد "پاس ورڈ بھول گئے" سے نیا پاس ورڈ بنائیں۔',
    confirm: 'میرا اکاؤنٹ لاک کریں',
    done: 'آپ کا اکاؤنٹ لاک کر دیا گیا ہے۔ تمام سیشن ختم ہو گئے ہیں اور آپ کے ای میل اور موبائل نمبر کی حالیہ تبدیلیاں واپس کر دی گئی ہیں۔',
    reset_link: 'نیا پاس ورڈ بنائیں',
    expired: 'اس لنک کی میعاد ختم ہو چکی ہے یا یہ پہلے ہی استعمال ہو چکا ہے۔',
  },
});

/** The texts for a language tag ("en-SG", "zh", "ur"…); English for any other. */
export function alertTexts(tag: string | null | undefined): AlertTexts {
  const base = (tag ?? '').toLowerCase().split('-')[0] as AlertLanguage;
  return (ALERT_LANGUAGES as readonly string[]).includes(base) ? ALERT_TEXTS[base] : ALERT_TEXTS.en;
}

/** `template` with `{name}` replaced by `params[name]`. */
export function fill(template: string, params: Readonly<Record<string, string | number>>): string {
  return template.replace(/\{(\w+)\}/g, (whole, name: string) => (name in params ? String(params[name]) : whole));
}
