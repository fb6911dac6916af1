/** The staff verification page's texts in Nepali (keys and placeholders of en.ts). */
import type { PartCatalog } from '../../catalog-parts.js';
import type { StaffKey } from './en.js';

const ne: PartCatalog<StaffKey> = {
  'staff.title': "आफ्नो कर्मचारी खाता प्रमाणित गर्नुहोस्",
  'staff.intro': "मार्केटप्लेसमा काम गर्नुहुन्छ? आफ्नो कार्यालयको इमेल प्रमाणित गरी यो किनमेल खातासँग जोड्नुहोस् र कर्मचारी सुविधा पाउनुहोस्।",
  'staff.email': "कार्यालयको इमेल",
  'staff.emailDomain': "{domains} मा अन्त्य हुने आफ्नो कार्यालयको इमेल ठेगाना प्रयोग गर्नुहोस्।",
  'staff.send': "कोड पठाउनुहोस्",
  'staff.doneTitle': "कर्मचारी खाता प्रमाणित भयो",
  'staff.doneText': "तपाईंको कार्यालयको इमेल {email} यो खातासँग जोडिएको छ।",
  'staff.unlink': "कार्यालयको इमेल हटाउनुहोस्",
  'staff.unlinked': "तपाईंको कार्यालयको इमेल अब जोडिएको छैन।",
  'staff.notLinked': "यो खातासँग अहिलेसम्म कुनै कार्यालयको इमेल जोडिएको छैन।",
  'staff.codeTitle': "आफ्नो कार्यालयको इमेल हेर्नुहोस्",
  'staff.codeSent': "हामीले {email} मा कोड पठाएका छौँ। ५ मिनेटभित्र कोड हाल्नुहोस्।",
  'staff.confirm': "प्रमाणित गरी जोड्नुहोस्",
  'staff.changeEmail': "अर्को इमेल प्रयोग गर्नुहोस्",
  'staff.badge': "कर्मचारी खाता",
  'staff.benefits': "यो खातामा कर्मचारी सुविधा सक्रिय छ।",
  'staff.unlinkTitle': "कार्यालयको इमेल हटाउने हो?",
  'staff.unlinkText': "यो खातामा कर्मचारी सुविधा बन्द हुनेछ। तपाईं जुनसुकै बेला फेरि कार्यालयको इमेल जोड्न सक्नुहुन्छ।",
  'staff.unlinkConfirm': "हटाउनुहोस्",
  'staff.keep': "जोडिएकै राख्नुहोस्",
  'staff.error.domain': "मार्केटप्लेसको कार्यालयको इमेल मात्र जोड्न मिल्छ। @ पछिको भाग जाँच्नुहोस्।",
  'staff.error.taken': "यो कार्यालयको इमेल अर्को खातासँग जोडिएको छ। पहिले त्यहाँबाट हटाउनुहोस्।",
  'staff.error.alreadyLinked': "यो खातासँग पहिले नै कार्यालयको इमेल जोडिएको छ। अर्को जोड्न पहिले त्यसलाई हटाउनुहोस्।",
};

export default ne;
