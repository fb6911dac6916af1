/**
 * The help center's texts (help-center.ts) in the eleven languages of the package's catalogs. `{minutes}`,
 * `{graceDays}` and `{coolingDays}` are this server's facts, filled in (in the language's own digits) when a page is
 * made. Every language has every text (help-center.test.ts checks), written as a native writer would.
 */
import type { CatalogLanguage } from '../../src/i18n/catalogs/index.js';

export const HELP_TOPIC_SLUGS = Object.freeze(['account', 'orders', 'payment', 'shipping', 'returns'] as const);
export type HelpTopicSlug = (typeof HELP_TOPIC_SLUGS)[number];
export const FEEDBACK_TOPICS = Object.freeze(['account', 'orders', 'payment', 'shipping', 'returns', 'app', 'other'] as const);
export type FeedbackTopic = (typeof FEEDBACK_TOPICS)[number];

export interface HelpTopicTexts {
  readonly title: string;
  readonly summary: string;
  /** Questions and answers. */
  readonly answers: ReadonlyArray<readonly [string, string]>;
}

export interface HelpTexts {
  readonly helpCenter: string;
  readonly howCanWeHelp: string;
  readonly topicsLabel: string;
  readonly allTopics: string;
  readonly home: string;
  readonly languageLabel: string;
  readonly stillNeedHelp: string;
  readonly sendUsFeedback: string;
  readonly notFoundTitle: string;
  readonly notFoundText: string;
  readonly topics: Readonly<Record<HelpTopicSlug, HelpTopicTexts>>;
  readonly liveup: {
    readonly title: string;
    readonly summary: string;
    readonly intro: string;
    readonly getTitle: string;
    readonly get: readonly string[];
    readonly whoTitle: string;
    readonly who: string;
    readonly howTitle: string;
    readonly how: string;
  };
  readonly feedback: {
    readonly title: string;
    readonly summary: string;
    readonly intro: string;
    readonly topic: string;
    readonly message: string;
    readonly hint: string;
    readonly send: string;
    readonly sent: string;
    readonly tooShort: string;
    readonly topics: Readonly<Record<FeedbackTopic, string>>;
  };
}

const en: HelpTexts = {
  helpCenter: 'Help center',
  howCanWeHelp: 'How can we help?',
  topicsLabel: 'Help topics',
  allTopics: 'All help topics',
  home: 'Home',
  languageLabel: 'Language',
  stillNeedHelp: 'Still need help?',
  sendUsFeedback: 'Send us feedback',
  notFoundTitle: 'We could not find that help topic',
  notFoundText: 'Pick one of these instead.',
  topics: {
    account: {
      title: 'Your account',
      summary: 'Logging in, passwords, codes, deleting and restoring your account.',
      answers: [
        ['I forgot my password', 'Choose “Forgot password?” on the login page, enter your phone number or email, and type the code we send you. Then choose a new password.'],
        ['My code did not arrive', 'Codes work for {minutes} minutes and only once. You can ask for a new one after 60 seconds. If your number is flagged as risky, we offer a phone call instead of an SMS.'],
        ['I ordered as a guest', 'Sign up with the email address of your orders, or choose “Set a password” when the sign-up tells you the address has guest orders. We email you a link; setting your password turns your orders into an account.'],
        ['I asked to delete my account', 'For {graceDays} days after your request you can still restore it: log in and confirm “Restore”. After that it is gone for good.'],
        ['I cannot sign up with my old email or phone', 'The email address and phone number of a deleted account cannot create a new account for {coolingDays} days after the deletion. Write to us through the feedback form if you need help sooner.'],
        ['Someone else may be using my account', 'Change your password at once from your account menu; this logs you out on every other device. If we ask you to verify it is you and it was not, choose “This wasn’t me”.'],
      ],
    },
    orders: {
      title: 'Orders',
      summary: 'Finding your orders, order numbers and order history.',
      answers: [
        ['Where are my orders?', 'Your recent orders are on your account dashboard, with the order number, the date, the items and the total.'],
        ['My grocery orders are missing', 'Orders from the grocery store are kept with your grocery login. When you log in, we offer to move them into your marketplace account, to keep them in a new account, or to combine both accounts.'],
      ],
    },
    payment: {
      title: 'Payment',
      summary: 'Payment methods, failed payments and refunds.',
      answers: [
        ['My payment failed', 'Nothing was charged for a failed payment. Check your card details or choose another method and try again.'],
        ['When do I get my refund?', 'Refunds go back to the method you paid with, usually within 7 working days after the return is accepted.'],
      ],
    },
    shipping: {
      title: 'Shipping and delivery',
      summary: 'Addresses, delivery times and tracking.',
      answers: [
        ['How do I change my delivery address?', 'Edit or add addresses in your address book. Each market has one default shipping and one default billing address.'],
        ['How do I track my parcel?', 'Open the order on your dashboard and choose Manage to see its tracking.'],
      ],
    },
    returns: {
      title: 'Returns',
      summary: 'How to return an item and what can be returned.',
      answers: [['How do I return an item?', 'Open the order on your dashboard, choose Manage, then Return. Pack the item with its tags and drop it off within 7 days.']],
    },
  },
  liveup: {
    title: 'LiveUp membership',
    summary: 'Partner perks that come with your marketplace account.',
    intro: 'LiveUp is the marketplace’s partner membership: one membership, linked to your marketplace account, gives you the perks of our partner services together with your shopping benefits.',
    getTitle: 'What you get',
    get: ['Free-shipping vouchers every month on orders from LiveUp stores.', 'Extra cashback on partner days.', 'The partner service’s own subscription perks, for as long as your membership runs.'],
    whoTitle: 'Who can join',
    who: 'Any buyer with a marketplace account in good standing. One membership per account; it follows the account, so keep your phone number and email up to date.',
    howTitle: 'How to join or leave',
    how: 'Log in, open the LiveUp offer in the app and link the partner account you want. You can cancel at any time; perks end at the end of the month you cancel in.',
  },
  feedback: {
    title: 'Send feedback',
    summary: 'Tell us what works and what does not; we read every message.',
    intro: 'Tell us what went well or what went wrong. We read every message but cannot answer each one, so for an order problem include its order number.',
    topic: 'Topic',
    message: 'Your message',
    hint: '10 to 2000 characters. Never include your password or a code we sent you.',
    send: 'Send feedback',
    sent: 'Thank you. Your feedback was sent.',
    tooShort: 'Please write at least 10 characters.',
    topics: { account: 'Account', orders: 'Orders', payment: 'Payment', shipping: 'Shipping', returns: 'Returns', app: 'The app', other: 'Something else' },
  },
};

const id: HelpTexts = {
  helpCenter: 'Pusat bantuan',
  howCanWeHelp: 'Ada yang bisa kami bantu?',
  topicsLabel: 'Topik bantuan',
  allTopics: 'Semua topik bantuan',
  home: 'Beranda',
  languageLabel: 'Bahasa',
  stillNeedHelp: 'Masih butuh bantuan?',
  sendUsFeedback: 'Kirim masukan kepada kami',
  notFoundTitle: 'Topik bantuan itu tidak ditemukan',
  notFoundText: 'Silakan pilih salah satu topik berikut.',
  topics: {
    account: {
      title: 'Akun Anda',
      summary: 'Masuk, kata sandi, kode, serta menghapus dan memulihkan akun.',
      answers: [
        ['Saya lupa kata sandi', 'Pilih “Lupa kata sandi?” di halaman masuk, masukkan nomor ponsel atau email Anda, lalu ketik kode yang kami kirim. Setelah itu, buat kata sandi baru.'],
        ['Kode saya tidak masuk', 'Kode berlaku selama {minutes} menit dan hanya bisa dipakai sekali. Anda bisa meminta kode baru setelah 60 detik. Jika nomor Anda ditandai berisiko, kami menawarkan panggilan telepon sebagai ganti SMS.'],
        ['Saya berbelanja sebagai tamu', 'Daftar dengan alamat email yang Anda pakai saat memesan, atau pilih “Atur kata sandi” jika pendaftaran memberi tahu bahwa alamat itu punya pesanan tamu. Kami mengirim tautan lewat email; setelah kata sandi diatur, pesanan Anda menjadi bagian dari akun.'],
        ['Saya sudah meminta akun saya dihapus', 'Selama {graceDays} hari setelah permintaan, akun masih bisa dipulihkan: masuk lalu konfirmasi “Pulihkan”. Setelah itu akun terhapus permanen.'],
        ['Saya tidak bisa mendaftar dengan email atau nomor lama', 'Email dan nomor ponsel dari akun yang dihapus tidak bisa dipakai untuk membuat akun baru selama {coolingDays} hari setelah penghapusan. Hubungi kami lewat formulir masukan jika butuh bantuan lebih cepat.'],
        ['Sepertinya ada orang lain yang memakai akun saya', 'Segera ganti kata sandi dari menu akun; Anda akan keluar dari semua perangkat lain. Jika kami meminta verifikasi padahal itu bukan Anda, pilih “Ini bukan saya”.'],
      ],
    },
    orders: {
      title: 'Pesanan',
      summary: 'Mencari pesanan, nomor pesanan, dan riwayat pesanan.',
      answers: [
        ['Di mana pesanan saya?', 'Pesanan terbaru ada di dasbor akun Anda, lengkap dengan nomor pesanan, tanggal, barang, dan totalnya.'],
        ['Pesanan belanja dapur saya tidak ada', 'Pesanan dari toko kebutuhan dapur tersimpan di akun belanja dapur Anda. Saat Anda masuk, kami menawarkan untuk memindahkannya ke akun marketplace, menyimpannya di akun baru, atau menggabungkan kedua akun.'],
      ],
    },
    payment: {
      title: 'Pembayaran',
      summary: 'Metode pembayaran, pembayaran gagal, dan pengembalian dana.',
      answers: [
        ['Pembayaran saya gagal', 'Tidak ada dana yang ditagih untuk pembayaran yang gagal. Periksa data kartu Anda atau pilih metode lain, lalu coba lagi.'],
        ['Kapan dana saya dikembalikan?', 'Dana dikembalikan ke metode pembayaran yang Anda pakai, biasanya dalam 7 hari kerja setelah pengembalian barang diterima.'],
      ],
    },
    shipping: {
      title: 'Pengiriman',
      summary: 'Alamat, waktu pengiriman, dan pelacakan.',
      answers: [
        ['Bagaimana cara mengubah alamat pengiriman?', 'Ubah atau tambahkan alamat di buku alamat Anda. Setiap negara punya satu alamat pengiriman utama dan satu alamat penagihan utama.'],
        ['Bagaimana cara melacak paket saya?', 'Buka pesanan di dasbor Anda, lalu pilih Kelola untuk melihat pelacakannya.'],
      ],
    },
    returns: {
      title: 'Pengembalian',
      summary: 'Cara mengembalikan barang dan barang apa saja yang bisa dikembalikan.',
      answers: [['Bagaimana cara mengembalikan barang?', 'Buka pesanan di dasbor Anda, pilih Kelola, lalu Kembalikan. Kemas barang beserta labelnya dan serahkan dalam 7 hari.']],
    },
  },
  liveup: {
    title: 'Keanggotaan LiveUp',
    summary: 'Keuntungan mitra yang menyertai akun marketplace Anda.',
    intro: 'LiveUp adalah keanggotaan mitra marketplace: satu keanggotaan yang tertaut ke akun marketplace Anda memberi keuntungan dari layanan mitra kami sekaligus keuntungan belanja Anda.',
    getTitle: 'Yang Anda dapatkan',
    get: ['Voucher gratis ongkir setiap bulan untuk pesanan dari toko LiveUp.', 'Cashback tambahan di hari-hari mitra.', 'Keuntungan langganan dari layanan mitra selama keanggotaan Anda aktif.'],
    whoTitle: 'Siapa yang bisa bergabung',
    who: 'Setiap pembeli dengan akun marketplace yang berstatus baik. Satu keanggotaan untuk satu akun; keanggotaan mengikuti akun, jadi pastikan nomor ponsel dan email Anda selalu terbaru.',
    howTitle: 'Cara bergabung atau berhenti',
    how: 'Masuk, buka penawaran LiveUp di aplikasi, lalu tautkan akun mitra yang Anda inginkan. Anda bisa berhenti kapan saja; keuntungan berakhir di akhir bulan saat Anda berhenti.',
  },
  feedback: {
    title: 'Kirim masukan',
    summary: 'Ceritakan apa yang sudah baik dan apa yang belum; kami membaca setiap pesan.',
    intro: 'Ceritakan apa yang berjalan baik atau apa yang bermasalah. Kami membaca setiap pesan, tetapi tidak bisa membalas semuanya, jadi untuk masalah pesanan sertakan nomor pesanannya.',
    topic: 'Topik',
    message: 'Pesan Anda',
    hint: '10 sampai 2000 karakter. Jangan pernah menuliskan kata sandi atau kode yang kami kirim.',
    send: 'Kirim masukan',
    sent: 'Terima kasih. Masukan Anda sudah terkirim.',
    tooShort: 'Tulis setidaknya 10 karakter.',
    topics: { account: 'Akun', orders: 'Pesanan', payment: 'Pembayaran', shipping: 'Pengiriman', returns: 'Pengembalian', app: 'Aplikasi', other: 'Lainnya' },
  },
};

const ms: HelpTexts = {
  helpCenter: 'Pusat bantuan',
  howCanWeHelp: 'Apakah yang boleh kami bantu?',
  topicsLabel: 'Topik bantuan',
  allTopics: 'Semua topik bantuan',
  home: 'Laman utama',
  languageLabel: 'Bahasa',
  stillNeedHelp: 'Masih perlukan bantuan?',
  sendUsFeedback: 'Hantar maklum balas kepada kami',
  notFoundTitle: 'Topik bantuan itu tidak ditemui',
  notFoundText: 'Sila pilih salah satu topik ini.',
  topics: {
    account: {
      title: 'Akaun anda',
      summary: 'Log masuk, kata laluan, kod, serta memadam dan memulihkan akaun.',
      answers: [
        ['Saya terlupa kata laluan', 'Pilih “Lupa kata laluan?” di halaman log masuk, masukkan nombor telefon atau e-mel anda, dan taip kod yang kami hantar. Kemudian pilih kata laluan baharu.'],
        ['Kod saya tidak sampai', 'Kod sah selama {minutes} minit dan hanya boleh digunakan sekali. Anda boleh meminta kod baharu selepas 60 saat. Jika nombor anda ditandakan berisiko, kami menawarkan panggilan telefon sebagai ganti SMS.'],
        ['Saya membuat pesanan sebagai tetamu', 'Daftar dengan alamat e-mel pesanan anda, atau pilih “Tetapkan kata laluan” apabila pendaftaran memberitahu alamat itu mempunyai pesanan tetamu. Kami akan e-melkan pautan; selepas kata laluan ditetapkan, pesanan anda menjadi sebahagian daripada akaun.'],
        ['Saya telah meminta akaun saya dipadam', 'Selama {graceDays} hari selepas permintaan, anda masih boleh memulihkannya: log masuk dan sahkan “Pulihkan”. Selepas itu akaun dipadam untuk selamanya.'],
        ['Saya tidak boleh mendaftar dengan e-mel atau telefon lama', 'Alamat e-mel dan nombor telefon akaun yang dipadam tidak boleh digunakan untuk akaun baharu selama {coolingDays} hari selepas pemadaman. Tulis kepada kami melalui borang maklum balas jika anda perlukan bantuan lebih awal.'],
        ['Orang lain mungkin menggunakan akaun saya', 'Tukar kata laluan anda dengan segera melalui menu akaun; anda akan dilog keluar daripada semua peranti lain. Jika kami meminta anda mengesahkan diri tetapi itu bukan anda, pilih “Ini bukan saya”.'],
      ],
    },
    orders: {
      title: 'Pesanan',
      summary: 'Mencari pesanan, nombor pesanan dan sejarah pesanan.',
      answers: [
        ['Di manakah pesanan saya?', 'Pesanan terkini anda ada di papan pemuka akaun, bersama nombor pesanan, tarikh, barangan dan jumlahnya.'],
        ['Pesanan barangan runcit saya tiada', 'Pesanan dari kedai barangan runcit disimpan bersama log masuk runcit anda. Apabila anda log masuk, kami menawarkan untuk memindahkannya ke akaun marketplace, menyimpannya dalam akaun baharu, atau menggabungkan kedua-dua akaun.'],
      ],
    },
    payment: {
      title: 'Pembayaran',
      summary: 'Kaedah pembayaran, pembayaran gagal dan bayaran balik.',
      answers: [
        ['Pembayaran saya gagal', 'Tiada caj dikenakan untuk pembayaran yang gagal. Semak butiran kad anda atau pilih kaedah lain dan cuba lagi.'],
        ['Bilakah saya akan menerima bayaran balik?', 'Bayaran balik dikembalikan ke kaedah yang anda gunakan, biasanya dalam 7 hari bekerja selepas pemulangan diterima.'],
      ],
    },
    shipping: {
      title: 'Penghantaran',
      summary: 'Alamat, tempoh penghantaran dan penjejakan.',
      answers: [
        ['Bagaimanakah cara menukar alamat penghantaran?', 'Edit atau tambah alamat dalam buku alamat anda. Setiap pasaran mempunyai satu alamat penghantaran lalai dan satu alamat pengebilan lalai.'],
        ['Bagaimanakah cara menjejak bungkusan saya?', 'Buka pesanan di papan pemuka anda dan pilih Urus untuk melihat penjejakannya.'],
      ],
    },
    returns: {
      title: 'Pemulangan',
      summary: 'Cara memulangkan barangan dan apa yang boleh dipulangkan.',
      answers: [['Bagaimanakah cara memulangkan barangan?', 'Buka pesanan di papan pemuka anda, pilih Urus, kemudian Pulangkan. Bungkus barangan bersama tagnya dan hantarkannya dalam masa 7 hari.']],
    },
  },
  liveup: {
    title: 'Keahlian LiveUp',
    summary: 'Keistimewaan rakan kongsi yang datang bersama akaun marketplace anda.',
    intro: 'LiveUp ialah keahlian rakan kongsi marketplace: satu keahlian yang dipautkan ke akaun marketplace anda memberikan keistimewaan perkhidmatan rakan kongsi kami bersama faedah membeli-belah anda.',
    getTitle: 'Apa yang anda dapat',
    get: ['Baucar penghantaran percuma setiap bulan untuk pesanan dari kedai LiveUp.', 'Pulangan tunai tambahan pada hari rakan kongsi.', 'Keistimewaan langganan perkhidmatan rakan kongsi selagi keahlian anda aktif.'],
    whoTitle: 'Siapa yang boleh menyertai',
    who: 'Mana-mana pembeli yang mempunyai akaun marketplace dalam keadaan baik. Satu keahlian bagi setiap akaun; keahlian mengikut akaun, jadi pastikan nombor telefon dan e-mel anda sentiasa terkini.',
    howTitle: 'Cara menyertai atau berhenti',
    how: 'Log masuk, buka tawaran LiveUp dalam aplikasi dan pautkan akaun rakan kongsi yang anda mahu. Anda boleh membatalkannya pada bila-bila masa; keistimewaan tamat pada akhir bulan anda membatalkannya.',
  },
  feedback: {
    title: 'Hantar maklum balas',
    summary: 'Beritahu kami apa yang berkesan dan apa yang tidak; kami membaca setiap mesej.',
    intro: 'Beritahu kami apa yang berjalan lancar atau apa yang tidak kena. Kami membaca setiap mesej tetapi tidak dapat membalas semuanya, jadi untuk masalah pesanan sertakan nombor pesanannya.',
    topic: 'Topik',
    message: 'Mesej anda',
    hint: '10 hingga 2000 aksara. Jangan sekali-kali sertakan kata laluan atau kod yang kami hantar.',
    send: 'Hantar maklum balas',
    sent: 'Terima kasih. Maklum balas anda telah dihantar.',
    tooShort: 'Sila tulis sekurang-kurangnya 10 aksara.',
    topics: { account: 'Akaun', orders: 'Pesanan', payment: 'Pembayaran', shipping: 'Penghantaran', returns: 'Pemulangan', app: 'Aplikasi', other: 'Lain-lain' },
  },
};

const zh: HelpTexts = {
  helpCenter: '帮助中心',
  howCanWeHelp: '有什么可以帮您？',
  topicsLabel: '帮助主题',
  allTopics: '全部帮助主题',
  home: '首页',
  languageLabel: '语言',
  stillNeedHelp: '仍需要帮助？',
  sendUsFeedback: '向我们提交反馈',
  notFoundTitle: '找不到该帮助主题',
  notFoundText: '请从以下主题中选择。',
  topics: {
    account: {
      title: '您的账户',
      summary: '登录、密码、验证码，以及注销和恢复账户。',
      answers: [
        ['我忘记了密码', '在登录页面选择“忘记密码？”，输入您的手机号码或邮箱，再输入我们发送给您的验证码，然后设置新密码。'],
        ['我没有收到验证码', '验证码 {minutes} 分钟内有效，且只能使用一次。60 秒后可以重新获取。如果您的号码被标记为有风险，我们会改为电话语音告知验证码。'],
        ['我以访客身份下过单', '使用下单时的邮箱注册；如果注册时提示该邮箱有访客订单，请选择“设置密码”。我们会通过邮件发送链接，设置密码后，您的订单就会归入账户。'],
        ['我已申请注销账户', '申请后 {graceDays} 天内仍可恢复：登录后确认“恢复”即可。超过期限后，账户将被永久删除。'],
        ['我无法用原来的邮箱或手机号注册', '已注销账户的邮箱和手机号在注销后 {coolingDays} 天内不能用于注册新账户。如需尽快处理，请通过反馈表单联系我们。'],
        ['可能有人在使用我的账户', '请立即在账户菜单中修改密码，这会让您在其他所有设备上退出登录。如果我们请您验证身份而那并不是您本人操作，请选择“不是我本人”。'],
      ],
    },
    orders: {
      title: '订单',
      summary: '查找订单、订单号和历史订单。',
      answers: [
        ['我的订单在哪里？', '最近的订单显示在账户主页上，包括订单号、日期、商品和总金额。'],
        ['我的生鲜超市订单不见了', '生鲜超市的订单保存在您的超市账户下。登录时，我们会询问您是要将订单转入商城账户、单独保存在一个新账户中，还是合并两个账户。'],
      ],
    },
    payment: {
      title: '支付',
      summary: '支付方式、支付失败和退款。',
      answers: [
        ['支付失败了', '支付失败不会扣款。请检查银行卡信息或换一种支付方式后重试。'],
        ['退款什么时候到账？', '退款将原路退回，通常在退货确认后 7 个工作日内到账。'],
      ],
    },
    shipping: {
      title: '配送',
      summary: '收货地址、配送时间和物流跟踪。',
      answers: [
        ['如何修改收货地址？', '在地址簿中编辑或添加地址。每个市场各有一个默认收货地址和一个默认账单地址。'],
        ['如何查看包裹物流？', '在账户主页打开订单，选择“管理”即可查看物流信息。'],
      ],
    },
    returns: {
      title: '退货',
      summary: '如何退货以及哪些商品可以退货。',
      answers: [['如何退货？', '在账户主页打开订单，选择“管理”，再选择“退货”。将商品连同吊牌一起包装好，并在 7 天内寄出。']],
    },
  },
  liveup: {
    title: 'LiveUp 会员',
    summary: '商城账户附带的合作伙伴权益。',
    intro: 'LiveUp 是商城的合作伙伴会员：一份会员资格关联您的商城账户，让您在享受购物福利的同时，获得合作伙伴服务的权益。',
    getTitle: '会员权益',
    get: ['每月获得 LiveUp 店铺订单的免运费券。', '合作伙伴日享额外返现。', '会员有效期内，享受合作伙伴服务自身的订阅权益。'],
    whoTitle: '谁可以加入',
    who: '任何状态正常的商城账户买家均可加入。每个账户限一份会员资格，且会员资格跟随账户，因此请保持手机号和邮箱为最新信息。',
    howTitle: '如何加入或退出',
    how: '登录后在 App 中打开 LiveUp 活动，关联您想要的合作伙伴账户。您可以随时取消，权益在取消当月月底结束。',
  },
  feedback: {
    title: '提交反馈',
    summary: '告诉我们哪些好用、哪些不好用；每条留言我们都会阅读。',
    intro: '告诉我们哪些地方做得好，哪些地方出了问题。每条留言我们都会阅读，但无法逐一回复；如果是订单问题，请附上订单号。',
    topic: '主题',
    message: '您的留言',
    hint: '10 至 2000 个字符。请勿填写您的密码或我们发送给您的验证码。',
    send: '提交反馈',
    sent: '谢谢！您的反馈已提交。',
    tooShort: '请至少输入 10 个字符。',
    topics: { account: '账户', orders: '订单', payment: '支付', shipping: '配送', returns: '退货', app: 'App', other: '其他' },
  },
};

const th: HelpTexts = {
  helpCenter: 'ศูนย์ช่วยเหลือ',
  howCanWeHelp: 'มีอะไรให้เราช่วยไหม',
  topicsLabel: 'หัวข้อช่วยเหลือ',
  allTopics: 'หัวข้อช่วยเหลือทั้งหมด',
  home: 'หน้าแรก',
  languageLabel: 'ภาษา',
  stillNeedHelp: 'ยังต้องการความช่วยเหลืออยู่ใช่ไหม',
  sendUsFeedback: 'ส่งความคิดเห็นถึงเรา',
  notFoundTitle: 'ไม่พบหัวข้อช่วยเหลือนี้',
  notFoundText: 'โปรดเลือกจากหัวข้อต่อไปนี้แทน',
  topics: {
    account: {
      title: 'บัญชีของคุณ',
      summary: 'การเข้าสู่ระบบ รหัสผ่าน รหัสยืนยัน การลบและการกู้คืนบัญชี',
      answers: [
        ['ลืมรหัสผ่าน', 'เลือก “ลืมรหัสผ่าน?” ในหน้าเข้าสู่ระบบ กรอกหมายเลขโทรศัพท์หรืออีเมล แล้วพิมพ์รหัสที่เราส่งให้ จากนั้นตั้งรหัสผ่านใหม่'],
        ['ไม่ได้รับรหัสยืนยัน', 'รหัสใช้ได้ {minutes} นาทีและใช้ได้ครั้งเดียว ขอรหัสใหม่ได้หลังจาก 60 วินาที หากหมายเลขของคุณถูกระบุว่ามีความเสี่ยง เราจะโทรแจ้งรหัสแทนการส่ง SMS'],
        ['เคยสั่งซื้อแบบผู้เยี่ยมชม', 'สมัครด้วยอีเมลที่ใช้สั่งซื้อ หรือเลือก “ตั้งรหัสผ่าน” เมื่อหน้าสมัครแจ้งว่าอีเมลนี้มีคำสั่งซื้อแบบผู้เยี่ยมชม เราจะส่งลิงก์ทางอีเมล เมื่อตั้งรหัสผ่านแล้ว คำสั่งซื้อจะรวมอยู่ในบัญชีของคุณ'],
        ['ขอลบบัญชีไปแล้ว', 'ภายใน {graceDays} วันหลังจากส่งคำขอ คุณยังกู้คืนบัญชีได้ เพียงเข้าสู่ระบบแล้วยืนยัน “กู้คืน” หลังจากนั้นบัญชีจะถูกลบถาวร'],
        ['สมัครด้วยอีเมลหรือเบอร์โทรเดิมไม่ได้', 'อีเมลและหมายเลขโทรศัพท์ของบัญชีที่ถูกลบจะใช้สร้างบัญชีใหม่ไม่ได้เป็นเวลา {coolingDays} วันหลังการลบ หากต้องการความช่วยเหลือเร็วกว่านั้น โปรดติดต่อเราผ่านแบบฟอร์มความคิดเห็น'],
        ['อาจมีคนอื่นใช้บัญชีของฉัน', 'เปลี่ยนรหัสผ่านทันทีจากเมนูบัญชี ระบบจะออกจากระบบในอุปกรณ์อื่นทั้งหมด หากเราขอให้ยืนยันตัวตนแต่คุณไม่ได้ทำรายการนั้น ให้เลือก “ไม่ใช่ฉัน”'],
      ],
    },
    orders: {
      title: 'คำสั่งซื้อ',
      summary: 'การค้นหาคำสั่งซื้อ หมายเลขคำสั่งซื้อ และประวัติการสั่งซื้อ',
      answers: [
        ['คำสั่งซื้อของฉันอยู่ที่ไหน', 'คำสั่งซื้อล่าสุดอยู่ในแดชบอร์ดบัญชีของคุณ พร้อมหมายเลขคำสั่งซื้อ วันที่ สินค้า และยอดรวม'],
        ['คำสั่งซื้อจากร้านของชำหายไป', 'คำสั่งซื้อจากร้านของชำถูกเก็บไว้กับบัญชีร้านของชำของคุณ เมื่อเข้าสู่ระบบ เราจะให้คุณเลือกว่าจะย้ายไปยังบัญชีมาร์เก็ตเพลส เก็บไว้ในบัญชีใหม่ หรือรวมทั้งสองบัญชี'],
      ],
    },
    payment: {
      title: 'การชำระเงิน',
      summary: 'วิธีชำระเงิน การชำระเงินไม่สำเร็จ และการคืนเงิน',
      answers: [
        ['ชำระเงินไม่สำเร็จ', 'การชำระเงินที่ไม่สำเร็จจะไม่ถูกเรียกเก็บเงิน โปรดตรวจสอบข้อมูลบัตรหรือเลือกวิธีอื่นแล้วลองอีกครั้ง'],
        ['จะได้รับเงินคืนเมื่อไร', 'เงินจะคืนไปยังช่องทางที่คุณใช้ชำระ โดยปกติภายใน 7 วันทำการหลังจากการคืนสินค้าได้รับการอนุมัติ'],
      ],
    },
    shipping: {
      title: 'การจัดส่ง',
      summary: 'ที่อยู่ ระยะเวลาจัดส่ง และการติดตามพัสดุ',
      answers: [
        ['เปลี่ยนที่อยู่จัดส่งได้อย่างไร', 'แก้ไขหรือเพิ่มที่อยู่ในสมุดที่อยู่ของคุณ แต่ละประเทศมีที่อยู่จัดส่งหลักหนึ่งแห่งและที่อยู่สำหรับออกใบเสร็จหลักหนึ่งแห่ง'],
        ['ติดตามพัสดุได้อย่างไร', 'เปิดคำสั่งซื้อในแดชบอร์ดแล้วเลือก จัดการ เพื่อดูสถานะการจัดส่ง'],
      ],
    },
    returns: {
      title: 'การคืนสินค้า',
      summary: 'วิธีคืนสินค้าและสินค้าที่คืนได้',
      answers: [['คืนสินค้าได้อย่างไร', 'เปิดคำสั่งซื้อในแดชบอร์ด เลือก จัดการ แล้วเลือก คืนสินค้า แพ็กสินค้าพร้อมป้ายให้เรียบร้อยและนำไปส่งภายใน 7 วัน']],
    },
  },
  liveup: {
    title: 'สมาชิก LiveUp',
    summary: 'สิทธิพิเศษจากพาร์ตเนอร์ที่มาพร้อมบัญชีมาร์เก็ตเพลสของคุณ',
    intro: 'LiveUp คือสมาชิกพาร์ตเนอร์ของมาร์เก็ตเพลส สมาชิกเดียวที่เชื่อมกับบัญชีมาร์เก็ตเพลสของคุณให้ทั้งสิทธิพิเศษจากบริการพาร์ตเนอร์และสิทธิประโยชน์ในการช้อปปิ้ง',
    getTitle: 'สิ่งที่คุณจะได้รับ',
    get: ['คูปองส่งฟรีทุกเดือนสำหรับคำสั่งซื้อจากร้าน LiveUp', 'เงินคืนพิเศษในวันพาร์ตเนอร์', 'สิทธิพิเศษแบบสมัครสมาชิกของบริการพาร์ตเนอร์ตลอดช่วงที่คุณเป็นสมาชิก'],
    whoTitle: 'ใครสมัครได้บ้าง',
    who: 'ผู้ซื้อทุกคนที่มีบัญชีมาร์เก็ตเพลสที่มีสถานะปกติ หนึ่งบัญชีสมัครได้หนึ่งสมาชิก และสมาชิกจะผูกกับบัญชี จึงควรอัปเดตหมายเลขโทรศัพท์และอีเมลให้เป็นปัจจุบันเสมอ',
    howTitle: 'วิธีสมัครหรือยกเลิก',
    how: 'เข้าสู่ระบบ เปิดข้อเสนอ LiveUp ในแอป แล้วเชื่อมบัญชีพาร์ตเนอร์ที่ต้องการ ยกเลิกได้ทุกเมื่อ โดยสิทธิพิเศษจะสิ้นสุดเมื่อสิ้นเดือนที่คุณยกเลิก',
  },
  feedback: {
    title: 'ส่งความคิดเห็น',
    summary: 'บอกเราว่าอะไรใช้ได้ดีและอะไรยังไม่ดี เราอ่านทุกข้อความ',
    intro: 'บอกเราว่าอะไรเป็นไปด้วยดีหรือเกิดปัญหาอะไร เราอ่านทุกข้อความแต่ไม่สามารถตอบกลับได้ทุกข้อความ หากเป็นปัญหาเกี่ยวกับคำสั่งซื้อ โปรดระบุหมายเลขคำสั่งซื้อด้วย',
    topic: 'หัวข้อ',
    message: 'ข้อความของคุณ',
    hint: '10 ถึง 2000 ตัวอักษร ห้ามใส่รหัสผ่านหรือรหัสยืนยันที่เราส่งให้',
    send: 'ส่งความคิดเห็น',
    sent: 'ขอบคุณ เราได้รับความคิดเห็นของคุณแล้ว',
    tooShort: 'โปรดเขียนอย่างน้อย 10 ตัวอักษร',
    topics: { account: 'บัญชี', orders: 'คำสั่งซื้อ', payment: 'การชำระเงิน', shipping: 'การจัดส่ง', returns: 'การคืนสินค้า', app: 'แอป', other: 'เรื่องอื่น ๆ' },
  },
};

const vi: HelpTexts = {
  helpCenter: 'Trung tâm trợ giúp',
  howCanWeHelp: 'Chúng tôi có thể giúp gì cho bạn?',
  topicsLabel: 'Chủ đề trợ giúp',
  allTopics: 'Tất cả chủ đề trợ giúp',
  home: 'Trang chủ',
  languageLabel: 'Ngôn ngữ',
  stillNeedHelp: 'Vẫn cần trợ giúp?',
  sendUsFeedback: 'Gửi góp ý cho chúng tôi',
  notFoundTitle: 'Không tìm thấy chủ đề trợ giúp này',
  notFoundText: 'Vui lòng chọn một trong các chủ đề sau.',
  topics: {
    account: {
      title: 'Tài khoản của bạn',
      summary: 'Đăng nhập, mật khẩu, mã xác minh, xóa và khôi phục tài khoản.',
      answers: [
        ['Tôi quên mật khẩu', 'Chọn “Quên mật khẩu?” trên trang đăng nhập, nhập số điện thoại hoặc email, rồi nhập mã chúng tôi gửi cho bạn. Sau đó đặt mật khẩu mới.'],
        ['Tôi không nhận được mã', 'Mã có hiệu lực trong {minutes} phút và chỉ dùng được một lần. Bạn có thể yêu cầu mã mới sau 60 giây. Nếu số của bạn bị đánh dấu là có rủi ro, chúng tôi sẽ gọi điện đọc mã thay cho SMS.'],
        ['Tôi đã đặt hàng với tư cách khách', 'Hãy đăng ký bằng email đã dùng khi đặt hàng, hoặc chọn “Đặt mật khẩu” khi trang đăng ký báo email này có đơn hàng của khách. Chúng tôi sẽ gửi liên kết qua email; sau khi đặt mật khẩu, các đơn hàng sẽ thuộc về tài khoản của bạn.'],
        ['Tôi đã yêu cầu xóa tài khoản', 'Trong {graceDays} ngày sau khi yêu cầu, bạn vẫn có thể khôi phục: đăng nhập và xác nhận “Khôi phục”. Sau thời hạn đó, tài khoản sẽ bị xóa vĩnh viễn.'],
        ['Tôi không đăng ký được bằng email hoặc số điện thoại cũ', 'Email và số điện thoại của tài khoản đã xóa không thể dùng để tạo tài khoản mới trong {coolingDays} ngày sau khi xóa. Hãy liên hệ chúng tôi qua biểu mẫu góp ý nếu bạn cần hỗ trợ sớm hơn.'],
        ['Có thể người khác đang dùng tài khoản của tôi', 'Hãy đổi mật khẩu ngay trong menu tài khoản; việc này sẽ đăng xuất bạn khỏi mọi thiết bị khác. Nếu chúng tôi yêu cầu xác minh nhưng không phải bạn thực hiện, hãy chọn “Không phải tôi”.'],
      ],
    },
    orders: {
      title: 'Đơn hàng',
      summary: 'Tìm đơn hàng, mã đơn hàng và lịch sử đơn hàng.',
      answers: [
        ['Đơn hàng của tôi ở đâu?', 'Các đơn hàng gần đây nằm trên trang tổng quan tài khoản, kèm mã đơn hàng, ngày đặt, sản phẩm và tổng tiền.'],
        ['Đơn hàng tạp hóa của tôi bị thiếu', 'Đơn hàng từ cửa hàng tạp hóa được lưu theo tài khoản tạp hóa của bạn. Khi bạn đăng nhập, chúng tôi sẽ đề nghị chuyển chúng vào tài khoản trên sàn, giữ chúng trong một tài khoản mới hoặc gộp cả hai tài khoản.'],
      ],
    },
    payment: {
      title: 'Thanh toán',
      summary: 'Phương thức thanh toán, thanh toán thất bại và hoàn tiền.',
      answers: [
        ['Thanh toán của tôi không thành công', 'Thanh toán không thành công sẽ không bị trừ tiền. Hãy kiểm tra thông tin thẻ hoặc chọn phương thức khác rồi thử lại.'],
        ['Khi nào tôi nhận được tiền hoàn?', 'Tiền được hoàn về phương thức bạn đã dùng để thanh toán, thường trong vòng 7 ngày làm việc sau khi yêu cầu trả hàng được chấp nhận.'],
      ],
    },
    shipping: {
      title: 'Vận chuyển và giao hàng',
      summary: 'Địa chỉ, thời gian giao hàng và theo dõi đơn.',
      answers: [
        ['Làm sao để đổi địa chỉ giao hàng?', 'Sửa hoặc thêm địa chỉ trong sổ địa chỉ. Mỗi thị trường có một địa chỉ giao hàng mặc định và một địa chỉ thanh toán mặc định.'],
        ['Làm sao để theo dõi kiện hàng?', 'Mở đơn hàng trên trang tổng quan và chọn Quản lý để xem thông tin vận chuyển.'],
      ],
    },
    returns: {
      title: 'Trả hàng',
      summary: 'Cách trả hàng và những sản phẩm được trả lại.',
      answers: [['Làm sao để trả hàng?', 'Mở đơn hàng trên trang tổng quan, chọn Quản lý rồi chọn Trả hàng. Đóng gói sản phẩm cùng nhãn mác và gửi đi trong vòng 7 ngày.']],
    },
  },
  liveup: {
    title: 'Hội viên LiveUp',
    summary: 'Ưu đãi từ đối tác đi kèm tài khoản của bạn trên sàn.',
    intro: 'LiveUp là chương trình hội viên đối tác của sàn: một gói hội viên liên kết với tài khoản của bạn mang lại ưu đãi từ các dịch vụ đối tác cùng với quyền lợi mua sắm.',
    getTitle: 'Bạn nhận được gì',
    get: ['Mã miễn phí vận chuyển mỗi tháng cho đơn hàng từ các cửa hàng LiveUp.', 'Hoàn tiền thêm vào các ngày hội đối tác.', 'Ưu đãi gói dịch vụ riêng của đối tác trong suốt thời gian bạn là hội viên.'],
    whoTitle: 'Ai có thể tham gia',
    who: 'Mọi người mua có tài khoản trên sàn ở trạng thái bình thường. Mỗi tài khoản một gói hội viên; gói này đi theo tài khoản, vì vậy hãy luôn cập nhật số điện thoại và email.',
    howTitle: 'Cách tham gia hoặc rời khỏi',
    how: 'Đăng nhập, mở ưu đãi LiveUp trong ứng dụng và liên kết tài khoản đối tác bạn muốn. Bạn có thể hủy bất cứ lúc nào; ưu đãi kết thúc vào cuối tháng bạn hủy.',
  },
  feedback: {
    title: 'Gửi góp ý',
    summary: 'Cho chúng tôi biết điều gì tốt và điều gì chưa tốt; chúng tôi đọc mọi tin nhắn.',
    intro: 'Hãy cho chúng tôi biết điều gì diễn ra tốt hoặc điều gì gặp trục trặc. Chúng tôi đọc mọi tin nhắn nhưng không thể trả lời từng tin, vì vậy nếu là vấn đề về đơn hàng, hãy ghi kèm mã đơn hàng.',
    topic: 'Chủ đề',
    message: 'Nội dung góp ý',
    hint: 'Từ 10 đến 2000 ký tự. Tuyệt đối không ghi mật khẩu hoặc mã chúng tôi đã gửi cho bạn.',
    send: 'Gửi góp ý',
    sent: 'Cảm ơn bạn. Góp ý của bạn đã được gửi.',
    tooShort: 'Vui lòng viết ít nhất 10 ký tự.',
    topics: { account: 'Tài khoản', orders: 'Đơn hàng', payment: 'Thanh toán', shipping: 'Vận chuyển', returns: 'Trả hàng', app: 'Ứng dụng', other: 'Vấn đề khác' },
  },
};

const my: HelpTexts = {
  helpCenter: 'အကူအညီစင်တာ',
  howCanWeHelp: 'ဘာကူညီပေးရမလဲ။',
  topicsLabel: 'အကူအညီ ခေါင်းစဉ်များ',
  allTopics: 'အကူအညီ ခေါင်းစဉ်အားလုံး',
  home: 'ပင်မစာမျက်နှာ',
  languageLabel: 'ဘာသာစကား',
  stillNeedHelp: 'အကူအညီ ထပ်လိုပါသေးသလား။',
  sendUsFeedback: 'အကြံပြုချက် ပို့ရန်',
  notFoundTitle: 'ထိုအကူအညီ ခေါင်းစဉ်ကို ရှာမတွေ့ပါ',
  notFoundText: 'အောက်ပါ ခေါင်းစဉ်များထဲမှ တစ်ခုကို ရွေးပါ။',
  topics: {
    account: {
      title: 'သင့်အကောင့်',
      summary: 'လော့ဂ်အင်ဝင်ခြင်း၊ စကားဝှက်၊ ကုဒ်များ၊ အကောင့်ဖျက်ခြင်းနှင့် ပြန်ယူခြင်း။',
      answers: [
        ['စကားဝှက် မေ့သွားသည်', 'လော့ဂ်အင်စာမျက်နှာတွင် “စကားဝှက် မေ့နေပါသလား” ကို ရွေးပြီး ဖုန်းနံပါတ် သို့မဟုတ် အီးမေးလ်ကို ထည့်ကာ ကျွန်ုပ်တို့ ပို့သော ကုဒ်ကို ရိုက်ထည့်ပါ။ ထို့နောက် စကားဝှက်အသစ် သတ်မှတ်ပါ။'],
        ['ကုဒ် မရောက်လာပါ', 'ကုဒ်များသည် {minutes} မိနစ်သာ အသုံးပြုနိုင်ပြီး တစ်ကြိမ်သာ သုံးနိုင်သည်။ စက္ကန့် ၆၀ ကြာပြီးနောက် ကုဒ်အသစ် ထပ်တောင်းနိုင်သည်။ သင့်နံပါတ်ကို အန္တရာယ်ရှိသည်ဟု မှတ်သားထားပါက SMS အစား ဖုန်းခေါ်ဆိုပြီး ကုဒ်ပြောပြပေးပါမည်။'],
        ['ဧည့်သည်အဖြစ် မှာယူခဲ့သည်', 'မှာယူစဉ် သုံးခဲ့သော အီးမေးလ်ဖြင့် စာရင်းသွင်းပါ၊ သို့မဟုတ် ထိုအီးမေးလ်တွင် ဧည့်သည်မှာယူမှုများ ရှိကြောင်း ပြသပါက “စကားဝှက် သတ်မှတ်ရန်” ကို ရွေးပါ။ လင့်ခ်ကို အီးမေးလ်ဖြင့် ပို့ပေးမည်ဖြစ်ပြီး စကားဝှက် သတ်မှတ်လိုက်သည်နှင့် မှာယူမှုများသည် သင့်အကောင့်ထဲ ရောက်သွားပါမည်။'],
        ['အကောင့်ဖျက်ရန် တောင်းဆိုထားသည်', 'တောင်းဆိုပြီး {graceDays} ရက်အတွင်း ပြန်ယူနိုင်ပါသေးသည်- လော့ဂ်အင်ဝင်ပြီး “ပြန်ယူရန်” ကို အတည်ပြုပါ။ ထို့နောက်တွင် အပြီးတိုင် ဖျက်သွားပါမည်။'],
        ['အီးမေးလ် သို့မဟုတ် ဖုန်းအဟောင်းဖြင့် စာရင်းမသွင်းနိုင်ပါ', 'ဖျက်ထားသော အကောင့်၏ အီးမေးလ်နှင့် ဖုန်းနံပါတ်ကို ဖျက်ပြီး {coolingDays} ရက်အတွင်း အကောင့်အသစ် ဖွင့်ရန် အသုံးမပြုနိုင်ပါ။ အကူအညီ မြန်မြန်လိုပါက အကြံပြုချက်ပုံစံမှတစ်ဆင့် ဆက်သွယ်ပါ။'],
        ['အခြားသူ ကျွန်ုပ်၏အကောင့်ကို သုံးနေနိုင်သည်', 'အကောင့်မီနူးမှ စကားဝှက်ကို ချက်ချင်း ပြောင်းပါ၊ ထိုသို့ပြောင်းလျှင် အခြားစက်များအားလုံးမှ ထွက်သွားပါမည်။ သင်ဖြစ်ကြောင်း အတည်ပြုခိုင်းသော်လည်း သင်မဟုတ်ပါက “ကျွန်ုပ် မဟုတ်ပါ” ကို ရွေးပါ။'],
      ],
    },
    orders: {
      title: 'မှာယူမှုများ',
      summary: 'မှာယူမှုများ၊ မှာယူမှုနံပါတ်များနှင့် မှာယူမှုမှတ်တမ်း ရှာဖွေခြင်း။',
      answers: [
        ['ကျွန်ုပ်၏ မှာယူမှုများ ဘယ်မှာလဲ။', 'မကြာသေးမီက မှာယူမှုများကို မှာယူမှုနံပါတ်၊ ရက်စွဲ၊ ပစ္စည်းများနှင့် စုစုပေါင်းတို့နှင့်အတူ အကောင့် ဒက်ရှ်ဘုတ်တွင် တွေ့နိုင်သည်။'],
        ['ကုန်စုံဆိုင် မှာယူမှုများ ပျောက်နေသည်', 'ကုန်စုံဆိုင်မှ မှာယူမှုများကို သင့်ကုန်စုံဆိုင် အကောင့်တွင် သိမ်းထားသည်။ လော့ဂ်အင်ဝင်သည့်အခါ ၎င်းတို့ကို ဈေးကွက်အကောင့်သို့ ရွှေ့ရန်၊ အကောင့်အသစ်တွင် သိမ်းရန် သို့မဟုတ် အကောင့်နှစ်ခုကို ပေါင်းရန် ရွေးချယ်ခွင့် ပေးပါမည်။'],
      ],
    },
    payment: {
      title: 'ငွေပေးချေမှု',
      summary: 'ငွေပေးချေနည်းများ၊ မအောင်မြင်သော ငွေပေးချေမှုနှင့် ငွေပြန်အမ်းခြင်း။',
      answers: [
        ['ငွေပေးချေမှု မအောင်မြင်ပါ', 'မအောင်မြင်သော ငွေပေးချေမှုအတွက် ငွေမဖြတ်ပါ။ ကတ်အချက်အလက်ကို စစ်ကြည့်ပါ သို့မဟုတ် အခြားနည်းလမ်းကို ရွေးပြီး ထပ်ကြိုးစားပါ။'],
        ['ငွေပြန်အမ်းမှု ဘယ်တော့ ရမလဲ။', 'ငွေကို သင်ပေးချေခဲ့သော နည်းလမ်းသို့ ပြန်အမ်းပါမည်။ ပစ္စည်းပြန်ပို့ခြင်းကို လက်ခံပြီး အလုပ်ရက် ၇ ရက်အတွင်း ပုံမှန်အားဖြင့် ရရှိပါမည်။'],
      ],
    },
    shipping: {
      title: 'ပို့ဆောင်ခြင်း',
      summary: 'လိပ်စာများ၊ ပို့ဆောင်ချိန်နှင့် ခြေရာခံခြင်း။',
      answers: [
        ['ပို့ဆောင်ရန် လိပ်စာကို ဘယ်လိုပြောင်းမလဲ။', 'လိပ်စာစာအုပ်တွင် လိပ်စာများကို ပြင်ဆင်ပါ သို့မဟုတ် ထည့်ပါ။ ဈေးကွက်တစ်ခုစီတွင် မူလ ပို့ဆောင်ရန်လိပ်စာ တစ်ခုနှင့် မူလ ငွေတောင်းခံလိပ်စာ တစ်ခု ရှိသည်။'],
        ['ပါဆယ်ကို ဘယ်လို ခြေရာခံမလဲ။', 'ဒက်ရှ်ဘုတ်တွင် မှာယူမှုကို ဖွင့်ပြီး စီမံရန် ကို ရွေးကာ ပို့ဆောင်မှု အခြေအနေကို ကြည့်ပါ။'],
      ],
    },
    returns: {
      title: 'ပစ္စည်း ပြန်ပို့ခြင်း',
      summary: 'ပစ္စည်းပြန်ပို့နည်းနှင့် ပြန်ပို့နိုင်သော ပစ္စည်းများ။',
      answers: [['ပစ္စည်းကို ဘယ်လို ပြန်ပို့မလဲ။', 'ဒက်ရှ်ဘုတ်တွင် မှာယူမှုကို ဖွင့်ပြီး စီမံရန်၊ ထို့နောက် ပြန်ပို့ရန် ကို ရွေးပါ။ ပစ္စည်းကို တံဆိပ်များနှင့်အတူ ထုပ်ပိုးပြီး ၇ ရက်အတွင်း ပို့ပါ။']],
    },
  },
  liveup: {
    title: 'LiveUp အသင်းဝင်',
    summary: 'သင့်ဈေးကွက်အကောင့်နှင့်အတူ ရရှိသော မိတ်ဖက် အကျိုးခံစားခွင့်များ။',
    intro: 'LiveUp သည် ဈေးကွက်၏ မိတ်ဖက် အသင်းဝင်အစီအစဉ် ဖြစ်သည်။ သင့်ဈေးကွက်အကောင့်နှင့် ချိတ်ဆက်ထားသော အသင်းဝင်တစ်ခုဖြင့် စျေးဝယ်အကျိုးခံစားခွင့်များနှင့်အတူ မိတ်ဖက်ဝန်ဆောင်မှုများ၏ အကျိုးခံစားခွင့်များကိုပါ ရရှိပါမည်။',
    getTitle: 'သင်ရရှိမည့်အရာများ',
    get: ['LiveUp ဆိုင်များမှ မှာယူမှုများအတွက် လစဉ် အခမဲ့ပို့ဆောင်ခ ဘောက်ချာများ။', 'မိတ်ဖက်နေ့များတွင် ငွေပြန်အမ်း ပိုမိုရရှိခြင်း။', 'အသင်းဝင်ဖြစ်နေသရွေ့ မိတ်ဖက်ဝန်ဆောင်မှု၏ ကိုယ်ပိုင် စာရင်းသွင်းအကျိုးခံစားခွင့်များ။'],
    whoTitle: 'မည်သူ ပါဝင်နိုင်သလဲ',
    who: 'ပုံမှန်အခြေအနေရှိသော ဈေးကွက်အကောင့်ရှိသည့် ဝယ်သူတိုင်း ပါဝင်နိုင်သည်။ အကောင့်တစ်ခုလျှင် အသင်းဝင်တစ်ခုသာ ရှိပြီး အကောင့်နှင့်အတူ လိုက်ပါသွားသောကြောင့် ဖုန်းနံပါတ်နှင့် အီးမေးလ်ကို နောက်ဆုံးအခြေအနေအတိုင်း ထားပါ။',
    howTitle: 'ပါဝင်နည်း သို့မဟုတ် ထွက်နည်း',
    how: 'လော့ဂ်အင်ဝင်ပြီး အက်ပ်ထဲရှိ LiveUp ကမ်းလှမ်းချက်ကို ဖွင့်ကာ လိုချင်သော မိတ်ဖက်အကောင့်ကို ချိတ်ဆက်ပါ။ အချိန်မရွေး ပယ်ဖျက်နိုင်ပြီး ပယ်ဖျက်သည့်လ၏ လကုန်တွင် အကျိုးခံစားခွင့်များ ရပ်ဆိုင်းပါမည်။',
  },
  feedback: {
    title: 'အကြံပြုချက် ပို့ရန်',
    summary: 'ဘာတွေ အဆင်ပြေပြီး ဘာတွေ မပြေသလဲ ပြောပြပါ။ စာတိုင်းကို ဖတ်ပါသည်။',
    intro: 'ဘာတွေ အဆင်ပြေခဲ့သလဲ၊ ဘာတွေ အဆင်မပြေခဲ့သလဲ ပြောပြပါ။ စာတိုင်းကို ဖတ်သော်လည်း တစ်ခုချင်းစီကို ပြန်မဖြေနိုင်သောကြောင့် မှာယူမှုဆိုင်ရာ ပြဿနာဖြစ်ပါက မှာယူမှုနံပါတ်ကို ထည့်ပေးပါ။',
    topic: 'ခေါင်းစဉ်',
    message: 'သင့်စာ',
    hint: 'စာလုံး ၁၀ မှ ၂၀၀၀ အထိ။ စကားဝှက် သို့မဟုတ် ကျွန်ုပ်တို့ ပို့သော ကုဒ်ကို ဘယ်တော့မှ မထည့်ပါနှင့်။',
    send: 'အကြံပြုချက် ပို့ရန်',
    sent: 'ကျေးဇူးတင်ပါသည်။ သင့်အကြံပြုချက်ကို ပို့ပြီးပါပြီ။',
    tooShort: 'စာလုံး အနည်းဆုံး ၁၀ လုံး ရေးပါ။',
    topics: { account: 'အကောင့်', orders: 'မှာယူမှုများ', payment: 'ငွေပေးချေမှု', shipping: 'ပို့ဆောင်ခြင်း', returns: 'ပြန်ပို့ခြင်း', app: 'အက်ပ်', other: 'အခြား' },
  },
};

const bn: HelpTexts = {
  helpCenter: 'সহায়তা কেন্দ্র',
  howCanWeHelp: 'আমরা কীভাবে সাহায্য করতে পারি?',
  topicsLabel: 'সহায়তার বিষয়',
  allTopics: 'সব সহায়তার বিষয়',
  home: 'হোম',
  languageLabel: 'ভাষা',
  stillNeedHelp: 'এখনো সাহায্য লাগবে?',
  sendUsFeedback: 'আমাদের মতামত পাঠান',
  notFoundTitle: 'এই সহায়তার বিষয়টি পাওয়া যায়নি',
  notFoundText: 'এর বদলে নিচের যেকোনো একটি বেছে নিন।',
  topics: {
    account: {
      title: 'আপনার অ্যাকাউন্ট',
      summary: 'লগ ইন, পাসওয়ার্ড, কোড, অ্যাকাউন্ট মুছে ফেলা ও ফিরিয়ে আনা।',
      answers: [
        ['আমি পাসওয়ার্ড ভুলে গেছি', 'লগ ইন পেজে “পাসওয়ার্ড ভুলে গেছেন?” বেছে নিন, আপনার ফোন নম্বর বা ইমেইল দিন এবং আমাদের পাঠানো কোডটি লিখুন। তারপর নতুন পাসওয়ার্ড ঠিক করুন।'],
        ['আমার কোড আসেনি', 'কোড {minutes} মিনিট কাজ করে এবং একবারই ব্যবহার করা যায়। ৬০ সেকেন্ড পরে নতুন কোড চাইতে পারবেন। আপনার নম্বর ঝুঁকিপূর্ণ হিসেবে চিহ্নিত থাকলে আমরা SMS-এর বদলে ফোন কলে কোড জানাই।'],
        ['আমি অতিথি হিসেবে অর্ডার করেছিলাম', 'অর্ডারের ইমেইল ঠিকানা দিয়ে সাইন আপ করুন, অথবা সাইন আপের সময় ঠিকানাটিতে অতিথি অর্ডার আছে বলে জানালে “পাসওয়ার্ড সেট করুন” বেছে নিন। আমরা ইমেইলে একটি লিংক পাঠাব; পাসওয়ার্ড সেট করলেই আপনার অর্ডারগুলো অ্যাকাউন্টে চলে আসবে।'],
        ['আমি অ্যাকাউন্ট মুছে ফেলার অনুরোধ করেছি', 'অনুরোধের পর {graceDays} দিন পর্যন্ত অ্যাকাউন্টটি ফিরিয়ে আনা যায়: লগ ইন করে “ফিরিয়ে আনুন” নিশ্চিত করুন। এরপর এটি স্থায়ীভাবে মুছে যাবে।'],
        ['পুরোনো ইমেইল বা ফোন দিয়ে সাইন আপ করতে পারছি না', 'মুছে ফেলা অ্যাকাউন্টের ইমেইল ঠিকানা ও ফোন নম্বর দিয়ে মুছে ফেলার পর {coolingDays} দিন নতুন অ্যাকাউন্ট খোলা যায় না। এর আগে সাহায্য লাগলে মতামতের ফর্মে আমাদের লিখুন।'],
        ['অন্য কেউ হয়তো আমার অ্যাকাউন্ট ব্যবহার করছে', 'এখনই অ্যাকাউন্ট মেনু থেকে পাসওয়ার্ড বদলান; এতে অন্য সব ডিভাইস থেকে আপনি লগ আউট হয়ে যাবেন। আমরা যাচাই করতে বললে আর সেটি আপনি না হলে “এটি আমি নই” বেছে নিন।'],
      ],
    },
    orders: {
      title: 'অর্ডার',
      summary: 'অর্ডার, অর্ডার নম্বর ও অর্ডারের ইতিহাস খুঁজে পাওয়া।',
      answers: [
        ['আমার অর্ডারগুলো কোথায়?', 'সাম্প্রতিক অর্ডারগুলো অ্যাকাউন্টের ড্যাশবোর্ডে থাকে, সাথে অর্ডার নম্বর, তারিখ, পণ্য ও মোট দাম।'],
        ['আমার মুদি অর্ডারগুলো দেখা যাচ্ছে না', 'মুদি দোকানের অর্ডারগুলো আপনার মুদি লগ ইনের সাথে রাখা থাকে। লগ ইন করলে আমরা সেগুলো মার্কেটপ্লেস অ্যাকাউন্টে সরানো, নতুন অ্যাকাউন্টে রাখা বা দুটি অ্যাকাউন্ট একসাথে করার প্রস্তাব দিই।'],
      ],
    },
    payment: {
      title: 'পেমেন্ট',
      summary: 'পেমেন্টের পদ্ধতি, ব্যর্থ পেমেন্ট ও রিফান্ড।',
      answers: [
        ['আমার পেমেন্ট ব্যর্থ হয়েছে', 'ব্যর্থ পেমেন্টে কোনো টাকা কাটা হয় না। কার্ডের তথ্য দেখে নিন বা অন্য পদ্ধতি বেছে নিয়ে আবার চেষ্টা করুন।'],
        ['রিফান্ড কবে পাব?', 'যে পদ্ধতিতে পেমেন্ট করেছেন সেখানেই রিফান্ড যায়, সাধারণত রিটার্ন গৃহীত হওয়ার ৭ কার্যদিবসের মধ্যে।'],
      ],
    },
    shipping: {
      title: 'শিপিং ও ডেলিভারি',
      summary: 'ঠিকানা, ডেলিভারির সময় ও ট্র্যাকিং।',
      answers: [
        ['ডেলিভারির ঠিকানা কীভাবে বদলাব?', 'ঠিকানা বইয়ে ঠিকানা সম্পাদনা করুন বা যোগ করুন। প্রতিটি মার্কেটে একটি ডিফল্ট শিপিং ও একটি ডিফল্ট বিলিং ঠিকানা থাকে।'],
        ['পার্সেল কীভাবে ট্র্যাক করব?', 'ড্যাশবোর্ডে অর্ডারটি খুলে পরিচালনা করুন বেছে নিলে ট্র্যাকিং দেখতে পাবেন।'],
      ],
    },
    returns: {
      title: 'রিটার্ন',
      summary: 'কীভাবে পণ্য ফেরত দেবেন এবং কী ফেরত দেওয়া যায়।',
      answers: [['কীভাবে পণ্য ফেরত দেব?', 'ড্যাশবোর্ডে অর্ডারটি খুলুন, পরিচালনা করুন বেছে নিন, তারপর ফেরত দিন। ট্যাগসহ পণ্যটি প্যাক করে ৭ দিনের মধ্যে জমা দিন।']],
    },
  },
  liveup: {
    title: 'LiveUp সদস্যপদ',
    summary: 'মার্কেটপ্লেস অ্যাকাউন্টের সাথে পাওয়া পার্টনার সুবিধা।',
    intro: 'LiveUp হলো মার্কেটপ্লেসের পার্টনার সদস্যপদ: আপনার মার্কেটপ্লেস অ্যাকাউন্টের সাথে যুক্ত একটি সদস্যপদে কেনাকাটার সুবিধার পাশাপাশি আমাদের পার্টনার সেবাগুলোর সুবিধাও পাবেন।',
    getTitle: 'আপনি যা পাবেন',
    get: ['LiveUp দোকানের অর্ডারে প্রতি মাসে ফ্রি শিপিং ভাউচার।', 'পার্টনার দিবসে বাড়তি ক্যাশব্যাক।', 'সদস্যপদ চালু থাকা পর্যন্ত পার্টনার সেবার নিজস্ব সাবস্ক্রিপশন সুবিধা।'],
    whoTitle: 'কারা যোগ দিতে পারেন',
    who: 'সচল মার্কেটপ্লেস অ্যাকাউন্ট আছে এমন যেকোনো ক্রেতা। প্রতিটি অ্যাকাউন্টে একটি সদস্যপদ; এটি অ্যাকাউন্টের সাথেই থাকে, তাই ফোন নম্বর ও ইমেইল হালনাগাদ রাখুন।',
    howTitle: 'কীভাবে যোগ দেবেন বা ছাড়বেন',
    how: 'লগ ইন করে অ্যাপে LiveUp অফারটি খুলুন এবং পছন্দের পার্টনার অ্যাকাউন্ট যুক্ত করুন। যেকোনো সময় বাতিল করতে পারবেন; যে মাসে বাতিল করবেন সেই মাসের শেষে সুবিধা বন্ধ হবে।',
  },
  feedback: {
    title: 'মতামত পাঠান',
    summary: 'কী ভালো চলছে আর কী চলছে না জানান; আমরা প্রতিটি বার্তা পড়ি।',
    intro: 'কী ভালো হয়েছে বা কী সমস্যা হয়েছে আমাদের জানান। আমরা প্রতিটি বার্তা পড়ি, তবে সবগুলোর উত্তর দিতে পারি না; অর্ডারের সমস্যা হলে অর্ডার নম্বরটি লিখে দিন।',
    topic: 'বিষয়',
    message: 'আপনার বার্তা',
    hint: '১০ থেকে ২০০০ অক্ষর। কখনো আপনার পাসওয়ার্ড বা আমাদের পাঠানো কোড লিখবেন না।',
    send: 'মতামত পাঠান',
    sent: 'ধন্যবাদ। আপনার মতামত পাঠানো হয়েছে।',
    tooShort: 'অন্তত ১০টি অক্ষর লিখুন।',
    topics: { account: 'অ্যাকাউন্ট', orders: 'অর্ডার', payment: 'পেমেন্ট', shipping: 'শিপিং', returns: 'রিটার্ন', app: 'অ্যাপ', other: 'অন্য কিছু' },
  },
};

const si: HelpTexts = {
  helpCenter: 'උදව් මධ්‍යස්ථානය',
  howCanWeHelp: 'අපට ඔබට උදව් කළ හැක්කේ කෙසේද?',
  topicsLabel: 'උදව් මාතෘකා',
  allTopics: 'සියලු උදව් මාතෘකා',
  home: 'මුල් පිටුව',
  languageLabel: 'භාෂාව',
  stillNeedHelp: 'තවමත් උදව් අවශ්‍යද?',
  sendUsFeedback: 'අපට ප්‍රතිචාර එවන්න',
  notFoundTitle: 'එම උදව් මාතෘකාව හමු නොවීය',
  notFoundText: 'ඒ වෙනුවට මෙයින් එකක් තෝරන්න.',
  topics: {
    account: {
      title: 'ඔබගේ ගිණුම',
      summary: 'පුරනය වීම, මුරපද, කේත, ගිණුම මැකීම සහ ප්‍රතිසාධනය.',
      answers: [
        ['මට මුරපදය අමතක විය', 'පුරනය වීමේ පිටුවේ “මුරපදය අමතකද?” තෝරා, ඔබගේ දුරකථන අංකය හෝ ඊමේල් ඇතුළත් කර, අප එවන කේතය ටයිප් කරන්න. ඉන්පසු නව මුරපදයක් තෝරන්න.'],
        ['මගේ කේතය ලැබුණේ නැත', 'කේත මිනිත්තු {minutes}ක් වලංගු වන අතර එක් වරක් පමණක් භාවිත කළ හැක. තත්පර 60කට පසු නව කේතයක් ඉල්ලිය හැක. ඔබගේ අංකය අවදානම් ලෙස සලකුණු කර ඇත්නම්, SMS වෙනුවට දුරකථන ඇමතුමකින් කේතය ලබා දෙමු.'],
        ['මම අමුත්තෙකු ලෙස ඇණවුම් කළෙමි', 'ඇණවුම් සඳහා භාවිත කළ ඊමේල් ලිපිනයෙන් ලියාපදිංචි වන්න, නැතහොත් එම ලිපිනයට අමුත්තන්ගේ ඇණවුම් ඇති බව ලියාපදිංචියේදී පෙන්වූ විට “මුරපදයක් සකසන්න” තෝරන්න. අපි ඊමේල් මගින් සබැඳියක් එවන්නෙමු; මුරපදය සැකසූ පසු ඔබගේ ඇණවුම් ගිණුමට එක් වේ.'],
        ['මම මගේ ගිණුම මකා දැමීමට ඉල්ලුවෙමි', 'ඉල්ලීමෙන් පසු දින {graceDays}ක් ඇතුළත ඔබට එය නැවත ලබා ගත හැක: පිවිස “ප්‍රතිසාධනය කරන්න” තහවුරු කරන්න. ඉන් පසු එය සදහටම මැකී යයි.'],
        ['පැරණි ඊමේල් හෝ දුරකථන අංකයෙන් ලියාපදිංචි විය නොහැක', 'මකා දැමූ ගිණුමක ඊමේල් ලිපිනය සහ දුරකථන අංකය මැකීමෙන් පසු දින {coolingDays}ක් නව ගිණුමක් සෑදීමට භාවිත කළ නොහැක. ඊට පෙර උදව් අවශ්‍ය නම් ප්‍රතිචාර පෝරමය හරහා අපට ලියන්න.'],
        ['වෙනත් අයෙකු මගේ ගිණුම භාවිත කරනවා විය හැක', 'ගිණුම් මෙනුවෙන් වහාම ඔබගේ මුරපදය වෙනස් කරන්න; එවිට අනෙක් සියලු උපාංගවලින් ඔබ ඉවත් වේ. ඔබ බව තහවුරු කිරීමට අප ඉල්ලූ විට එය ඔබ නොවේ නම්, “මේ මම නොවේ” තෝරන්න.'],
      ],
    },
    orders: {
      title: 'ඇණවුම්',
      summary: 'ඇණවුම්, ඇණවුම් අංක සහ ඇණවුම් ඉතිහාසය සොයා ගැනීම.',
      answers: [
        ['මගේ ඇණවුම් කොහේද?', 'ඔබගේ මෑත ඇණවුම් ගිණුම් උපකරණ පුවරුවේ ඇණවුම් අංකය, දිනය, භාණ්ඩ සහ මුළු මුදල සමඟ ඇත.'],
        ['මගේ සිල්ලර ඇණවුම් නොපෙනේ', 'සිල්ලර වෙළඳසැලේ ඇණවුම් ඔබගේ සිල්ලර පුරනය සමඟ තබා ඇත. ඔබ පුරනය වන විට ඒවා වෙළඳපොළ ගිණුමට ගෙන යාමට, නව ගිණුමක තබා ගැනීමට හෝ ගිණුම් දෙක ඒකාබද්ධ කිරීමට අපි යෝජනා කරමු.'],
      ],
    },
    payment: {
      title: 'ගෙවීම',
      summary: 'ගෙවීම් ක්‍රම, අසාර්ථක ගෙවීම් සහ මුදල් ආපසු ගෙවීම්.',
      answers: [
        ['මගේ ගෙවීම අසාර්ථක විය', 'අසාර්ථක ගෙවීමක් සඳහා කිසිදු මුදලක් අය නොකෙරේ. ඔබගේ කාඩ්පත් විස්තර පරීක්ෂා කරන්න හෝ වෙනත් ක්‍රමයක් තෝරා නැවත උත්සාහ කරන්න.'],
        ['මගේ මුදල් ආපසු ලැබෙන්නේ කවදාද?', 'ඔබ ගෙවූ ක්‍රමයටම මුදල් ආපසු යවනු ලැබේ, සාමාන්‍යයෙන් ආපසු යැවීම පිළිගත් පසු වැඩ කරන දින 7ක් ඇතුළත.'],
      ],
    },
    shipping: {
      title: 'නැව්ගත කිරීම සහ බෙදාහැරීම',
      summary: 'ලිපින, බෙදාහැරීමේ කාලය සහ ලුහුබැඳීම.',
      answers: [
        ['බෙදාහැරීමේ ලිපිනය වෙනස් කරන්නේ කෙසේද?', 'ඔබගේ ලිපින පොතේ ලිපින සංස්කරණය කරන්න හෝ එක් කරන්න. සෑම වෙළඳපොළකටම එක් පෙරනිමි බෙදාහැරීමේ ලිපිනයක් සහ එක් පෙරනිමි බිල්පත් ලිපිනයක් ඇත.'],
        ['මගේ පාර්සලය ලුහුබඳින්නේ කෙසේද?', 'උපකරණ පුවරුවේ ඇණවුම විවෘත කර කළමනාකරණය තෝරා එහි ලුහුබැඳීම බලන්න.'],
      ],
    },
    returns: {
      title: 'ආපසු යැවීම්',
      summary: 'භාණ්ඩයක් ආපසු යවන ආකාරය සහ ආපසු යැවිය හැකි දේ.',
      answers: [['භාණ්ඩයක් ආපසු යවන්නේ කෙසේද?', 'උපකරණ පුවරුවේ ඇණවුම විවෘත කර, කළමනාකරණය තෝරා, ඉන්පසු ආපසු යවන්න තෝරන්න. භාණ්ඩය එහි ටැග් සමඟ ඇසුරුම් කර දින 7ක් ඇතුළත භාර දෙන්න.']],
    },
  },
  liveup: {
    title: 'LiveUp සාමාජිකත්වය',
    summary: 'ඔබගේ වෙළඳපොළ ගිණුම සමඟ ලැබෙන හවුල්කාර වරප්‍රසාද.',
    intro: 'LiveUp යනු වෙළඳපොළේ හවුල්කාර සාමාජිකත්වයයි: ඔබගේ වෙළඳපොළ ගිණුමට සම්බන්ධ එක් සාමාජිකත්වයකින් සාප්පු ප්‍රතිලාභ සමඟම අපගේ හවුල්කාර සේවාවල වරප්‍රසාද ද ලැබේ.',
    getTitle: 'ඔබට ලැබෙන දේ',
    get: ['LiveUp වෙළඳසැල්වලින් කරන ඇණවුම් සඳහා සෑම මසකම නොමිලේ බෙදාහැරීමේ වවුචර.', 'හවුල්කාර දිනවල අමතර මුදල් ආපසු.', 'සාමාජිකත්වය පවතින තාක් හවුල්කාර සේවාවේම දායකත්ව වරප්‍රසාද.'],
    whoTitle: 'සම්බන්ධ විය හැක්කේ කාටද',
    who: 'හොඳ තත්ත්වයේ වෙළඳපොළ ගිණුමක් ඇති ඕනෑම ගැනුම්කරුවෙකුට. එක් ගිණුමකට එක් සාමාජිකත්වයක්; එය ගිණුම සමඟ යන බැවින් ඔබගේ දුරකථන අංකය සහ ඊමේල් යාවත්කාලීනව තබා ගන්න.',
    howTitle: 'සම්බන්ධ වන හෝ ඉවත් වන ආකාරය',
    how: 'පුරනය වී, යෙදුමේ LiveUp දීමනාව විවෘත කර ඔබට අවශ්‍ය හවුල්කාර ගිණුම සම්බන්ධ කරන්න. ඕනෑම වේලාවක අවලංගු කළ හැකි අතර, අවලංගු කළ මාසය අවසානයේ වරප්‍රසාද අවසන් වේ.',
  },
  feedback: {
    title: 'ප්‍රතිචාර එවන්න',
    summary: 'හොඳින් වැඩ කරන දේ සහ නොකරන දේ අපට කියන්න; අපි සෑම පණිවිඩයක්ම කියවමු.',
    intro: 'හොඳින් සිදු වූ දේ හෝ වැරදුණු දේ අපට කියන්න. අපි සෑම පණිවිඩයක්ම කියවන නමුත් සියල්ලටම පිළිතුරු දිය නොහැක, එබැවින් ඇණවුම් ගැටලුවක් නම් ඇණවුම් අංකය ද ඇතුළත් කරන්න.',
    topic: 'මාතෘකාව',
    message: 'ඔබගේ පණිවිඩය',
    hint: 'අකුරු 10 සිට 2000 දක්වා. ඔබගේ මුරපදය හෝ අප එවූ කේතයක් කිසිවිටෙක ඇතුළත් නොකරන්න.',
    send: 'ප්‍රතිචාර එවන්න',
    sent: 'ස්තූතියි. ඔබගේ ප්‍රතිචාරය යවන ලදී.',
    tooShort: 'කරුණාකර අවම වශයෙන් අකුරු 10ක් ලියන්න.',
    topics: { account: 'ගිණුම', orders: 'ඇණවුම්', payment: 'ගෙවීම', shipping: 'බෙදාහැරීම', returns: 'ආපසු යැවීම්', app: 'යෙදුම', other: 'වෙනත්' },
  },
};

const ne: HelpTexts = {
  helpCenter: 'सहायता केन्द्र',
  howCanWeHelp: 'हामी कसरी सहयोग गर्न सक्छौँ?',
  topicsLabel: 'सहायताका विषयहरू',
  allTopics: 'सबै सहायताका विषयहरू',
  home: 'गृहपृष्ठ',
  languageLabel: 'भाषा',
  stillNeedHelp: 'अझै सहायता चाहिन्छ?',
  sendUsFeedback: 'हामीलाई प्रतिक्रिया पठाउनुहोस्',
  notFoundTitle: 'त्यो सहायता विषय भेटिएन',
  notFoundText: 'यसको सट्टा तलका मध्ये एउटा छान्नुहोस्।',
  topics: {
    account: {
      title: 'तपाईंको खाता',
      summary: 'लग इन, पासवर्ड, कोड, खाता मेटाउने र फिर्ता ल्याउने।',
      answers: [
        ['मैले पासवर्ड बिर्सें', 'लग इन पृष्ठमा “पासवर्ड बिर्सनुभयो?” छान्नुहोस्, आफ्नो फोन नम्बर वा इमेल हाल्नुहोस् र हामीले पठाएको कोड टाइप गर्नुहोस्। त्यसपछि नयाँ पासवर्ड राख्नुहोस्।'],
        ['मेरो कोड आएन', 'कोड {minutes} मिनेटसम्म मात्र चल्छ र एक पटक मात्र प्रयोग गर्न मिल्छ। ६० सेकेन्डपछि नयाँ कोड माग्न सक्नुहुन्छ। तपाईंको नम्बर जोखिमपूर्ण भनी चिनो लगाइएको छ भने हामी SMS को सट्टा फोन गरेर कोड भन्छौँ।'],
        ['मैले अतिथिका रूपमा अर्डर गरेको थिएँ', 'अर्डर गर्दा प्रयोग गरेको इमेलबाट साइन अप गर्नुहोस्, वा साइन अप गर्दा उक्त इमेलमा अतिथि अर्डर छन् भनेर देखाएमा “पासवर्ड राख्नुहोस्” छान्नुहोस्। हामी इमेलमा लिंक पठाउँछौँ; पासवर्ड राखेपछि तपाईंका अर्डरहरू खातामा आउँछन्।'],
        ['मैले खाता मेटाउन अनुरोध गरेँ', 'अनुरोध गरेको {graceDays} दिनसम्म तपाईं खाता फिर्ता ल्याउन सक्नुहुन्छ: लग इन गरी “फिर्ता ल्याउनुहोस्” पुष्टि गर्नुहोस्। त्यसपछि खाता सधैँका लागि मेटिन्छ।'],
        ['पुरानो इमेल वा फोनबाट साइन अप गर्न सकिनँ', 'मेटाइएको खाताको इमेल ठेगाना र फोन नम्बरबाट मेटाइएको {coolingDays} दिनसम्म नयाँ खाता बनाउन मिल्दैन। छिटो सहायता चाहिएमा प्रतिक्रिया फारमबाट हामीलाई लेख्नुहोस्।'],
        ['अरू कसैले मेरो खाता चलाइरहेको हुन सक्छ', 'खाता मेनुबाट तुरुन्तै पासवर्ड बदल्नुहोस्; यसले अरू सबै उपकरणबाट तपाईंलाई लग आउट गर्छ। हामीले तपाईं नै हो भनी पुष्टि गर्न भन्दा त्यो तपाईं होइन भने “यो म होइन” छान्नुहोस्।'],
      ],
    },
    orders: {
      title: 'अर्डरहरू',
      summary: 'अर्डर, अर्डर नम्बर र अर्डरको इतिहास खोज्ने।',
      answers: [
        ['मेरा अर्डरहरू कहाँ छन्?', 'भर्खरका अर्डरहरू खाताको ड्यासबोर्डमा अर्डर नम्बर, मिति, सामान र जम्मा रकमसहित देखिन्छन्।'],
        ['मेरा किराना अर्डरहरू देखिँदैनन्', 'किराना पसलका अर्डरहरू तपाईंको किराना लग इनसँग राखिएका हुन्छन्। लग इन गर्दा हामी तिनलाई मार्केटप्लेस खातामा सार्न, नयाँ खातामा राख्न वा दुवै खाता गाभ्न प्रस्ताव गर्छौँ।'],
      ],
    },
    payment: {
      title: 'भुक्तानी',
      summary: 'भुक्तानीका तरिका, असफल भुक्तानी र रकम फिर्ता।',
      answers: [
        ['मेरो भुक्तानी असफल भयो', 'असफल भुक्तानीमा कुनै रकम काटिँदैन। कार्डको विवरण जाँच्नुहोस् वा अर्को तरिका छानेर फेरि प्रयास गर्नुहोस्।'],
        ['रकम फिर्ता कहिले पाउँछु?', 'रकम तपाईंले भुक्तानी गरेकै तरिकामा फिर्ता हुन्छ, प्रायः फिर्ता स्वीकृत भएको ७ कार्य दिनभित्र।'],
      ],
    },
    shipping: {
      title: 'ढुवानी र डेलिभरी',
      summary: 'ठेगाना, डेलिभरीको समय र ट्र्याकिङ।',
      answers: [
        ['डेलिभरी ठेगाना कसरी बदल्ने?', 'ठेगाना पुस्तिकामा ठेगाना सम्पादन गर्नुहोस् वा थप्नुहोस्। हरेक बजारमा एउटा पूर्वनिर्धारित ढुवानी ठेगाना र एउटा पूर्वनिर्धारित बिलिङ ठेगाना हुन्छ।'],
        ['पार्सल कसरी ट्र्याक गर्ने?', 'ड्यासबोर्डमा अर्डर खोलेर व्यवस्थापन गर्नुहोस् छान्नुहोस् र ट्र्याकिङ हेर्नुहोस्।'],
      ],
    },
    returns: {
      title: 'फिर्ता',
      summary: 'सामान कसरी फिर्ता गर्ने र के फिर्ता गर्न मिल्छ।',
      answers: [['सामान कसरी फिर्ता गर्ने?', 'ड्यासबोर्डमा अर्डर खोल्नुहोस्, व्यवस्थापन गर्नुहोस् छान्नुहोस्, अनि फिर्ता गर्नुहोस्। सामानलाई ट्यागसहित प्याक गरी ७ दिनभित्र बुझाउनुहोस्।']],
    },
  },
  liveup: {
    title: 'LiveUp सदस्यता',
    summary: 'मार्केटप्लेस खातासँगै आउने साझेदार सुविधाहरू।',
    intro: 'LiveUp मार्केटप्लेसको साझेदार सदस्यता हो: तपाईंको मार्केटप्लेस खातासँग जोडिएको एउटै सदस्यताले किनमेलका सुविधासँगै हाम्रा साझेदार सेवाका सुविधा पनि दिन्छ।',
    getTitle: 'तपाईंले के पाउनुहुन्छ',
    get: ['LiveUp पसलका अर्डरमा हरेक महिना निःशुल्क ढुवानी भौचर।', 'साझेदार दिवसमा थप क्यासब्याक।', 'सदस्यता रहेसम्म साझेदार सेवाकै सदस्यता सुविधाहरू।'],
    whoTitle: 'को सामेल हुन सक्छ',
    who: 'राम्रो अवस्थामा रहेको मार्केटप्लेस खाता भएका जुनसुकै ग्राहक। एउटा खातामा एउटा सदस्यता; यो खातासँगै रहन्छ, त्यसैले फोन नम्बर र इमेल अद्यावधिक राख्नुहोस्।',
    howTitle: 'कसरी सामेल हुने वा छोड्ने',
    how: 'लग इन गरी एपमा LiveUp प्रस्ताव खोल्नुहोस् र चाहेको साझेदार खाता जोड्नुहोस्। जुनसुकै बेला रद्द गर्न सकिन्छ; रद्द गरेको महिनाको अन्त्यमा सुविधाहरू बन्द हुन्छन्।',
  },
  feedback: {
    title: 'प्रतिक्रिया पठाउनुहोस्',
    summary: 'के राम्रो चल्यो र के चलेन भन्नुहोस्; हामी हरेक सन्देश पढ्छौँ।',
    intro: 'के राम्रो भयो वा के गडबड भयो हामीलाई भन्नुहोस्। हामी हरेक सन्देश पढ्छौँ तर सबैको जवाफ दिन सक्दैनौँ, त्यसैले अर्डरको समस्या भए अर्डर नम्बर पनि लेख्नुहोस्।',
    topic: 'विषय',
    message: 'तपाईंको सन्देश',
    hint: '१० देखि २००० अक्षर। आफ्नो पासवर्ड वा हामीले पठाएको कोड कहिल्यै नलेख्नुहोस्।',
    send: 'प्रतिक्रिया पठाउनुहोस्',
    sent: 'धन्यवाद। तपाईंको प्रतिक्रिया पठाइयो।',
    tooShort: 'कृपया कम्तीमा १० अक्षर लेख्नुहोस्।',
    topics: { account: 'खाता', orders: 'अर्डर', payment: 'भुक्तानी', shipping: 'ढुवानी', returns: 'फिर्ता', app: 'एप', other: 'अन्य' },
  },
};

const ur: HelpTexts = {
  helpCenter: 'مدد کا مرکز',
  howCanWeHelp: 'ہم آپ کی کیا مدد کر سکتے ہیں؟',
  topicsLabel: 'مدد کے موضوعات',
  allTopics: 'مدد کے تمام موضوعات',
  home: 'ہوم',
  languageLabel: 'زبان',
  stillNeedHelp: 'اب بھی مدد چاہیے؟',
  sendUsFeedback: 'ہمیں اپنی رائے بھیجیں',
  notFoundTitle: 'مدد کا یہ موضوع نہیں ملا',
  notFoundText: 'اس کی جگہ ان میں سے کوئی ایک منتخب کریں۔',
  topics: {
    account: {
      title: 'آپ کا اکاؤنٹ',
      summary: 'لاگ ان، پاس ورڈ، کوڈ، اکاؤنٹ حذف کرنا اور بحال کرنا۔',
      answers: [
        ['میں اپنا پاس ورڈ بھول گیا ہوں', 'لاگ ان کے صفحے پر “پاس ورڈ بھول گئے؟” منتخب کریں، اپنا فون نمبر یا ای میل درج کریں اور ہمارا بھیجا ہوا کوڈ لکھیں۔ پھر نیا پاس ورڈ منتخب کریں۔'],
        ['مجھے کوڈ نہیں ملا', 'کوڈ {minutes} منٹ تک کام کرتا ہے اور صرف ایک بار استعمال ہو سکتا ہے۔ 60 سیکنڈ بعد آپ نیا کوڈ منگوا سکتے ہیں۔ اگر آپ کے نمبر کو خطرے والا قرار دیا گیا ہو تو ہم SMS کی جگہ فون کال پر کوڈ بتاتے ہیں۔'],
        ['میں نے مہمان کے طور پر آرڈر کیا تھا', 'اپنے آرڈرز والے ای میل ایڈریس سے سائن اپ کریں، یا اگر سائن اپ بتائے کہ اس ایڈریس پر مہمان آرڈرز ہیں تو “پاس ورڈ سیٹ کریں” منتخب کریں۔ ہم آپ کو ای میل میں ایک لنک بھیجیں گے؛ پاس ورڈ سیٹ کرتے ہی آپ کے آرڈرز اکاؤنٹ میں آ جائیں گے۔'],
        ['میں نے اپنا اکاؤنٹ حذف کرنے کی درخواست کی ہے', 'درخواست کے بعد {graceDays} دن تک آپ اسے بحال کر سکتے ہیں: لاگ ان کر کے “بحال کریں” کی تصدیق کریں۔ اس کے بعد اکاؤنٹ ہمیشہ کے لیے ختم ہو جاتا ہے۔'],
        ['میں اپنی پرانی ای میل یا فون سے سائن اپ نہیں کر پا رہا', 'حذف شدہ اکاؤنٹ کا ای میل ایڈریس اور فون نمبر حذف ہونے کے بعد {coolingDays} دن تک نیا اکاؤنٹ بنانے کے لیے استعمال نہیں ہو سکتا۔ اگر آپ کو جلدی مدد چاہیے تو رائے کے فارم کے ذریعے ہمیں لکھیں۔'],
        ['شاید کوئی اور میرا اکاؤنٹ استعمال کر رہا ہے', 'اکاؤنٹ مینو سے فوراً اپنا پاس ورڈ تبدیل کریں؛ اس سے آپ باقی تمام ڈیوائسز سے لاگ آؤٹ ہو جائیں گے۔ اگر ہم تصدیق کا کہیں اور وہ آپ نہ ہوں تو “یہ میں نہیں تھا” منتخب کریں۔'],
      ],
    },
    orders: {
      title: 'آرڈرز',
      summary: 'اپنے آرڈرز، آرڈر نمبر اور آرڈرز کی تاریخ تلاش کرنا۔',
      answers: [
        ['میرے آرڈرز کہاں ہیں؟', 'آپ کے حالیہ آرڈرز اکاؤنٹ کے ڈیش بورڈ پر آرڈر نمبر، تاریخ، اشیا اور کل رقم کے ساتھ موجود ہیں۔'],
        ['میرے گروسری آرڈرز نظر نہیں آ رہے', 'گروسری اسٹور کے آرڈرز آپ کے گروسری لاگ ان کے ساتھ رکھے جاتے ہیں۔ لاگ ان کرنے پر ہم انہیں مارکیٹ پلیس اکاؤنٹ میں منتقل کرنے، نئے اکاؤنٹ میں رکھنے یا دونوں اکاؤنٹس کو یکجا کرنے کی پیشکش کرتے ہیں۔'],
      ],
    },
    payment: {
      title: 'ادائیگی',
      summary: 'ادائیگی کے طریقے، ناکام ادائیگیاں اور رقم کی واپسی۔',
      answers: [
        ['میری ادائیگی ناکام ہو گئی', 'ناکام ادائیگی پر کوئی رقم نہیں کاٹی جاتی۔ اپنے کارڈ کی تفصیلات چیک کریں یا کوئی اور طریقہ منتخب کر کے دوبارہ کوشش کریں۔'],
        ['رقم کی واپسی کب ہو گی؟', 'رقم اسی طریقے میں واپس جاتی ہے جس سے آپ نے ادائیگی کی تھی، عموماً واپسی قبول ہونے کے 7 کاروباری دنوں کے اندر۔'],
      ],
    },
    shipping: {
      title: 'شپنگ اور ڈیلیوری',
      summary: 'پتے، ڈیلیوری کا وقت اور ٹریکنگ۔',
      answers: [
        ['ڈیلیوری کا پتا کیسے تبدیل کروں؟', 'اپنی ایڈریس بُک میں پتے میں ترمیم کریں یا نیا پتا شامل کریں۔ ہر مارکیٹ میں ایک ڈیفالٹ شپنگ اور ایک ڈیفالٹ بلنگ پتا ہوتا ہے۔'],
        ['اپنا پارسل کیسے ٹریک کروں؟', 'ڈیش بورڈ پر آرڈر کھولیں اور اس کی ٹریکنگ دیکھنے کے لیے منظم کریں منتخب کریں۔'],
      ],
    },
    returns: {
      title: 'واپسی',
      summary: 'کوئی چیز کیسے واپس کریں اور کیا واپس ہو سکتا ہے۔',
      answers: [['کوئی چیز کیسے واپس کروں؟', 'ڈیش بورڈ پر آرڈر کھولیں، منظم کریں منتخب کریں، پھر واپس کریں۔ چیز کو اس کے ٹیگز کے ساتھ پیک کریں اور 7 دن کے اندر جمع کرا دیں۔']],
    },
  },
  liveup: {
    title: 'LiveUp رکنیت',
    summary: 'آپ کے مارکیٹ پلیس اکاؤنٹ کے ساتھ ملنے والی پارٹنر مراعات۔',
    intro: 'LiveUp مارکیٹ پلیس کی پارٹنر رکنیت ہے: آپ کے مارکیٹ پلیس اکاؤنٹ سے جُڑی ایک رکنیت آپ کو خریداری کے فوائد کے ساتھ ہماری پارٹنر سروسز کی مراعات بھی دیتی ہے۔',
    getTitle: 'آپ کو کیا ملتا ہے',
    get: ['LiveUp اسٹورز کے آرڈرز پر ہر ماہ مفت شپنگ واؤچرز۔', 'پارٹنر ڈیز پر اضافی کیش بیک۔', 'جب تک رکنیت جاری ہے، پارٹنر سروس کی اپنی سبسکرپشن مراعات۔'],
    whoTitle: 'کون شامل ہو سکتا ہے',
    who: 'اچھی حالت کے مارکیٹ پلیس اکاؤنٹ والا ہر خریدار۔ ہر اکاؤنٹ کے لیے ایک رکنیت؛ یہ اکاؤنٹ کے ساتھ رہتی ہے، اس لیے اپنا فون نمبر اور ای میل تازہ رکھیں۔',
    howTitle: 'شامل ہونے یا چھوڑنے کا طریقہ',
    how: 'لاگ ان کریں، ایپ میں LiveUp کی پیشکش کھولیں اور اپنی پسند کا پارٹنر اکاؤنٹ جوڑیں۔ آپ کسی بھی وقت منسوخ کر سکتے ہیں؛ مراعات اسی مہینے کے آخر میں ختم ہو جاتی ہیں جس میں آپ منسوخ کریں۔',
  },
  feedback: {
    title: 'رائے بھیجیں',
    summary: 'ہمیں بتائیں کہ کیا ٹھیک چل رہا ہے اور کیا نہیں؛ ہم ہر پیغام پڑھتے ہیں۔',
    intro: 'ہمیں بتائیں کہ کیا اچھا رہا یا کیا غلط ہوا۔ ہم ہر پیغام پڑھتے ہیں مگر ہر ایک کا جواب نہیں دے سکتے، اس لیے آرڈر کے مسئلے میں آرڈر نمبر ضرور لکھیں۔',
    topic: 'موضوع',
    message: 'آپ کا پیغام',
    hint: '10 سے 2000 حروف۔ اپنا پاس ورڈ یا ہمارا بھیجا ہوا کوڈ کبھی نہ لکھیں۔',
    send: 'رائے بھیجیں',
    sent: 'شکریہ۔ آپ کی رائے بھیج دی گئی ہے۔',
    tooShort: 'براہِ کرم کم از کم 10 حروف لکھیں۔',
    topics: { account: 'اکاؤنٹ', orders: 'آرڈرز', payment: 'ادائیگی', shipping: 'شپنگ', returns: 'واپسی', app: 'ایپ', other: 'کچھ اور' },
  },
};

export const HELP_TEXTS: Readonly<Record<CatalogLanguage, HelpTexts>> = Object.freeze({ en, id, ms, zh, th, vi, my, bn, si, ne, ur });
