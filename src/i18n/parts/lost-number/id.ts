/** The texts of /user/lost-number in Indonesian (keys and placeholders of en.ts). */
import type { PartCatalog } from '../../catalog-parts.js';
import type { LostNumberKey } from './en.js';

const id: PartCatalog<LostNumberKey> = {
  'lostNumber.title': "Pulihkan akun Anda dengan nomor baru",
  'lostNumber.number.text': "Masukkan nomor ponsel yang dipakai akun Anda. Kami memastikan ini akun Anda, dengan kode ke email Anda dan pertanyaan tentang pesanan Anda atau dengan persetujuan di perangkat tempat Anda masuk, lalu Anda memasang nomor baru.",
  'lostNumber.continue': "Lanjut",
  'lostNumber.email.title': "Periksa email Anda",
  'lostNumber.email.text': "Kami akan mengirim kode 6 digit ke {email}, alamat email akun ini.",
  'lostNumber.email.send': "Kirim kode",
  'lostNumber.new.title': "Nomor ponsel baru Anda",
  'lostNumber.new.text': "Masukkan nomor yang ingin Anda pakai mulai sekarang. Kami akan mengirim kode ke nomor itu lewat SMS.",
  'lostNumber.phone.submit': "Konfirmasi nomor baru",
  'lostNumber.done.title': "Nomor ponsel Anda sudah diubah",
  'lostNumber.done.text': "Akun Anda sekarang memakai {phone}. Kami sudah memberi tahu alamat email dan nomor lama Anda tentang perubahan ini. Masuk dengan nomor baru Anda.",
  'lostNumber.done.login': "Masuk",
  'lostNumber.care.title': "Hubungi layanan pelanggan",
  'lostNumber.care.noEmail': "Tanpa nomor lama, kami tidak dapat memastikan akun ini di sini: akun perlu alamat email dan pesanan yang bisa kami tanyakan, atau perangkat tempat Anda masuk. Layanan pelanggan dapat membantu Anda kembali ke akun Anda.",
  'lostNumber.care.tooManyTries': "Terlalu banyak jawaban salah. Layanan pelanggan dapat membantu Anda kembali ke akun Anda.",
  'lostNumber.care.link': "Buka pusat bantuan",
  'lostNumber.expired.title': "Silakan mulai lagi",
  'lostNumber.expired.text': "Demi keamanan Anda, pemulihan harus selesai dalam 15 menit.",
  'lostNumber.startAgain': "Mulai lagi",
  'lostNumber.choose.title': "Pastikan ini akun Anda",
  'lostNumber.device.offerText': "Akun Anda sedang masuk di ponsel atau komputer lain. Kami dapat mengirim permintaan ke sana untuk Anda setujui.",
  'lostNumber.device.offer': "Setujui di perangkat tempat Anda masuk",
  'lostNumber.device.title': "Setujui di perangkat Anda yang lain",
  'lostNumber.device.text': "Di ponsel atau komputer tempat Anda masuk ke akun ini, buka {address} lalu pilih “Ya, ini saya”. Halaman ini berlanjut dengan sendirinya.",
  'lostNumber.device.back': "Gunakan cara lain",
  'lostNumber.device.timedOut.title': "Permintaan sudah berakhir",
  'lostNumber.device.timedOut.text': "Permintaan tidak disetujui tepat waktu. Anda dapat mengirim permintaan baru.",
  'lostNumber.device.askAgain': "Kirim permintaan baru",
  'lostNumber.rejected.title': "Permintaan ditolak",
  'lostNumber.rejected.text': "Permintaan ditolak di perangkat tempat Anda masuk, jadi pemulihan ini berakhir.",
};

export default id;
