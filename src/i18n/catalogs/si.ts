/** Sinhala: minimal catalog. Keys it lacks fall back to English. Terms: කේතය, දුරකථන අංකය, මුරපදය, පුරනය වන්න. */
import type { PartialCatalog } from './en.js';

const si: PartialCatalog = {
  'validation.required': 'මෙම ක්ෂේත්‍රය හිස්ව තැබිය නොහැක.',
  'validation.phone.invalid': 'කරුණාකර වලංගු දුරකථන අංකයක් ඇතුළත් කරන්න.',

  // Errors (spec §8)
  'error.network': 'ජාල දෝෂයකි, කරුණාකර පසුව නැවත උත්සාහ කරන්න',
  'error.networkShort': 'ජාල දෝෂයකි',
  'error.qr.network': 'ජාල දෝෂයකි',
  'error.qr.connection': 'කරුණාකර ඔබගේ සම්බන්ධතාවය පරීක්ෂා කර නැවත උත්සාහ කරන්න',
  'error.tryAgain': 'දෝෂයක් ඇති විය, කරුණාකර නැවත උත්සාහ කරන්න',
  'error.somethingWrong': 'යම් දෙයක් වැරදී ඇත, කරුණාකර පසුව නැවත උත්සාහ කරන්න',
  'error.busy.title': 'පද්ධතිය කාර්යබහුලයි',
  'error.busy.message': 'මේ මොහොතේ බොහෝ දෙනෙක් උත්සාහ කරමින් සිටිති. කරුණාකර මොහොතකින් නැවත උත්සාහ කරන්න.',
  'error.busy.retryLater': 'පසුව නැවත උත්සාහ කරන්න',
  'error.bot.title': 'ආරක්ෂක සත්‍යාපනය',
  'error.bot.message': 'ඉදිරියට යාමට කරුණාකර සත්‍යාපනය සම්පූර්ණ කරන්න.',
  'error.bridge.notLogin': 'කණගාටුයි, ඔබ පුරනය වී නැත',
  'error.bridge.runtime': 'ධාවන කාල දෝෂයකි',
  'error.social.failed': 'තෙවන පාර්ශ්ව පුරනය අසාර්ථක විය, කරුණාකර {provider} සමඟ සම්බන්ධතාවය පරීක්ෂා කරන්න',
  'error.social.suspended':
    'අප ආරක්ෂක අවදානමක් හඳුනාගත් බැවින්, මෙම ගිණුම සඳහා {provider} සමඟ පුරනය වීම අත්හිටුවා ඇත. කරුණාකර වෙනත් පුරනය වීමේ ක්‍රමයක් භාවිත කරන්න.',
  'error.emailRegistered': 'මෙම ඊමේල් ලිපිනය දැනටමත් ලියාපදිංචි කර ඇත',
  'error.guestEmail': 'ඔබ අමුත්තෙකු ලෙස පුරනය වී ඇත, ඉදිරියට යාමට ඔබගේ මුරපදය සකසන්න',
  'error.coolingPeriod':
    'මෙම තොරතුරු මෑතකදී මකා දැමූ ගිණුමකට සම්බන්ධ බැවින් ඒවායින් නව ගිණුමක් ලියාපදිංචි කළ නොහැක. කරුණාකර පාරිභෝගික සේවාව අමතන්න.',
  'error.slider.failed': 'සත්‍යාපනය අසාර්ථක විය',
  'error.slider.system': 'පද්ධති දෝෂයකි, කරුණාකර පිටුව නැවුම් කර නැවත උත්සාහ කරන්න',
  'error.guest.resendFailed': 'කරුණාකර ඔබගේ අන්තර්ජාල සම්බන්ධතාවය පරීක්ෂා කර නැවත උත්සාහ කරන්න',
  'error.verification.rejected': 'සත්‍යාපනය ප්‍රතික්ෂේප විය',
  'error.verification.expired': 'සත්‍යාපනය කල් ඉකුත් වී ඇත. කරුණාකර නැවත ආරම්භ කරන්න.',
  'error.session.expired': 'ඔබගේ සැසිය කල් ඉකුත් වී ඇත. කරුණාකර නැවත පුරනය වන්න.',
  'error.code.incorrect': 'කේතය වැරදියි. කරුණාකර නැවත උත්සාහ කරන්න.',
  'error.code.expired': 'කේතය කල් ඉකුත් වී ඇත. කරුණාකර නව කේතයක් ඉල්ලන්න.',
  'error.login.incorrect': 'දුරකථන අංකය, ඊමේල් ලිපිනය හෝ මුරපදය වැරදියි.',
  'error.redirect.illegal': 'අවසර නොලත් URL',
  'error.redirect.empty': 'URL හිස්ය',
  'error.select.empty': 'ගැළපෙන අයිතම කිසිවක් හමු නොවීය',

  'common.confirm': 'තහවුරු කරන්න',
  'common.cancel': 'අවලංගු කරන්න',
};

export default si;
