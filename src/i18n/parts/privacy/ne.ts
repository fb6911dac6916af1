/** The #privacy section's texts in Nepali (keys and placeholders of en.ts). */
import type { PartCatalog } from '../../catalog-parts.js';
import type { PrivacyKey } from './en.js';

const ne: PartCatalog<PrivacyKey> = {
  'privacy.intro': "आफ्नो डेटाको प्रतिलिपि डाउनलोड गर्नुहोस् वा आफ्नो खाता मेटाउनुहोस्।",
  'privacy.export.title': "मेरो डेटा डाउनलोड गर्नुहोस्",
  'privacy.export.text': "तपाईंको प्रोफाइल, इमेल र फोनको इतिहास, ठेगाना, अर्डर, सहमति, जोडिएका खाता र सुरक्षा गतिविधि भएको एउटा फाइल: पढ्न सजिलो सारांशसहितको JSON। दिनमा एक पटक यो गर्न सकिन्छ।",
  'privacy.export.start': "मेरो डेटा डाउनलोड गर्नुहोस्",
  'privacy.export.ready': "तपाईंको फाइल तयार छ। डाउनलोड आफैं सुरु हुन्छ; नभए तलको लिंक प्रयोग गर्नुहोस्।",
  'privacy.export.done': "सम्पन्न",
  'privacy.export.link': "फाइल डाउनलोड गर्नुहोस्",
  'privacy.delete.title': "मेरो खाता मेटाउनुहोस्",
  'privacy.delete.text': "आफ्नो खाता बन्द गरी व्यक्तिगत विवरण मेटाउनुहोस्। पहिले के-के मिलाउनुपर्छ हामी जाँच्छौं।",
  'privacy.delete.start': "मेरो खाता मेटाउनुहोस्",
  'privacy.checking': "तपाईंको खाता जाँच गर्दै…",
  'privacy.blocked.title': "पहिले यी मिलाउनुहोस्",
  'privacy.blocked.text': "यी मिलाएपछि तपाईंको खाता मेटाउन सकिन्छ:",
  'privacy.blocker.openOrder': "अर्डर {ref} अझै डेलिभर भएको छैन।",
  'privacy.blocker.refundableOrder': "अर्डर {ref} अझै फिर्ता वा रिफन्ड गर्न सकिन्छ।",
  'privacy.blocker.walletBalance': "तपाईंको वालेटमा अझै {amount} बाँकी छ। यसलाई खर्च गर्नुहोस्, वा रिफन्डका लागि ग्राहक सेवालाई भन्नुहोस्।",
  'privacy.recheck': "फेरि जाँच गर्नुहोस्",
  'privacy.losses.title': "तपाईंले गुमाउने कुरा",
  'privacy.losses.text': "बुझेको पुष्टि गर्न हरेक कुरामा चिनो लगाउनुहोस्।",
  'privacy.loss.orderHistory': "तपाईंको अर्डर इतिहास ({count})। कानुनअनुसार रेकर्ड रहन्छ, तर तपाईंको नामबिना।",
  'privacy.loss.addresses': "तपाईंका सुरक्षित ठेगाना ({count})।",
  'privacy.loss.socialAccounts': "जोडिएका सामाजिक खाता ({count})।",
  'privacy.loss.groceryHistory': "जोडिएको ग्रोसरी अर्डर इतिहास ({count})।",
  'privacy.loss.staffLink': "तपाईंको कर्मचारी लिंक र यसका सुविधा।",
  'privacy.loss.promotions': "तपाईंका प्रवर्द्धन सदस्यता।",
  'privacy.delete.ackAll': "जारी राख्न सबै कुरामा चिनो लगाउनुहोस्।",
  'privacy.continue': "जारी राख्नुहोस्",
  'privacy.cancel': "रद्द गर्नुहोस्",
  'privacy.confirm.title': "आफ्नो खाता मेटाउने?",
  'privacy.confirm.text': "तपाईं सबै उपकरणबाट लग आउट हुनुहुनेछ। {graceDays} दिनभित्र लग इन गरे खाता पुनर्स्थापित गर्न सकिन्छ। त्यसपछि खाता बन्द हुन्छ, र थप {coolingDays} दिनपछि यसको व्यक्तिगत विवरण मेटाइन्छ र तपाईंको इमेल तथा मोबाइल नम्बर फेरि प्रयोग गर्न मिल्छ।",
  'privacy.confirm.submit': "मेरो खाता मेटाउनुहोस्",
  'privacy.identityAgain': "कृपया यो तपाईं नै हो भनी फेरि पुष्टि गर्नुहोस्।",
  'privacy.done': "तपाईंको खाता मेटाइनेछ। यसबारे हामीले तपाईंलाई इमेल पठाएका छौं।",
  'privacy.error.exportLimited': "तपाईंले आज डेटा डाउनलोड गरिसक्नुभयो। भोलि फेरि प्रयास गर्नुहोस्।",
};

export default ne;
