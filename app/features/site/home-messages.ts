import { defineMessages } from "~/i18n/messages/define-messages";

/**
 * The home page's own texts: its welcome, its buttons and the Instagram captions (the restaurant's
 * description, which search engines read on other pages too, is a core text).
 */
export const homeMessages = defineMessages(
  {
    "home.title": "Potatoes, done properly",
    "home.intro1":
      "We cook one humble ingredient in every way we love: baked, crushed, fried, layered and stuffed, from breakfast until late.",
    "home.intro2":
      "Everything is made in our kitchen from potatoes we choose ourselves, with Turkish cheeses, fresh herbs and sauces of our own.",
    "home.menuButton": "Menu",
    "home.aboutButton": "About",
    "home.instagramTitle": "From our Instagram",
    "home.instagramFollow": "Follow us on Instagram",
    "home.caption1": "Fresh out of the oven: our kumpir, split open and loaded with butter, kaşar and everything you love.",
    "home.caption2": "Sunday breakfast, potato style: crispy rösti, eggs from the village and endless tea.",
    "home.caption3": "Golden hour in Moda with a bowl of truffle fries. See you tonight!",
  },
  {
    "home.title": "Patates, hakkıyla",
    "home.intro1":
      "Tek bir mütevazı malzemeyi sevdiğimiz her şekilde pişiriyoruz: fırında, ezilmiş, kızarmış, kat kat ve dolgulu; kahvaltıdan gece geç saate kadar.",
    "home.intro2":
      "Her şey kendi seçtiğimiz patateslerle, Türk peynirleri, taze otlar ve kendi soslarımızla mutfağımızda hazırlanır.",
    "home.menuButton": "Menü",
    "home.aboutButton": "Hakkımızda",
    "home.instagramTitle": "Instagram'dan",
    "home.instagramFollow": "Bizi Instagram'da takip edin",
    "home.caption1": "Fırından yeni çıktı: tereyağı, kaşar ve sevdiğiniz her şeyle doldurulmuş kumpirimiz.",
    "home.caption2": "Patates usulü pazar kahvaltısı: çıtır rösti, köy yumurtası ve bitmeyen çay.",
    "home.caption3": "Moda'da gün batımı, yanında bir kase trüflü patates. Bu akşam görüşürüz!",
  },
);
