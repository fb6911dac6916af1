/** The #security section in Nepali (the keys of en.ts; the compiler checks none is missing). */
import type { PartCatalog } from '../../catalog-parts.js';
import type { SecurityKey } from './en.js';

const catalog: PartCatalog<SecurityKey> = {
  'security.sessions.title': 'यन्त्र र सत्रहरू',
  'security.sessions.intro': 'यी ब्राउजर र एपहरू तपाईंको खातामा लग इन छन्। कुनै चिन्नुभएन भने त्यसलाई लग आउट गर्नुहोस् र आफ्नो पासवर्ड बदल्नुहोस्।',
  'security.sessions.loading': 'तपाईंका यन्त्रहरू लोड हुँदैछन्…',
  'security.sessions.loadFailed': 'तपाईंका यन्त्रहरू लोड गर्न सकिएन।',
  'security.sessions.thisDevice': 'यो यन्त्र',
  'security.sessions.phoneApp': 'फोन एप (QR कोडबाट लग इन)',
  'security.sessions.unknownBrowser': 'अज्ञात ब्राउजर',
  'security.sessions.browserOn': '{system} मा {browser}',
  'security.sessions.method': 'लग इन गर्ने तरिका',
  'security.sessions.started': 'लग इन गरेको समय',
  'security.sessions.lastActive': 'अन्तिम पटक सक्रिय',
  'security.sessions.network': 'नेटवर्क',
  'security.sessions.place': 'स्थान',
  'security.sessions.signOut': 'लग आउट',
  'security.sessions.signOutNamed': '{device} लग आउट गर्नुहोस्',
  'security.sessions.signOutOthers': 'अरू सबै यन्त्रबाट लग आउट',
  'security.sessions.confirmTitle': 'अरू सबै यन्त्रबाट लग आउट गर्ने?',
  'security.sessions.confirmText': 'अरू सबै ब्राउजर र फोन एपमा फेरि लग इन गर्नुपर्नेछ। यो यन्त्र लग इनै रहन्छ।',
  'security.sessions.signedOut': '{device} लग आउट भयो।',
  'security.sessions.othersSignedOut': 'अरू सबै यन्त्र लग आउट भए।',
  'security.sessions.onlyThis': 'अरू कुनै यन्त्रमा लग इन छैन।',
  'security.method.password': 'पासवर्ड',
  'security.method.code': 'एक पटके कोड',
  'security.method.qr': 'QR कोड',
  'security.method.passkey': 'पासकी',
  'security.method.reset': 'पासवर्ड रिसेट',
  'security.method.signup': 'साइन अप',
  'security.method.restore': 'खाता पुनर्स्थापना',
  'security.method.other': 'अन्य',
};

export default catalog;
