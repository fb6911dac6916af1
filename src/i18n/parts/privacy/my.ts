/** The #privacy section's texts in Burmese (keys and placeholders of en.ts). */
import type { PartCatalog } from '../../catalog-parts.js';
import type { PrivacyKey } from './en.js';

const my: PartCatalog<PrivacyKey> = {
  'privacy.intro': "သင့်ဒေတာ မိတ္တူကို ဒေါင်းလုဒ်လုပ်ပါ သို့မဟုတ် သင့်အကောင့်ကို ဖျက်ပါ။",
  'privacy.export.title': "ကျွန်ုပ်၏ ဒေတာကို ဒေါင်းလုဒ်လုပ်ရန်",
  'privacy.export.text': "သင့်ပရိုဖိုင်၊ အီးမေးလ်နှင့် ဖုန်းမှတ်တမ်း၊ လိပ်စာများ၊ အော်ဒါများ၊ သဘောတူညီချက်များ၊ ချိတ်ဆက်ထားသော အကောင့်များနှင့် လုံခြုံရေး လှုပ်ရှားမှုများ ပါဝင်သည့် ဖိုင်တစ်ခု- ဖတ်ရလွယ်သော အနှစ်ချုပ်ပါ JSON။ တစ်ရက်လျှင် တစ်ကြိမ် လုပ်နိုင်သည်။",
  'privacy.export.start': "ကျွန်ုပ်၏ ဒေတာကို ဒေါင်းလုဒ်လုပ်ရန်",
  'privacy.export.ready': "သင့်ဖိုင် အသင့်ဖြစ်ပါပြီ။ ဒေါင်းလုဒ် အလိုအလျောက် စတင်ပါမည်။ မစပါက အောက်ပါလင့်ခ်ကို သုံးပါ။",
  'privacy.export.done': "ပြီးပါပြီ",
  'privacy.export.link': "ဖိုင်ကို ဒေါင်းလုဒ်လုပ်ရန်",
  'privacy.delete.title': "ကျွန်ုပ်၏ အကောင့်ကို ဖျက်ရန်",
  'privacy.delete.text': "သင့်အကောင့်ကို ပိတ်ပြီး ကိုယ်ရေးအချက်အလက်များကို ဖျက်ပါ။ ဦးစွာ ဖြေရှင်းရမည့်အရာများကို စစ်ဆေးပါမည်။",
  'privacy.delete.start': "ကျွန်ုပ်၏ အကောင့်ကို ဖျက်ရန်",
  'privacy.checking': "သင့်အကောင့်ကို စစ်ဆေးနေသည်…",
  'privacy.blocked.title': "ဤအရာများကို ဦးစွာ ဖြေရှင်းပါ",
  'privacy.blocked.text': "အောက်ပါအရာများ ဖြေရှင်းပြီးမှ သင့်အကောင့်ကို ဖျက်နိုင်ပါမည်-",
  'privacy.blocker.openOrder': "အော်ဒါ {ref} ကို မပို့ဆောင်ရသေးပါ။",
  'privacy.blocker.refundableOrder': "အော်ဒါ {ref} ကို ပြန်အပ်နိုင် သို့မဟုတ် ငွေပြန်အမ်းနိုင်ပါသေးသည်။",
  'privacy.blocker.walletBalance': "သင့်ပိုက်ဆံအိတ်တွင် {amount} ကျန်ပါသေးသည်။ သုံးစွဲပါ သို့မဟုတ် ဖောက်သည်ဝန်ဆောင်မှုထံ ငွေပြန်အမ်းရန် တောင်းဆိုပါ။",
  'privacy.recheck': "ထပ်မံစစ်ဆေးရန်",
  'privacy.losses.title': "သင် ဆုံးရှုံးမည့်အရာများ",
  'privacy.losses.text': "နားလည်ကြောင်း အတည်ပြုရန် အချက်တစ်ခုစီကို အမှတ်ခြစ်ပါ။",
  'privacy.loss.orderHistory': "သင့်အော်ဒါမှတ်တမ်း ({count})။ ဥပဒေအရ မှတ်တမ်းများ ကျန်ရှိမည်ဖြစ်သော်လည်း သင့်အမည် မပါတော့ပါ။",
  'privacy.loss.addresses': "သိမ်းထားသော လိပ်စာများ ({count})။",
  'privacy.loss.socialAccounts': "ချိတ်ဆက်ထားသော ဆိုရှယ်အကောင့်များ ({count})။",
  'privacy.loss.groceryHistory': "ချိတ်ဆက်ထားသော grocery အော်ဒါမှတ်တမ်း ({count})။",
  'privacy.loss.staffLink': "ဝန်ထမ်းချိတ်ဆက်မှုနှင့် ၎င်း၏ အကျိုးခံစားခွင့်များ။",
  'privacy.loss.promotions': "ပရိုမိုးရှင်း စာရင်းသွင်းမှုများ။",
  'privacy.delete.ackAll': "ဆက်လုပ်ရန် အချက်အားလုံးကို အမှတ်ခြစ်ပါ။",
  'privacy.continue': "ဆက်လုပ်မည်",
  'privacy.cancel': "မလုပ်တော့ပါ",
  'privacy.confirm.title': "သင့်အကောင့်ကို ဖျက်မလား။",
  'privacy.confirm.text': "စက်အားလုံးမှ အကောင့်ထွက်သွားပါမည်။ {graceDays} ရက်အတွင်း လော့ဂ်အင်ဝင်လျှင် အကောင့်ကို ပြန်လည်ရယူနိုင်ပါသည်။ ထို့နောက် အကောင့်ကို ပိတ်ပြီး နောက်ထပ် {coolingDays} ရက်ကြာလျှင် ကိုယ်ရေးအချက်အလက်များကို ဖျက်ပြီး သင့်အီးမေးလ်နှင့် မိုဘိုင်းနံပါတ်ကို ပြန်သုံးနိုင်ပါမည်။",
  'privacy.confirm.submit': "ကျွန်ုပ်၏ အကောင့်ကို ဖျက်ရန်",
  'privacy.identityAgain': "သင်ဖြစ်ကြောင်း ထပ်မံ အတည်ပြုပါ။",
  'privacy.done': "သင့်အကောင့်ကို ဖျက်ပါမည်။ ဤအကြောင်း အီးမေးလ် ပို့ထားပါသည်။",
  'privacy.error.exportLimited': "ယနေ့ ဒေတာကို ဒေါင်းလုဒ်လုပ်ပြီးပါပြီ။ မနက်ဖြန် ထပ်ကြိုးစားပါ။",
};

export default my;
