/** Passkeys in Nepali (the keys of en.ts; the compiler checks none is missing). */
import type { PartCatalog } from '../../catalog-parts.js';
import type { PasskeyKey } from './en.js';

const catalog: PartCatalog<PasskeyKey> = {
  'passkey.signIn': "पासकीबाट लग इन गर्नुहोस्",
  'passkey.panel.title': "पासकीहरू",
  'passkey.panel.intro': "पासवर्डको सट्टा औँठाछाप, अनुहार वा स्क्रिन लकबाट लग इन गर्नुहोस्।",
  'passkey.panel.empty': "तपाईंसँग अहिलेसम्म कुनै पासकी छैन।",
  'passkey.panel.add': "पासकी थप्नुहोस्",
  'passkey.panel.created': "{date} मा बनाइएको",
  'passkey.panel.lastUsed': "पछिल्लो पटक प्रयोग: {date}",
  'passkey.panel.neverUsed': "अहिलेसम्म प्रयोग भएको छैन",
  'passkey.panel.rename': "नाम बदल्नुहोस्",
  'passkey.panel.renameLabel': "पासकीको नाम",
  'passkey.panel.save': "सेभ गर्नुहोस्",
  'passkey.panel.cancel': "रद्द गर्नुहोस्",
  'passkey.panel.remove': "हटाउनुहोस्",
  'passkey.panel.removeTitle': "यो पासकी हटाउने?",
  'passkey.panel.removeText': "तपाईं अब “{name}” बाट लग इन गर्न सक्नुहुने छैन। लग इन गर्ने तपाईंका अन्य तरिकाहरू जस्ताको तस्तै रहन्छन्।",
  'passkey.panel.added': "पासकी थपियो।",
  'passkey.panel.renamed': "पासकीको नाम बदलियो।",
  'passkey.panel.removed': "पासकी हटाइयो।",
  'passkey.panel.loading': "तपाईंका पासकीहरू लोड हुँदै…",
  'passkey.panel.retry': "फेरि प्रयास गर्नुहोस्",
  'passkey.offer.title': "अर्को पटक छिटो लग इन गर्नुहोस्",
  'passkey.offer.text': "औँठाछाप, अनुहार वा स्क्रिन लकबाट लग इन गर्न पासकी बनाउनुहोस्। कुनै पासवर्ड सम्झनु पर्दैन।",
  'passkey.offer.create': "पासकी बनाउनुहोस्",
  'passkey.offer.notNow': "अहिले होइन",
  'passkey.offer.created': "पासकी बन्यो। अर्को पटक “पासकीबाट लग इन गर्नुहोस्” छान्नुहोस्।",
  'passkey.offer.continue': "जारी राख्नुहोस्",
  'passkey.error.failed': "यो पासकी प्रयोग गर्न सकिएन। फेरि प्रयास गर्नुहोस् वा लग इन गर्ने अर्को तरिका छान्नुहोस्।",
  'passkey.error.exists': "यो डिभाइसमा तपाईंको खाताको पासकी पहिल्यै छ।",
  'passkey.error.unsupported': "यो ब्राउजरले यहाँ पासकी प्रयोग गर्न सक्दैन। कृपया लग इन गर्ने अर्को तरिका छान्नुहोस्।",
  'passkey.error.notFound': "यो पासकी अब छैन।",
  'passkey.error.busy': "धेरै पटक प्रयास भयो। एक मिनेट पर्खेर फेरि प्रयास गर्नुहोस्।",
  'passkey.error.network': "नेटवर्क त्रुटि। आफ्नो जडान जाँचेर फेरि प्रयास गर्नुहोस्।",
  'passkey.error.session': "तपाईंको सत्र सकियो। कृपया फेरि लग इन गर्नुहोस्।",
  'passkey.error.nameEmpty': "कृपया नाम लेख्नुहोस्।",
};

export default catalog;
