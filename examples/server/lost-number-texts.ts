/**
 * The code messages of "I no longer have this number" (lost-number-routes.ts) in the eleven catalog languages: the
 * code to the account's e-mail address, and the code to the new mobile number (an SMS: the WebOTP line follows).
 * `{code}` and `{minutes}` are filled in; the language is the account's (credential-alerts.ts `languageOf`).
 */
export interface LostNumberTexts {
  /** E-mail: the code that proves the account's e-mail address in the recovery. */
  readonly emailCode: string;
  /** SMS: the code that proves the new mobile number. */
  readonly phoneCode: string;
}

export const LOST_NUMBER_TEXTS: Readonly<Record<string, LostNumberTexts>> = Object.freeze({
  en: {
    emailCode: 'Your code to recover your account with a new mobile number is {code}. It expires in {minutes} minutes. Never share it. If you did not ask for this, ignore this email: nothing changes.',
    phoneCode: 'Your code to make this number your account\'s mobile number is {code}. It expires in {minutes} minutes. Never share it.',
  },
  id: {
    emailCode: 'Kode untuk memulihkan akun Anda dengan nomor ponsel baru adalah {code}. Berlaku {minutes} menit. Jangan berikan kepada siapa pun. Jika Anda tidak memintanya, abaikan email ini: tidak ada yang berubah.',
    phoneCode: 'Kode untuk menjadikan nomor ini nomor ponsel akun Anda adalah {code}. Berlaku {minutes} menit. Jangan berikan kepada siapa pun.',
  },
  ms: {
    emailCode: 'Kod untuk memulihkan akaun anda dengan nombor telefon bimbit baharu ialah {code}. Sah selama {minutes} minit. Jangan kongsikan kod ini. Jika anda tidak memintanya, abaikan e-mel ini: tiada apa-apa yang berubah.',
    phoneCode: 'Kod untuk menjadikan nombor ini nombor telefon bimbit akaun anda ialah {code}. Sah selama {minutes} minit. Jangan kongsikan kod ini.',
  },
  zh: {
    emailCode: '您用新手机号码找回账户的验证码是 {code}，{minutes} 分钟内有效。请勿告诉任何人。如果不是您本人操作，请忽略此邮件，账户不会有任何变化。',
    phoneCode: '将此号码设为您账户手机号码的验证码是 {code}，{minutes} 分钟内有效。请勿告诉任何人。',
  },
  th: {
    emailCode: 'รหัสสำหรับกู้คืนบัญชีของคุณด้วยหมายเลขโทรศัพท์มือถือใหม่คือ {code} ใช้ได้ {minutes} นาที ห้ามบอกรหัสนี้กับผู้อื่น หากคุณไม่ได้ขอ โปรดเพิกเฉยต่ออีเมลนี้ จะไม่มีอะไรเปลี่ยนแปลง',
    phoneCode: 'รหัสสำหรับตั้งหมายเลขนี้เป็นหมายเลขโทรศัพท์มือถือของบัญชีคุณคือ {code} ใช้ได้ {minutes} นาที ห้ามบอกรหัสนี้กับผู้อื่น',
  },
  vi: {
    emailCode: 'Mã để khôi phục tài khoản của bạn bằng số điện thoại mới là {code}. Mã có hiệu lực trong {minutes} phút. Không chia sẻ mã này với bất kỳ ai. Nếu bạn không yêu cầu, hãy bỏ qua email này: không có gì thay đổi.',
    phoneCode: 'Mã để đặt số này làm số điện thoại của tài khoản bạn là {code}. Mã có hiệu lực trong {minutes} phút. Không chia sẻ mã này với bất kỳ ai.',
  },
  my: {
    emailCode: 'မိုဘိုင်းနံပါတ်အသစ်ဖြင့် သင့်အကောင့်ကို ပြန်ရယူရန် ကုဒ်မှာ {code} ဖြစ်သည်။ {minutes} မိနစ်အတွင်း သက်တမ်းကုန်မည်။ မည်သူ့ကိုမျှ မပြောပါနှင့်။ သင်မတောင်းဆိုခဲ့ပါက ဤအီးမေးလ်ကို လျစ်လျူရှုပါ၊ ဘာမျှ မပြောင်းလဲပါ။',
    phoneCode: 'ဤနံပါတ်ကို သင့်အကောင့်၏ မိုဘိုင်းနံပါတ်အဖြစ် သတ်မှတ်ရန် ကုဒ်မှာ {code} ဖြစ်သည်။ {minutes} မိနစ်အတွင်း သက်တမ်းကုန်မည်။ မည်သူ့ကိုမျှ မပြောပါနှင့်။',
  },
  bn: {
    emailCode: 'নতুন মোবাইল নম্বর দিয়ে আপনার অ্যাকাউন্ট পুনরুদ্ধারের কোড {code}। এটি {minutes} মিনিট বৈধ। কাউকে এই কোড জানাবেন না। আপনি এটি না চেয়ে থাকলে এই ইমেইলটি উপেক্ষা করুন: কিছুই বদলাবে না।',
    phoneCode: 'এই নম্বরটিকে আপনার অ্যাকাউন্টের মোবাইল নম্বর করার কোড {code}। এটি {minutes} মিনিট বৈধ। কাউকে এই কোড জানাবেন না।',
  },
  si: {
    emailCode: 'නව ජංගම අංකයකින් ඔබේ ගිණුම ප්‍රතිසාධනය කිරීමේ කේතය {code} වේ. එය මිනිත්තු {minutes}ක් වලංගු වේ. කිසිවෙකුට එය නොකියන්න. ඔබ මෙය ඉල්ලුවේ නැත්නම් මෙම ඊමේලය නොසලකා හරින්න: කිසිවක් වෙනස් නොවේ.',
    phoneCode: 'මෙම අංකය ඔබේ ගිණුමේ ජංගම අංකය කිරීමේ කේතය {code} වේ. එය මිනිත්තු {minutes}ක් වලංගු වේ. කිසිවෙකුට එය නොකියන්න.',
  },
  ne: {
    emailCode: 'नयाँ मोबाइल नम्बरबाट तपाईंको खाता पुनःप्राप्त गर्ने कोड {code} हो। यो {minutes} मिनेटसम्म मान्य हुन्छ। कसैलाई पनि नभन्नुहोस्। तपाईंले यो माग्नुभएको होइन भने यो इमेललाई बेवास्ता गर्नुहोस्: केही परिवर्तन हुँदैन।',
    phoneCode: 'यो नम्बरलाई तपाईंको खाताको मोबाइल नम्बर बनाउने कोड {code} हो। यो {minutes} मिनेटसम्म मान्य हुन्छ। कसैलाई पनि नभन्नुहोस्।',
  },
  ur: {
    emailCode: 'نئے موبائل نمبر کے ساتھ اپنا اکاؤنٹ بحال کرنے کا کوڈ {code} ہے۔ یہ {minutes} منٹ تک کارآمد ہے۔ یہ کوڈ کسی کو نہ بتائیں۔ اگر آپ نے یہ نہیں مانگا تو اس ای میل کو نظر انداز کریں: کچھ نہیں بدلے گا۔',
    phoneCode: 'اس نمبر کو اپنے اکاؤنٹ کا موبائل نمبر بنانے کا کوڈ {code} ہے۔ یہ {minutes} منٹ تک کارآمد ہے۔ یہ کوڈ کسی کو نہ بتائیں۔',
  },
});

/** The texts of a language tag (its base language), English when the language has none. */
export function lostNumberTexts(language: string): LostNumberTexts {
  return LOST_NUMBER_TEXTS[language.split('-')[0] ?? ''] ?? LOST_NUMBER_TEXTS.en!;
}
