/** The same-tab social sign-in's texts in Nepali (keys and placeholders of en.ts). */
import type { PartCatalog } from '../../catalog-parts.js';
import type { SocialKey } from './en.js';

const ne: PartCatalog<SocialKey> = {
  "social.refused.title": "{provider} ले यहाँ साइन इन गर्न दिँदैन",
  "social.refused.text": "{provider} ले यो एपको ब्राउजरभित्र साइन इन रोक्छ। यो पेज आफ्नो ब्राउजरमा खोल्नुहोस्, वा अर्को तरिकाले साइन इन गर्नुहोस्।",
  "social.openBrowser": "आफ्नो ब्राउजरमा खोल्नुहोस्",
  "social.copyLink": "लिंक कपी गर्नुहोस्",
  "social.copyHint": "लिंक कपी गरेर आफ्नो ब्राउजरको ठेगाना पट्टीमा टाँस्नुहोस्।",
  "social.copied": "लिंक कपी भयो",
  "social.otherWays": "साइन इन गर्ने अन्य तरिका",
  "social.invalid.title": "यो साइन इन पूरा हुन सकेन",
  "social.invalid.text": "कृपया साइन इन पेजबाट फेरि सुरु गर्नुहोस्।",
};

export default ne;
