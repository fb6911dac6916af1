/** The header's account menu in Nepali (the keys of en.ts; the compiler checks none is missing). */
import type { PartCatalog } from '../../catalog-parts.js';
import type { AccountMenuKey } from './en.js';

const catalog: PartCatalog<AccountMenuKey> = {
  'account.menu.button': '{name} को खाता मेनु',
  'account.menu.myAccount': 'मेरो खाता',
  'account.menu.myProfile': 'मेरो प्रोफाइल',
  'account.menu.editProfile': 'प्रोफाइल सम्पादन',
  'account.menu.changeEmail': 'इमेल परिवर्तन',
  'account.menu.addEmail': 'इमेल थप्नुहोस्',
  'account.menu.changeMobile': 'मोबाइल नम्बर परिवर्तन',
  'account.menu.addMobile': 'मोबाइल नम्बर थप्नुहोस्',
  'account.menu.changePassword': 'पासवर्ड परिवर्तन',
  'account.menu.setPassword': 'पासवर्ड सेट गर्नुहोस्',
  'account.menu.feedback': 'प्रतिक्रिया',
  'account.menu.help': 'सहायता',
  'account.menu.policies': 'नीतिहरू',
  'account.menu.settings': 'सेटिङहरू',
  'account.menu.security': 'सुरक्षा',
  'account.menu.privacy': 'गोपनीयता',
  'account.menu.logout': 'लग आउट',
  'account.logout.title': 'लग आउट गर्ने हो?',
  'account.logout.text': 'आफ्नो खाता र अर्डरहरू हेर्न फेरि लग इन गर्नुपर्नेछ।',
  'account.logout.stay': 'लग इन नै रहनुहोस्',
  'account.logout.failed': 'लग आउट गर्न सकिएन। फेरि प्रयास गर्नुहोस्।',
  'account.retry': 'फेरि प्रयास गर्नुहोस्',
  'account.menu.unavailable': 'नेटवर्क त्रुटि, कृपया केही समयपछि फेरि प्रयास गर्नुहोस्',
  'account.menu.close': 'बन्द गर्नुहोस्',
};

export default catalog;
