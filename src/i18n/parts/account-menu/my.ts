/** The header's account menu in Burmese (the keys of en.ts; the compiler checks none is missing). */
import type { PartCatalog } from '../../catalog-parts.js';
import type { AccountMenuKey } from './en.js';

const catalog: PartCatalog<AccountMenuKey> = {
  'account.menu.button': '{name} ၏ အကောင့်မီနူး',
  'account.menu.myAccount': 'ကျွန်ုပ်၏အကောင့်',
  'account.menu.myProfile': 'ကျွန်ုပ်၏ပရိုဖိုင်',
  'account.menu.editProfile': 'ပရိုဖိုင် ပြင်ဆင်ရန်',
  'account.menu.changeEmail': 'အီးမေးလ် ပြောင်းရန်',
  'account.menu.addEmail': 'အီးမေးလ် ထည့်ရန်',
  'account.menu.changeMobile': 'ဖုန်းနံပါတ် ပြောင်းရန်',
  'account.menu.addMobile': 'ဖုန်းနံပါတ် ထည့်ရန်',
  'account.menu.changePassword': 'စကားဝှက် ပြောင်းရန်',
  'account.menu.setPassword': 'စကားဝှက် သတ်မှတ်ရန်',
  'account.menu.feedback': 'အကြံပြုချက်',
  'account.menu.help': 'အကူအညီ',
  'account.menu.policies': 'မူဝါဒများ',
  'account.menu.settings': 'ဆက်တင်များ',
  'account.menu.security': 'လုံခြုံရေး',
  'account.menu.privacy': 'ကိုယ်ရေးကိုယ်တာ',
  'account.menu.logout': 'အကောင့်မှ ထွက်ရန်',
  'account.logout.title': 'အကောင့်မှ ထွက်မလား။',
  'account.logout.text': 'သင့်အကောင့်နှင့် မှာယူမှုများကို ကြည့်ရန် အကောင့်ပြန်ဝင်ရပါမည်။',
  'account.logout.stay': 'ဆက်လက်ဝင်ထားမည်',
  'account.logout.failed': 'အကောင့်မှ မထွက်နိုင်ပါ။ ထပ်မံကြိုးစားပါ။',
  'account.retry': 'ထပ်မံကြိုးစားမည်',
  'account.menu.unavailable': 'ကွန်ရက် ချို့ယွင်းနေပါသည်၊ ကျေးဇူးပြု၍ နောက်မှ ထပ်မံကြိုးစားပါ',
  'account.menu.close': 'ပိတ်မည်',
};

export default catalog;
