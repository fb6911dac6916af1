/** The same-tab social sign-in's texts in Nepali (keys and placeholders of en.ts). */
import type { PartCatalog } from '../../catalog-parts.js';
import type { SocialKey } from './en.js';

const ne: PartCatalog<SocialKey> = {
  "social.refused.title": "{provider} ले यहाँ लग इन गर्न दिँदैन",
  "social.refused.text": "{provider} ले यो एपको ब्राउजरभित्र लग इन रोक्छ। यो पेज आफ्नो ब्राउजरमा खोल्नुहोस्, वा अर्को तरिकाले लग इन गर्नुहोस्।",
  "social.openBrowser": "आफ्नो ब्राउजरमा खोल्नुहोस्",
  "social.copyLink": "लिंक कपी गर्नुहोस्",
  "social.copyHint": "लिंक कपी गरेर आफ्नो ब्राउजरको ठेगाना पट्टीमा टाँस्नुहोस्।",
  "social.copied": "लिंक कपी भयो",
  "social.otherWays": "लग इन गर्ने अन्य तरिका",
  "social.invalid.title": "यो लग इन पूरा हुन सकेन",
  "social.invalid.text": "कृपया लग इन पेजबाट फेरि सुरु गर्नुहोस्।",
  "social.panel.title": "जोडिएका खाताहरू",
  "social.panel.intro": "Google वा Facebook बाट पनि लग इन गर्नुहोस्। तपाईंका अन्य लग इन तरिका जस्ताको तस्तै रहन्छन्।",
  "social.panel.loading": "जोडिएका खाताहरू लोड हुँदैछन्…",
  "social.panel.retry": "फेरि प्रयास गर्नुहोस्",
  "social.panel.linked": "{date} देखि {email} का रूपमा जोडिएको",
  "social.panel.linkedNoEmail": "{date} देखि जोडिएको",
  "social.panel.notLinked": "जोडिएको छैन",
  "social.panel.link": "{provider} जोड्नुहोस्",
  "social.panel.unlink": "{provider} छुटाउनुहोस्",
  "social.panel.cancel": "रद्द गर्नुहोस्",
  "social.panel.unlinkTitle": "{provider} छुटाउने?",
  "social.panel.unlinkText": "तपाईं अब {provider} बाट लग इन गर्न सक्नुहुने छैन।",
  "social.panel.done.linked": "{provider} जोडियो।",
  "social.panel.done.unlinked": "{provider} छुटाइयो।",
  "social.error.elsewhere": "यो {provider} खाता पहिले नै अर्को मार्केटप्लेस खातासँग जोडिएको छ। अर्को {provider} खाता प्रयोग गर्नुहोस्।",
  "social.error.already": "अर्को {provider} खाता पहिले नै जोडिएको छ। पहिले त्यसलाई छुटाउनुहोस्।",
  "social.error.lastWay": "{provider} तपाईंको लग इन गर्ने एक मात्र तरिका हो। पहिले {ways} थप्नुहोस्, अनि छुटाउनुहोस्।",
  "social.error.notLinked": "यो खाता अब जोडिएको छैन।",
  "social.error.busy": "धेरै पटक प्रयास भयो। केही मिनेट पर्खेर फेरि प्रयास गर्नुहोस्।",
  "social.error.network": "जडान छैन। आफ्नो नेटवर्क जाँचेर फेरि प्रयास गर्नुहोस्।",
  "social.error.failed": "केही गडबड भयो। फेरि प्रयास गर्नुहोस्।",
  "social.error.inApp": "{provider} यो एपको ब्राउजरमा खोल्न सकिँदैन। जोड्न यो पेज आफ्नो ब्राउजरमा खोल्नुहोस्।",
  "social.way.password": "पासवर्ड",
  "social.way.phone": "मोबाइल नम्बर",
  "social.way.email": "प्रमाणित इमेल ठेगाना",
  "social.way.passkey": "पासकी",
};

export default ne;
