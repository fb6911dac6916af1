/**
 * The texts the server writes for the #privacy section (privacy-routes.ts), in the eleven languages of the sites:
 * the e-mail that confirms a deletion request, the one that confirms its end (the personal data erased), and the
 * export file's human-readable summary line. `{days}`: days in which a login can still restore the account;
 * `{site}`: the site's host; `{date}`: the export's day (YYYY-MM-DD); `{count}`: how many sections the file holds.
 */
import { ALERT_LANGUAGES, type AlertLanguage } from './credential-alert-texts.js';

export interface PrivacyTexts {
  requested: string;
  ended: string;
  summary: string;
}

export const PRIVACY_TEXTS: Readonly<Record<AlertLanguage, PrivacyTexts>> = Object.freeze({
  en: {
    requested:
      'We received your request to delete your account. Within {days} days you can still log in and restore it. After that the account is closed, and its personal data is erased at the end of the cooling period.',
    ended: 'The cooling period has ended: the personal data of your account has been erased. Your e-mail address and mobile number can create a new account.',
    summary: 'Your data at {site} on {date}: {count} sections, listed below in a machine-readable form (JSON).',
  },
  id: {
    requested:
      'Kami telah menerima permintaan Anda untuk menghapus akun. Dalam {days} hari Anda masih bisa masuk dan memulihkannya. Setelah itu akun ditutup, dan data pribadinya dihapus di akhir masa tenggang.',
    ended: 'Masa tenggang telah berakhir: data pribadi akun Anda sudah dihapus. Alamat email dan nomor ponsel Anda dapat dipakai untuk membuat akun baru.',
    summary: 'Data Anda di {site} pada {date}: {count} bagian, tercantum di bawah dalam format yang dapat dibaca mesin (JSON).',
  },
  ms: {
    requested:
      'Kami telah menerima permintaan anda untuk memadam akaun. Dalam tempoh {days} hari anda masih boleh log masuk dan memulihkannya. Selepas itu akaun ditutup, dan data peribadinya dipadam pada akhir tempoh bertenang.',
    ended: 'Tempoh bertenang telah tamat: data peribadi akaun anda telah dipadam. Alamat e-mel dan nombor telefon bimbit anda boleh digunakan untuk akaun baharu.',
    summary: 'Data anda di {site} pada {date}: {count} bahagian, disenaraikan di bawah dalam bentuk yang boleh dibaca mesin (JSON).',
  },
  zh: {
    requested: '我们已收到您注销账户的申请。{days} 天内您仍可登录并恢复账户。之后账户将关闭，其个人数据会在冷静期结束时清除。',
    ended: '冷静期已结束：您账户的个人数据已清除。您的邮箱地址和手机号码可以用于注册新账户。',
    summary: '您在 {site} 的数据（{date}）：共 {count} 个部分，以下为机器可读格式（JSON）。',
  },
  th: {
    requested:
      'เราได้รับคำขอลบบัญชีของคุณแล้ว ภายใน {days} วัน คุณยังเข้าสู่ระบบเพื่อกู้คืนบัญชีได้ หลังจากนั้นบัญชีจะถูกปิด และข้อมูลส่วนบุคคลจะถูกลบเมื่อสิ้นสุดระยะเวลารอ',
    ended: 'ระยะเวลารอสิ้นสุดแล้ว: ข้อมูลส่วนบุคคลของบัญชีคุณถูกลบแล้ว อีเมลและหมายเลขโทรศัพท์มือถือของคุณใช้สร้างบัญชีใหม่ได้',
    summary: 'ข้อมูลของคุณที่ {site} ณ วันที่ {date}: {count} ส่วน แสดงด้านล่างในรูปแบบที่เครื่องอ่านได้ (JSON)',
  },
  vi: {
    requested:
      'Chúng tôi đã nhận được yêu cầu xóa tài khoản của bạn. Trong {days} ngày, bạn vẫn có thể đăng nhập và khôi phục tài khoản. Sau đó tài khoản bị đóng, và dữ liệu cá nhân sẽ bị xóa khi hết thời gian chờ.',
    ended: 'Thời gian chờ đã kết thúc: dữ liệu cá nhân của tài khoản bạn đã bị xóa. Email và số điện thoại di động của bạn có thể dùng để tạo tài khoản mới.',
    summary: 'Dữ liệu của bạn tại {site} ngày {date}: {count} mục, liệt kê bên dưới ở dạng máy đọc được (JSON).',
  },
  my: {
    requested:
      'သင့်အကောင့်ကို ဖျက်ရန် တောင်းဆိုချက်ကို လက်ခံရရှိပါပြီ။ {days} ရက်အတွင်း လော့ဂ်အင်ဝင်၍ ပြန်လည်ရယူနိုင်ပါသေးသည်။ ထို့နောက် အကောင့်ကို ပိတ်ပြီး စောင့်ဆိုင်းကာလ ကုန်ဆုံးချိန်တွင် ကိုယ်ရေးအချက်အလက်များကို ဖျက်ပါမည်။',
    ended: 'စောင့်ဆိုင်းကာလ ကုန်ဆုံးပါပြီ- သင့်အကောင့်၏ ကိုယ်ရေးအချက်အလက်များကို ဖျက်ပြီးပါပြီ။ သင့်အီးမေးလ်နှင့် မိုဘိုင်းနံပါတ်ဖြင့် အကောင့်အသစ် ဖွင့်နိုင်ပါသည်။',
    summary: '{site} ရှိ သင့်ဒေတာ ({date})- အပိုင်း {count} ခု၊ စက်ဖတ်နိုင်သော ပုံစံ (JSON) ဖြင့် အောက်တွင် ဖော်ပြထားသည်။',
  },
  bn: {
    requested:
      'আপনার অ্যাকাউন্ট মুছে ফেলার অনুরোধ আমরা পেয়েছি। {days} দিনের মধ্যে লগ ইন করে আপনি এখনও এটি পুনরুদ্ধার করতে পারবেন। এরপর অ্যাকাউন্ট বন্ধ হবে, এবং অপেক্ষার সময় শেষে এর ব্যক্তিগত তথ্য মুছে ফেলা হবে।',
    ended: 'অপেক্ষার সময় শেষ হয়েছে: আপনার অ্যাকাউন্টের ব্যক্তিগত তথ্য মুছে ফেলা হয়েছে। আপনার ইমেইল ঠিকানা ও মোবাইল নম্বর দিয়ে নতুন অ্যাকাউন্ট খোলা যাবে।',
    summary: '{site}-এ আপনার তথ্য ({date}): {count}টি অংশ, নিচে যন্ত্রে পড়ার উপযোগী রূপে (JSON) দেওয়া হলো।',
  },
  si: {
    requested:
      'ඔබගේ ගිණුම මකා දැමීමේ ඉල්ලීම අපට ලැබුණා. දින {days}ක් ඇතුළත ඔබට තවමත් පිවිස එය ප්‍රතිසාධනය කළ හැක. ඉන් පසු ගිණුම වසා දමන අතර, පොරොත්තු කාලය අවසානයේ එහි පුද්ගලික දත්ත මකා දැමේ.',
    ended: 'පොරොත්තු කාලය අවසන්: ඔබගේ ගිණුමේ පුද්ගලික දත්ත මකා දමා ඇත. ඔබගේ ඊමේල් ලිපිනය සහ ජංගම දුරකථන අංකයෙන් නව ගිණුමක් සෑදිය හැක.',
    summary: '{site} හි ඔබගේ දත්ත ({date}): කොටස් {count}ක්, යන්ත්‍රයකට කියවිය හැකි ආකාරයෙන් (JSON) පහත දැක්වේ.',
  },
  ne: {
    requested:
      'तपाईंको खाता मेटाउने अनुरोध हामीले पायौं। {days} दिनभित्र तपाईं अझै लगइन गरेर यसलाई पुनर्स्थापित गर्न सक्नुहुन्छ। त्यसपछि खाता बन्द हुन्छ, र प्रतीक्षा अवधि सकिएपछि यसको व्यक्तिगत विवरण मेटाइन्छ।',
    ended: 'प्रतीक्षा अवधि सकियो: तपाईंको खाताको व्यक्तिगत विवरण मेटाइयो। तपाईंको इमेल ठेगाना र मोबाइल नम्बरबाट नयाँ खाता बनाउन सकिन्छ।',
    summary: '{site} मा तपाईंको डेटा ({date}): {count} खण्ड, तल मेसिनले पढ्न मिल्ने ढाँचामा (JSON) दिइएको छ।',
  },
  ur: {
    requested:
      'ہمیں آپ کا اکاؤنٹ حذف کرنے کی درخواست مل گئی ہے۔ {days} دن کے اندر آپ اب بھی لاگ اِن کر کے اسے بحال کر سکتے ہیں۔ اس کے بعد اکاؤنٹ بند ہو جائے گا، اور انتظار کی مدت ختم ہونے پر اس کا ذاتی ڈیٹا مٹا دیا جائے گا۔',
    ended: 'انتظار کی مدت ختم ہو گئی: آپ کے اکاؤنٹ کا ذاتی ڈیٹا مٹا دیا گیا ہے۔ آپ کا ای میل ایڈریس اور موبائل نمبر نیا اکاؤنٹ بنانے کے لیے استعمال ہو سکتا ہے۔',
    summary: '{site} پر آپ کا ڈیٹا ({date}): {count} حصے، نیچے مشین کے پڑھنے کے قابل شکل (JSON) میں درج ہیں۔',
  },
});

/** The texts in `language`, else English. */
export function privacyTexts(language: string): PrivacyTexts {
  return (ALERT_LANGUAGES as readonly string[]).includes(language) ? PRIVACY_TEXTS[language as AlertLanguage] : PRIVACY_TEXTS.en;
}
