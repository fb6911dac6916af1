/** The staff verification page's texts in Malay (keys and placeholders of en.ts). */
import type { PartCatalog } from '../../catalog-parts.js';
import type { StaffKey } from './en.js';

const ms: PartCatalog<StaffKey> = {
  'staff.title': "Sahkan akaun kakitangan anda",
  'staff.intro': "Bekerja di marketplace? Sahkan e-mel kerja anda untuk memautkannya ke akaun beli-belah ini dan dapatkan faedah kakitangan anda.",
  'staff.email': "E-mel kerja",
  'staff.emailDomain': "Gunakan alamat e-mel kerja anda yang berakhir dengan {domains}.",
  'staff.send': "Hantar kod",
  'staff.doneTitle': "Akaun kakitangan disahkan",
  'staff.doneText': "E-mel kerja anda {email} telah dipautkan ke akaun ini.",
  'staff.unlink': "Nyahpaut e-mel kerja",
  'staff.unlinked': "E-mel kerja anda tidak lagi dipautkan.",
  'staff.notLinked': "Belum ada e-mel kerja yang dipautkan ke akaun ini.",
  'staff.codeTitle': "Semak e-mel kerja anda",
  'staff.codeSent': "Kami telah menghantar kod ke {email}. Masukkan kod itu dalam masa 5 minit.",
  'staff.confirm': "Sahkan dan pautkan",
  'staff.changeEmail': "Guna e-mel lain",
  'staff.badge': "Akaun kakitangan",
  'staff.benefits': "Faedah kakitangan aktif pada akaun ini.",
  'staff.unlinkTitle': "Nyahpaut e-mel kerja anda?",
  'staff.unlinkText': "Faedah kakitangan pada akaun ini akan berhenti. Anda boleh memautkan e-mel kerja semula pada bila-bila masa.",
  'staff.unlinkConfirm': "Nyahpaut",
  'staff.keep': "Kekalkan pautan",
  'staff.error.domain': "Hanya e-mel kerja marketplace boleh dipautkan. Semak bahagian selepas @.",
  'staff.error.taken': "E-mel kerja ini sudah dipautkan ke akaun lain. Nyahpautkannya di sana dahulu.",
  'staff.error.alreadyLinked': "Akaun ini sudah mempunyai e-mel kerja yang dipautkan. Nyahpautkannya dahulu untuk memautkan yang lain.",
};

export default ms;
