/** The texts of /user/lost-number in Nepali (keys and placeholders of en.ts). */
import type { PartCatalog } from '../../catalog-parts.js';
import type { LostNumberKey } from './en.js';

const ne: PartCatalog<LostNumberKey> = {
  'lostNumber.title': "नयाँ नम्बरबाट आफ्नो खाता फिर्ता पाउनुहोस्",
  'lostNumber.number.text': "तपाईंको खाताले प्रयोग गर्ने फोन नम्बर लेख्नुहोस्। तपाईंको इमेलमा कोड र तपाईंका अर्डरबारे एउटा प्रश्नबाट, वा तपाईं लग इन भएको उपकरणमा स्वीकृतिबाट हामी यो तपाईंकै खाता हो भनी पुष्टि गर्छौं, त्यसपछि तपाईं नयाँ नम्बर राख्नुहुन्छ।",
  'lostNumber.continue': "जारी राख्नुहोस्",
  'lostNumber.email.title': "आफ्नो इमेल हेर्नुहोस्",
  'lostNumber.email.text': "यो खाताको इमेल ठेगाना {email} मा हामी ६ अङ्कको कोड पठाउनेछौं।",
  'lostNumber.email.send': "कोड पठाउनुहोस्",
  'lostNumber.new.title': "तपाईंको नयाँ फोन नम्बर",
  'lostNumber.new.text': "अबदेखि प्रयोग गर्न चाहेको नम्बर लेख्नुहोस्। हामी त्यो नम्बरमा SMS बाट कोड पठाउनेछौं।",
  'lostNumber.phone.submit': "नयाँ नम्बर पुष्टि गर्नुहोस्",
  'lostNumber.done.title': "तपाईंको फोन नम्बर बदलियो",
  'lostNumber.done.text': "तपाईंको खाताले अब {phone} प्रयोग गर्छ। यो परिवर्तनबारे हामीले तपाईंको इमेल ठेगाना र पुरानो नम्बरमा जानकारी दियौं। नयाँ नम्बरबाट लग इन गर्नुहोस्।",
  'lostNumber.done.login': "लग इन",
  'lostNumber.care.title': "ग्राहक सेवालाई सम्पर्क गर्नुहोस्",
  'lostNumber.care.noEmail': "पुरानो नम्बरबिना हामी यहाँ यो खाता पुष्टि गर्न सक्दैनौं: यसका लागि इमेल ठेगाना र हामीले सोध्न सक्ने अर्डर, वा तपाईं लग इन भएको उपकरण चाहिन्छ। ग्राहक सेवाले तपाईंलाई खातामा फर्कन मद्दत गर्न सक्छ।",
  'lostNumber.care.tooManyTries': "धेरै पटक गलत उत्तर दिइयो। ग्राहक सेवाले तपाईंलाई खातामा फर्कन मद्दत गर्न सक्छ।",
  'lostNumber.care.link': "सहायता केन्द्रमा जानुहोस्",
  'lostNumber.expired.title': "फेरि सुरु गर्नुहोस्",
  'lostNumber.expired.text': "तपाईंको सुरक्षाका लागि खाता फिर्ता पाउने काम १५ मिनेटभित्र सक्नुपर्छ।",
  'lostNumber.startAgain': "फेरि सुरु गर्नुहोस्",
  'lostNumber.choose.title': "यो तपाईंकै खाता हो भनी पुष्टि गर्नुहोस्",
  'lostNumber.device.offerText': "तपाईंको खाता अर्को फोन वा कम्प्युटरमा लग इन छ। तपाईंले स्वीकृत गर्न हामी त्यहाँ अनुरोध पठाउन सक्छौं।",
  'lostNumber.device.offer': "लग इन भएको उपकरणमा स्वीकृत गर्नुहोस्",
  'lostNumber.device.title': "आफ्नो अर्को उपकरणमा स्वीकृत गर्नुहोस्",
  'lostNumber.device.text': "तपाईं यो खातामा लग इन भएको फोन वा कम्प्युटरमा {address} खोल्नुहोस् र “हो, म नै हुँ” छान्नुहोस्। यो पेज आफैं अघि बढ्छ।",
  'lostNumber.device.back': "अर्को तरिका प्रयोग गर्नुहोस्",
  'lostNumber.device.timedOut.title': "अनुरोध सकियो",
  'lostNumber.device.timedOut.text': "अनुरोध समयमै स्वीकृत भएन। तपाईं नयाँ अनुरोध पठाउन सक्नुहुन्छ।",
  'lostNumber.device.askAgain': "नयाँ अनुरोध पठाउनुहोस्",
  'lostNumber.rejected.title': "अनुरोध अस्वीकार गरियो",
  'lostNumber.rejected.text': "तपाईं लग इन भएको उपकरणमा अनुरोध अस्वीकार गरियो, त्यसैले यो खाता फिर्ता पाउने प्रक्रिया सकियो।",
};

export default ne;
