/** The same-tab social sign-in's texts in Burmese (keys and placeholders of en.ts). */
import type { PartCatalog } from '../../catalog-parts.js';
import type { SocialKey } from './en.js';

const my: PartCatalog<SocialKey> = {
  "social.refused.title": "{provider} က ဤနေရာတွင် အကောင့်ဝင်ခွင့် မပြုပါ",
  "social.refused.text": "{provider} သည် ဤအက်ပ်၏ ဘရောက်ဇာအတွင်း အကောင့်ဝင်ခြင်းကို ပိတ်ထားသည်။ ဤစာမျက်နှာကို သင့်ဘရောက်ဇာတွင် ဖွင့်ပါ သို့မဟုတ် အခြားနည်းဖြင့် အကောင့်ဝင်ပါ။",
  "social.openBrowser": "သင့်ဘရောက်ဇာတွင် ဖွင့်ရန်",
  "social.copyLink": "လင့်ခ်ကို ကူးယူရန်",
  "social.copyHint": "လင့်ခ်ကို ကူးယူပြီး ဘရောက်ဇာ၏ လိပ်စာဘားတွင် ထည့်ပါ။",
  "social.copied": "လင့်ခ်ကို ကူးယူပြီးပါပြီ",
  "social.otherWays": "အခြား အကောင့်ဝင်နည်းများ",
  "social.invalid.title": "ဤအကောင့်ဝင်မှုကို မပြီးမြောက်နိုင်ပါ",
  "social.invalid.text": "အကောင့်ဝင်ရန် စာမျက်နှာမှ ပြန်စပါ။",
  "social.panel.title": "ချိတ်ဆက်ထားသော အကောင့်များ",
  "social.panel.intro": "Google သို့မဟုတ် Facebook ဖြင့်လည်း အကောင့်ဝင်ပါ။ သင်၏ အခြားအကောင့်ဝင်နည်းများ မပြောင်းလဲပါ။",
  "social.panel.loading": "ချိတ်ဆက်ထားသော အကောင့်များကို ဖွင့်နေသည်…",
  "social.panel.retry": "ထပ်ကြိုးစားရန်",
  "social.panel.linked": "{date} မှစ၍ {email} အဖြစ် ချိတ်ဆက်ထားသည်",
  "social.panel.linkedNoEmail": "{date} မှစ၍ ချိတ်ဆက်ထားသည်",
  "social.panel.notLinked": "မချိတ်ဆက်ရသေးပါ",
  "social.panel.link": "{provider} ချိတ်ဆက်ရန်",
  "social.panel.unlink": "{provider} ချိတ်ဆက်မှု ဖြုတ်ရန်",
  "social.panel.cancel": "မလုပ်တော့ပါ",
  "social.panel.unlinkTitle": "{provider} ချိတ်ဆက်မှုကို ဖြုတ်မလား။",
  "social.panel.unlinkText": "{provider} ဖြင့် ထပ်မံ အကောင့်ဝင်နိုင်တော့မည် မဟုတ်ပါ။",
  "social.panel.done.linked": "{provider} ချိတ်ဆက်ပြီးပါပြီ။",
  "social.panel.done.unlinked": "{provider} ချိတ်ဆက်မှု ဖြုတ်ပြီးပါပြီ။",
  "social.error.elsewhere": "ဤ {provider} အကောင့်ကို အခြား ဈေးကွက်အကောင့်နှင့် ချိတ်ဆက်ထားပြီးဖြစ်သည်။ အခြား {provider} အကောင့်ကို သုံးပါ။",
  "social.error.already": "အခြား {provider} အကောင့်ကို ချိတ်ဆက်ထားပြီးဖြစ်သည်။ ၎င်းကို အရင်ဖြုတ်ပါ။",
  "social.error.lastWay": "{provider} သည် သင်၏ တစ်ခုတည်းသော အကောင့်ဝင်နည်း ဖြစ်သည်။ {ways} ကို အရင်ထည့်ပြီးမှ ဖြုတ်ပါ။",
  "social.error.notLinked": "ဤအကောင့်ကို မချိတ်ဆက်တော့ပါ။",
  "social.error.busy": "ကြိုးစားမှု များလွန်းသည်။ မိနစ်အနည်းငယ် စောင့်ပြီး ထပ်ကြိုးစားပါ။",
  "social.error.network": "ချိတ်ဆက်မှု မရှိပါ။ ကွန်ရက်ကို စစ်ဆေးပြီး ထပ်ကြိုးစားပါ။",
  "social.error.failed": "တစ်ခုခု မှားယွင်းသွားသည်။ ထပ်ကြိုးစားပါ။",
  "social.error.inApp": "{provider} ကို ဤအက်ပ်၏ ဘရောက်ဇာတွင် ဖွင့်၍မရပါ။ ချိတ်ဆက်ရန် ဤစာမျက်နှာကို သင့်ဘရောက်ဇာတွင် ဖွင့်ပါ။",
  "social.way.password": "စကားဝှက်",
  "social.way.phone": "မိုဘိုင်းဖုန်းနံပါတ်",
  "social.way.email": "အတည်ပြုထားသော အီးမေးလ်",
  "social.way.passkey": "ပတ်စ်ကီး",
};

export default my;
