/** The texts of /user/lost-number in Burmese (keys and placeholders of en.ts). */
import type { PartCatalog } from '../../catalog-parts.js';
import type { LostNumberKey } from './en.js';

const my: PartCatalog<LostNumberKey> = {
  'lostNumber.title': "နံပါတ်အသစ်ဖြင့် အကောင့်ကို ပြန်ရယူပါ",
  'lostNumber.number.text': "သင့်အကောင့်သုံးသော ဖုန်းနံပါတ်ကို ထည့်ပါ။ သင့်အီးမေးလ်သို့ ကုဒ်နှင့် သင့်အော်ဒါများအကြောင်း မေးခွန်းဖြင့် သင့်အကောင့်ဖြစ်ကြောင်း အတည်ပြုပြီးနောက် နံပါတ်အသစ် သတ်မှတ်နိုင်ပါသည်။",
  'lostNumber.continue': "ဆက်လုပ်မည်",
  'lostNumber.email.title': "သင့်အီးမေးလ်ကို စစ်ဆေးပါ",
  'lostNumber.email.text': "ဤအကောင့်၏ အီးမေးလ် {email} သို့ ဂဏန်း 6 လုံးပါ ကုဒ် ပို့ပါမည်။",
  'lostNumber.email.send': "ကုဒ် ပို့မည်",
  'lostNumber.new.title': "သင့်ဖုန်းနံပါတ်အသစ်",
  'lostNumber.new.text': "ယခုမှစ၍ သုံးလိုသော နံပါတ်ကို ထည့်ပါ။ ထိုနံပါတ်သို့ SMS ဖြင့် ကုဒ် ပို့ပါမည်။",
  'lostNumber.phone.submit': "နံပါတ်အသစ်ကို အတည်ပြုမည်",
  'lostNumber.done.title': "ဖုန်းနံပါတ် ပြောင်းပြီးပါပြီ",
  'lostNumber.done.text': "သင့်အကောင့်သည် ယခု {phone} ကို သုံးပါသည်။ ဤပြောင်းလဲမှုကို သင့်အီးမေးလ်နှင့် နံပါတ်ဟောင်းသို့ အသိပေးပြီးပါပြီ။ နံပါတ်အသစ်ဖြင့် အကောင့်ဝင်ပါ။",
  'lostNumber.done.login': "အကောင့်ဝင်ရန်",
  'lostNumber.care.title': "ဖောက်သည်ဝန်ဆောင်မှုကို ဆက်သွယ်ပါ",
  'lostNumber.care.noEmail': "နံပါတ်ဟောင်းမရှိဘဲ ဤအကောင့်ကို ဤနေရာတွင် အတည်မပြုနိုင်ပါ။ အကောင့်တွင် အီးမေးလ်နှင့် မေးမြန်းနိုင်သော အော်ဒါ ရှိရပါမည်။ ဖောက်သည်ဝန်ဆောင်မှုက သင့်အကောင့်သို့ ပြန်ဝင်နိုင်ရန် ကူညီနိုင်ပါသည်။",
  'lostNumber.care.tooManyTries': "အဖြေမှားများလွန်းပါသည်။ ဖောက်သည်ဝန်ဆောင်မှုက သင့်အကောင့်သို့ ပြန်ဝင်နိုင်ရန် ကူညီနိုင်ပါသည်။",
  'lostNumber.care.link': "အကူအညီစင်တာသို့ သွားမည်",
  'lostNumber.expired.title': "ကျေးဇူးပြု၍ ပြန်စပါ",
  'lostNumber.expired.text': "သင့်လုံခြုံရေးအတွက် အကောင့်ပြန်ရယူခြင်းကို 15 မိနစ်အတွင်း ပြီးအောင်လုပ်ရပါမည်။",
  'lostNumber.startAgain': "ပြန်စမည်",
};

export default my;
