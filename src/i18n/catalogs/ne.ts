/** Nepali: minimal catalog. Keys it lacks fall back to English. Terms: कोड, फोन नम्बर, पासवर्ड, लग इन. */
import type { PartialCatalog } from './en.js';

const ne: PartialCatalog = {
  'validation.required': 'यो फिल्ड खाली छोड्न मिल्दैन।',
  'validation.phone.invalid': 'कृपया मान्य फोन नम्बर प्रविष्ट गर्नुहोस्।',

  // Errors (spec §8)
  'error.network': 'नेटवर्क त्रुटि, कृपया केही समयपछि फेरि प्रयास गर्नुहोस्',
  'error.networkShort': 'नेटवर्क त्रुटि',
  'error.qr.network': 'नेटवर्क त्रुटि',
  'error.qr.connection': 'कृपया आफ्नो जडान जाँच गरेर फेरि प्रयास गर्नुहोस्',
  'error.tryAgain': 'त्रुटि भयो, कृपया फेरि प्रयास गर्नुहोस्',
  'error.somethingWrong': 'केही गडबड भयो, कृपया केही समयपछि फेरि प्रयास गर्नुहोस्',
  'error.busy.title': 'प्रणाली व्यस्त छ',
  'error.busy.message': 'अहिले धेरै मानिसहरू प्रयास गरिरहेका छन्। कृपया केही बेरमा फेरि प्रयास गर्नुहोस्।',
  'error.busy.retryLater': 'पछि फेरि प्रयास गर्नुहोस्',
  'error.bot.title': 'सुरक्षा प्रमाणीकरण',
  'error.bot.message': 'जारी राख्न कृपया प्रमाणीकरण पूरा गर्नुहोस्।',
  'error.bridge.notLogin': 'माफ गर्नुहोस्, तपाईं लग इन हुनुभएको छैन',
  'error.bridge.runtime': 'रनटाइम त्रुटि',
  'error.social.failed': 'तेस्रो पक्षमार्फत लग इन असफल भयो, कृपया {provider} सँगको जडान जाँच गर्नुहोस्',
  'error.social.suspended':
    'हामीले सुरक्षा जोखिम पत्ता लगायौं, त्यसैले यस खाताका लागि {provider} मार्फत लग इन निलम्बन गरिएको छ। कृपया लग इनको अर्को तरिका प्रयोग गर्नुहोस्।',
  'error.emailRegistered': 'यो इमेल पहिले नै दर्ता भइसकेको छ',
  'error.guestEmail': 'तपाईं अतिथिको रूपमा लग इन हुनुहुन्छ, जारी राख्न आफ्नो पासवर्ड सेट गर्नुहोस्',
  'error.coolingPeriod':
    'यी विवरणहरू हालै मेटाइएको खातासँग जोडिएका हुनाले यिनबाट नयाँ खाता दर्ता गर्न सकिँदैन। कृपया ग्राहक सेवामा सम्पर्क गर्नुहोस्।',
  'error.slider.failed': 'प्रमाणीकरण असफल भयो',
  'error.slider.system': 'प्रणाली त्रुटि, कृपया पेज रिफ्रेस गरेर फेरि प्रयास गर्नुहोस्',
  'error.guest.resendFailed': 'कृपया आफ्नो इन्टरनेट जडान जाँच गरेर फेरि प्रयास गर्नुहोस्',
  'error.verification.rejected': 'प्रमाणीकरण अस्वीकार गरियो',
  'error.verification.expired': 'प्रमाणीकरणको म्याद सकियो। कृपया फेरि सुरु गर्नुहोस्।',
  'error.session.expired': 'तपाईंको सत्रको म्याद सकियो। कृपया फेरि लग इन गर्नुहोस्।',
  'error.code.incorrect': 'कोड गलत छ। कृपया फेरि प्रयास गर्नुहोस्।',
  'error.code.expired': 'कोडको म्याद सकियो। कृपया नयाँ कोड माग्नुहोस्।',
  'error.login.incorrect': 'फोन नम्बर, इमेल वा पासवर्ड गलत छ।',
  'error.redirect.illegal': 'अनधिकृत URL',
  'error.redirect.empty': 'URL खाली छ',
  'error.select.empty': 'मिल्दो कुनै वस्तु फेला परेन',

  'common.confirm': 'पुष्टि गर्नुहोस्',
  'common.cancel': 'रद्द गर्नुहोस्',
};

export default ne;
