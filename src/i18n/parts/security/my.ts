/** The #security section in Burmese (the keys of en.ts; the compiler checks none is missing). */
import type { PartCatalog } from '../../catalog-parts.js';
import type { SecurityKey } from './en.js';

const catalog: PartCatalog<SecurityKey> = {
  'security.sessions.title': 'စက်များနှင့် ဆက်ရှင်များ',
  'security.sessions.intro': 'ဤဘရောက်ဆာများနှင့် အက်ပ်များသည် သင့်အကောင့်သို့ အကောင့်ဝင်ထားသည်။ မသိသည့်တစ်ခုကို တွေ့ပါက ၎င်းကို အကောင့်မှ ထွက်စေပြီး စကားဝှက်ကို ပြောင်းပါ။',
  'security.sessions.loading': 'သင့်စက်များကို ဖွင့်နေသည်…',
  'security.sessions.loadFailed': 'သင့်စက်များကို ဖွင့်၍ မရပါ။',
  'security.sessions.thisDevice': 'ဤစက်',
  'security.sessions.phoneApp': 'ဖုန်းအက်ပ် (QR ကုဒ်ဖြင့် အကောင့်ဝင်ခြင်း)',
  'security.sessions.unknownBrowser': 'မသိသော ဘရောက်ဆာ',
  'security.sessions.browserOn': '{system} ပေါ်ရှိ {browser}',
  'security.sessions.method': 'အကောင့်ဝင်ပုံ',
  'security.sessions.started': 'အကောင့်ဝင်ချိန်',
  'security.sessions.lastActive': 'နောက်ဆုံး အသုံးပြုချိန်',
  'security.sessions.network': 'ကွန်ရက်',
  'security.sessions.place': 'နေရာ',
  'security.sessions.signOut': 'အကောင့်မှ ထွက်ရန်',
  'security.sessions.signOutNamed': '{device} ကို အကောင့်မှ ထွက်စေရန်',
  'security.sessions.signOutOthers': 'အခြားစက်အားလုံးမှ အကောင့်မှ ထွက်ရန်',
  'security.sessions.confirmTitle': 'အခြားစက်အားလုံးမှ အကောင့်မှ ထွက်မလား။',
  'security.sessions.confirmText': 'အခြားဘရောက်ဆာအားလုံးနှင့် ဖုန်းအက်ပ်တွင် ထပ်မံ အကောင့်ဝင်ရပါမည်။ ဤစက်တွင် အကောင့်ဝင်ထားဆဲ ဖြစ်ပါမည်။',
  'security.sessions.signedOut': '{device} ကို အကောင့်မှ ထွက်စေပြီးပါပြီ။',
  'security.sessions.othersSignedOut': 'အခြားစက်အားလုံးကို အကောင့်မှ ထွက်စေပြီးပါပြီ။',
  'security.sessions.onlyThis': 'အခြားစက်တစ်ခုမှ အကောင့်ဝင်မထားပါ။',
  'security.method.password': 'စကားဝှက်',
  'security.method.code': 'တစ်ကြိမ်သုံး ကုဒ်',
  'security.method.qr': 'QR ကုဒ်',
  'security.method.passkey': 'ပတ်စ်ကီး',
  'security.method.reset': 'စကားဝှက် ပြန်သတ်မှတ်ခြင်း',
  'security.method.signup': 'စာရင်းသွင်းခြင်း',
  'security.method.restore': 'အကောင့် ပြန်ယူခြင်း',
  'security.method.other': 'အခြား',
};

export default catalog;
