import type { CoreMessages } from "./en";

/** The Turkish texts: the house language. */
export const tr: CoreMessages = {
  "site.skipToContent": "İçeriğe geç",
  "site.loading": "Yükleniyor...",
  "site.unexpectedError": "Beklenmeyen Uygulama Hatası!",
  "site.unexpectedErrorHelp": "Bizim tarafımızda bir sorun oluştu. Lütfen birazdan tekrar deneyin.",
  "site.tryAgain": "Tekrar Dene",
  "site.goHome": "Ana Sayfaya Git",
  "site.notFoundTitle": "Sayfa Bulunamadı",
  "site.notFoundDescription": "Aradığınız sayfa yok ya da taşınmış.",

  "nav.label": "Ana menü",
  "nav.home": "Ana Sayfa",
  "nav.about": "Hakkımızda",
  "nav.menu": "Menü",
  "nav.events": "Etkinlikler",
  "nav.contact": "İletişim",
  "nav.openDrawer": "Menüyü aç",
  "nav.closeDrawer": "Menüyü kapat",
  "nav.switchLanguage": "Switch to English",
  "nav.homeLink": "{name}, ana sayfa",

  "footer.address": "Adres",
  "footer.phone": "Telefon",
  "footer.followUs": "Bizi takip edin",
  "footer.copyright": "© {year} {name}. Tüm hakları saklıdır.",
  "footer.poweredBy": "patates gücüyle",

  "contact.instagram": "Instagram",
  "contact.whatsapp": "WhatsApp",
  "contact.maps": "Harita",
  "contact.email": "E-posta",

  "home.title": "Patates, hakkıyla",
  "home.description": "İstanbul'da bir patates mutfağı: kumpir, rösti, graten ve kaseler, yanında uygun içecekler.",
  "home.intro1":
    "Tek bir mütevazı malzemeyi sevdiğimiz her şekilde pişiriyoruz: fırında, ezilmiş, kızarmış, kat kat ve dolgulu; kahvaltıdan gece geç saate kadar.",
  "home.intro2":
    "Her şey kendi seçtiğimiz patateslerle, Türk peynirleri, taze otlar ve kendi soslarımızla mutfağımızda hazırlanır.",
  "home.menuButton": "Menü",
  "home.aboutButton": "Hakkımızda",

  "about.title": "Hakkımızda",
  "about.description": "İstanbul'daki patates mutfağımızın hikâyesi.",
  "about.story1":
    "Her şey bir kumpir arabası ve bir soruyla başladı: Patates garnitür değil de asıl yemek olsaydı? Bugün mutfağımız onu kahvaltıya, kaselere, tapaslara ve tatlılara dönüştürüyor.",
  "about.story2":
    "Tanıdığımız çiftçilerden alıyor, her patatesi siparişle fırınlıyor ve soslarımızı her gün yapıyoruz. Aç gelin, bir içki için kalın ve en çok hangi patatesi sevdiğinizi bize söyleyin.",
  "about.imageAlt": "Ahşap masaları ve sıcak ışığıyla salonumuz",

  "menu.title": "Menü",
  "menu.description": "Fiyatlarıyla tüm menümüz: patates kaseleri, kahvaltı, tapaslar, tatlılar ve içecekler.",
  "menu.empty": "Şu anda menüde ürün yok. Lütfen daha sonra tekrar deneyin.",
  "menu.offlineNotice": "Kayıtlı menümüzü görüyorsunuz; fiyatlar değişmiş olabilir.",

  "events.title": "Etkinlikler",
  "events.description": "Patates mutfağımızda canlı müzik, tadımlar ve özel geceler.",
  "events.intro": "Canlı müzik, tadımlar ve özel geceler. Yaklaşan etkinlikleri takip edin.",
  "events.empty": "Şu anda planlanmış etkinlik yok. Güncellemeler için yakında tekrar bakın!",

  "contact.title": "İletişim",
  "contact.description": "Adres, telefon numaraları, WhatsApp ve çalışma saatleri.",
  "contact.visitUs": "Bizi ziyaret edin",
  "contact.location": "Konum",
  "contact.hours": "Çalışma saatleri",
  "contact.viewOnMaps": "Haritada görüntüle",

  "hours.mondayToThursday": "Pazartesi - Perşembe",
  "hours.fridayToSaturday": "Cuma - Cumartesi",
  "hours.sunday": "Pazar",

  "role.admin": "Yönetici",
  "role.staff": "Personel",
  "role.pending": "Onay bekliyor",

  "nav.signOut": "Çıkış Yap",
  "nav.inventory": "Envanter",
  "nav.shoppingLists": "Alışveriş Listeleri",
  "nav.recipes": "Tarifler",
  "nav.viewMenu": "Menüyü Gör",
  "nav.admin": "Yönetim",
  "nav.eventsManager": "Etkinlik Yönetimi",

  "menu.clickForDetails": "detaylar için tıklayın",
  "menuItem.notFoundTitle": "Ürün Bulunamadı",
  "menuItem.notFoundText": "Aradığınız menü ürünü mevcut değil.",
  "menuItem.unavailableTitle": "Bu ürün şu an gösterilemiyor",
  "menuItem.unavailableText": "Menümüz şu an okunamadı. Kayıtlı menümüz hâlâ burada; bu ürüne birazdan yeniden bakın.",
  "menuItem.back": "Menüye dön",
  "menu.categories": "Menü kategorileri",
  "home.instagramTitle": "Instagram'dan",
  "home.instagramFollow": "Bizi Instagram'da takip edin",
  "home.caption1": "Fırından yeni çıktı: tereyağı, kaşar ve sevdiğiniz her şeyle doldurulmuş kumpirimiz.",
  "home.caption2": "Patates usulü pazar kahvaltısı: çıtır rösti, köy yumurtası ve bitmeyen çay.",
  "home.caption3": "Moda'da gün batımı, yanında bir kase trüflü patates. Bu akşam görüşürüz!",
  "events.error": "Etkinlikler yüklenemedi",
  "events.reservationsTitle": "Rezervasyon ve bilgi",
  "events.reservationsText": "Bir etkinlik için masa ayırtmak ya da bilgi almak için bizi arayın:",
  "menu.loadError": "Menü yükleme hatası: Menü yüklenirken bir hata oluştu. Lütfen sayfayı yenileyip tekrar deneyin.",
  "menu.attempt": "Deneme {count}",
  "menu.loading": "Menü yükleniyor...",
  "menu.timeout": "Yükleme zaman aşımına uğradı. Lütfen bağlantınızı kontrol edin.",
};
