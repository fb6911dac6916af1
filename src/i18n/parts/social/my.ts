/** The same-tab social sign-in's texts in Burmese (keys and placeholders of en.ts). */
import type { PartCatalog } from '../../catalog-parts.js';
import type { SocialKey } from './en.js';

const my: PartCatalog<SocialKey> = {
  "social.refused.title": "{provider} က ဤနေရာတွင် ဝင်ရောက်ခွင့် မပြုပါ",
  "social.refused.text": "{provider} သည် ဤအက်ပ်၏ ဘရောက်ဇာအတွင်း ဝင်ရောက်ခြင်းကို ပိတ်ထားသည်။ ဤစာမျက်နှာကို သင့်ဘရောက်ဇာတွင် ဖွင့်ပါ သို့မဟုတ် အခြားနည်းဖြင့် ဝင်ရောက်ပါ။",
  "social.openBrowser": "သင့်ဘရောက်ဇာတွင် ဖွင့်ရန်",
  "social.copyLink": "လင့်ခ်ကို ကူးယူရန်",
  "social.copyHint": "လင့်ခ်ကို ကူးယူပြီး ဘရောက်ဇာ၏ လိပ်စာဘားတွင် ထည့်ပါ။",
  "social.copied": "လင့်ခ်ကို ကူးယူပြီးပါပြီ",
  "social.otherWays": "အခြား ဝင်ရောက်နည်းများ",
  "social.invalid.title": "ဤဝင်ရောက်မှုကို မပြီးမြောက်နိုင်ပါ",
  "social.invalid.text": "ဝင်ရောက်ရန် စာမျက်နှာမှ ပြန်စပါ။",
};

export default my;
