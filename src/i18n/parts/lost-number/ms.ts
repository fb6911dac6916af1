/** The texts of /user/lost-number in Malay (keys and placeholders of en.ts). */
import type { PartCatalog } from '../../catalog-parts.js';
import type { LostNumberKey } from './en.js';

const ms: PartCatalog<LostNumberKey> = {
  'lostNumber.title': "Pulihkan akaun anda dengan nombor baharu",
  'lostNumber.number.text': "Masukkan nombor telefon yang digunakan oleh akaun anda. Kami mengesahkan ini akaun anda, dengan kod ke e-mel anda dan soalan tentang pesanan anda atau dengan kelulusan pada peranti yang anda gunakan untuk log masuk, kemudian anda menetapkan nombor baharu.",
  'lostNumber.continue': "Teruskan",
  'lostNumber.email.title': "Semak e-mel anda",
  'lostNumber.email.text': "Kami akan menghantar kod 6 digit ke {email}, alamat e-mel akaun ini.",
  'lostNumber.email.send': "Hantar kod",
  'lostNumber.new.title': "Nombor telefon baharu anda",
  'lostNumber.new.text': "Masukkan nombor yang anda mahu gunakan mulai sekarang. Kami akan menghantar kod kepadanya melalui SMS.",
  'lostNumber.phone.submit': "Sahkan nombor baharu",
  'lostNumber.done.title': "Nombor telefon anda telah ditukar",
  'lostNumber.done.text': "Akaun anda kini menggunakan {phone}. Kami telah memaklumkan alamat e-mel dan nombor lama anda tentang perubahan ini. Log masuk dengan nombor baharu anda.",
  'lostNumber.done.login': "Log masuk",
  'lostNumber.care.title': "Hubungi khidmat pelanggan",
  'lostNumber.care.noEmail': "Tanpa nombor lama, kami tidak dapat mengesahkan akaun ini di sini: akaun perlu ada alamat e-mel dan pesanan yang boleh kami tanyakan, atau peranti yang anda gunakan untuk log masuk. Khidmat pelanggan boleh membantu anda kembali ke akaun anda.",
  'lostNumber.care.tooManyTries': "Terlalu banyak jawapan salah. Khidmat pelanggan boleh membantu anda kembali ke akaun anda.",
  'lostNumber.care.link': "Pergi ke pusat bantuan",
  'lostNumber.expired.title': "Sila mulakan semula",
  'lostNumber.expired.text': "Demi keselamatan anda, pemulihan mesti selesai dalam masa 15 minit.",
  'lostNumber.startAgain': "Mulakan semula",
  'lostNumber.choose.title': "Sahkan bahawa ini akaun anda",
  'lostNumber.device.offerText': "Akaun anda sedang log masuk pada telefon atau komputer lain. Kami boleh menghantar permintaan ke sana untuk anda luluskan.",
  'lostNumber.device.offer': "Luluskan pada peranti yang anda gunakan untuk log masuk",
  'lostNumber.device.title': "Luluskan pada peranti anda yang lain",
  'lostNumber.device.text': "Pada telefon atau komputer yang anda gunakan untuk log masuk ke akaun ini, buka {address} dan pilih “Ya, ini saya”. Halaman ini akan bersambung dengan sendirinya.",
  'lostNumber.device.back': "Gunakan cara lain",
  'lostNumber.device.timedOut.title': "Permintaan telah tamat",
  'lostNumber.device.timedOut.text': "Permintaan tidak diluluskan dalam masa. Anda boleh menghantar permintaan baharu.",
  'lostNumber.device.askAgain': "Hantar permintaan baharu",
  'lostNumber.rejected.title': "Permintaan ditolak",
  'lostNumber.rejected.text': "Permintaan ditolak pada peranti yang anda gunakan untuk log masuk, jadi pemulihan ini telah tamat.",
};

export default ms;
