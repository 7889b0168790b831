import { defineMessages } from "~/i18n/messages/define-messages";

/** The About page's own texts: its story and the picture's description. */
export const aboutMessages = defineMessages(
  {
    "about.title": "About us",
    "about.description": "The story of our potato kitchen in Istanbul.",
    "about.story1":
      "It started with a kumpir cart and a question: what if potatoes were the whole point, not the side? Today our kitchen turns them into breakfasts, bowls, tapas and desserts.",
    "about.story2":
      "We buy from farmers we know, bake every potato to order and make our sauces daily. Come hungry, stay for a drink, and tell us which potato you liked best.",
    "about.imageAlt": "Our dining room with wooden tables and warm light",
  },
  {
    "about.title": "Hakkımızda",
    "about.description": "İstanbul'daki patates mutfağımızın hikâyesi.",
    "about.story1":
      "Her şey bir kumpir arabası ve bir soruyla başladı: Patates garnitür değil de asıl yemek olsaydı? Bugün mutfağımız onu kahvaltıya, kaselere, tapaslara ve tatlılara dönüştürüyor.",
    "about.story2":
      "Tanıdığımız çiftçilerden alıyor, her patatesi siparişle fırınlıyor ve soslarımızı her gün yapıyoruz. Aç gelin, bir içki için kalın ve en çok hangi patatesi sevdiğinizi bize söyleyin.",
    "about.imageAlt": "Ahşap masaları ve sıcak ışığıyla salonumuz",
  },
);
