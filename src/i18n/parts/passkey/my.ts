/** Passkeys in Burmese (the keys of en.ts; the compiler checks none is missing). */
import type { PartCatalog } from '../../catalog-parts.js';
import type { PasskeyKey } from './en.js';

const catalog: PartCatalog<PasskeyKey> = {
  'passkey.signIn': "ပတ်စ်ကီးဖြင့် အကောင့်ဝင်ရန်",
  'passkey.panel.title': "ပတ်စ်ကီးများ",
  'passkey.panel.intro': "စကားဝှက်အစား လက်ဗွေ၊ မျက်နှာ သို့မဟုတ် မျက်နှာပြင်လော့ခ်ဖြင့် အကောင့်ဝင်ပါ။",
  'passkey.panel.empty': "သင့်တွင် ပတ်စ်ကီး မရှိသေးပါ။",
  'passkey.panel.add': "ပတ်စ်ကီး ထည့်ရန်",
  'passkey.panel.created': "{date} တွင် ပြုလုပ်ခဲ့သည်",
  'passkey.panel.lastUsed': "နောက်ဆုံးသုံးခဲ့သည် {date}",
  'passkey.panel.neverUsed': "မသုံးရသေးပါ",
  'passkey.panel.rename': "အမည်ပြောင်းရန်",
  'passkey.panel.renameLabel': "ပတ်စ်ကီး အမည်",
  'passkey.panel.save': "သိမ်းရန်",
  'passkey.panel.cancel': "မလုပ်တော့ပါ",
  'passkey.panel.remove': "ဖယ်ရှားရန်",
  'passkey.panel.removeTitle': "ဤပတ်စ်ကီးကို ဖယ်ရှားမလား။",
  'passkey.panel.removeText': "“{name}” ဖြင့် ထပ်မံအကောင့်ဝင်နိုင်တော့မည် မဟုတ်ပါ။ သင့်အခြား အကောင့်ဝင်နည်းများ မပြောင်းလဲပါ။",
  'passkey.panel.added': "ပတ်စ်ကီး ထည့်ပြီးပါပြီ။",
  'passkey.panel.renamed': "ပတ်စ်ကီး အမည်ပြောင်းပြီးပါပြီ။",
  'passkey.panel.removed': "ပတ်စ်ကီး ဖယ်ရှားပြီးပါပြီ။",
  'passkey.panel.loading': "သင့်ပတ်စ်ကီးများကို ဖွင့်နေသည်…",
  'passkey.panel.retry': "ထပ်စမ်းရန်",
  'passkey.offer.title': "နောက်တစ်ကြိမ် ပိုမြန်မြန် အကောင့်ဝင်ပါ",
  'passkey.offer.text': "လက်ဗွေ၊ မျက်နှာ သို့မဟုတ် မျက်နှာပြင်လော့ခ်ဖြင့် အကောင့်ဝင်ရန် ပတ်စ်ကီး ပြုလုပ်ပါ။ စကားဝှက် မှတ်ထားစရာ မလိုပါ။",
  'passkey.offer.create': "ပတ်စ်ကီး ပြုလုပ်ရန်",
  'passkey.offer.notNow': "နောက်မှ",
  'passkey.offer.created': "ပတ်စ်ကီး ပြုလုပ်ပြီးပါပြီ။ နောက်တစ်ကြိမ် “ပတ်စ်ကီးဖြင့် အကောင့်ဝင်ရန်” ကို ရွေးပါ။",
  'passkey.offer.continue': "ဆက်လုပ်ရန်",
  'passkey.error.failed': "ဤပတ်စ်ကီးကို အသုံးပြု၍ မရပါ။ ထပ်စမ်းပါ သို့မဟုတ် အခြားအကောင့်ဝင်နည်းကို ရွေးပါ။",
  'passkey.error.exists': "ဤစက်တွင် သင့်အကောင့်အတွက် ပတ်စ်ကီး ရှိပြီးဖြစ်သည်။",
  'passkey.error.unsupported': "ဤဘရောက်ဇာသည် ဤနေရာတွင် ပတ်စ်ကီးကို အသုံးမပြုနိုင်ပါ။ အခြားအကောင့်ဝင်နည်းကို ရွေးပါ။",
  'passkey.error.notFound': "ဤပတ်စ်ကီး မရှိတော့ပါ။",
  'passkey.error.busy': "ကြိုးစားမှု များလွန်းပါသည်။ တစ်မိနစ်ခန့် စောင့်ပြီး ထပ်စမ်းပါ။",
  'passkey.error.network': "ကွန်ရက် အမှား။ ချိတ်ဆက်မှုကို စစ်ဆေးပြီး ထပ်စမ်းပါ။",
  'passkey.error.session': "သင့်ဆက်ရှင် သက်တမ်းကုန်သွားပါပြီ။ ထပ်မံ အကောင့်ဝင်ပါ။",
  'passkey.error.nameEmpty': "အမည် ထည့်ပါ။",
};

export default catalog;
