import { defineMessages } from "../app/i18n/messages/define-messages";

/** The local identity provider's sign-in page, which the server renders on its own. */
export const localSignInMessages = defineMessages(
  {
    "localSignIn.title": "Local sign-in",
    "localSignIn.explanation":
      "This copy of the site runs on this computer without Google. Type any e-mail and name to sign in as that person.",
    "localSignIn.email": "Email",
    "localSignIn.name": "Name",
    "localSignIn.submit": "Sign in",
    "localSignIn.cancel": "Cancel",
    "localSignIn.emailInvalid": "Enter a valid e-mail address.",
    "localSignIn.refused": "The local sign-in answers only this computer, directly: not another machine, and not through a proxy.",
    "localSignIn.needsAddress":
      "To sign in here, open the address the server printed where it was started: the line that begins with “Sign in locally:”. Only a browser that opened it can use the local sign-in.",
    "localSignIn.wrongAddress":
      "This is not the address the server printed when it last started: it prints a new one at every start. Open the line that begins with “Sign in locally:” where it was started.",
  },
  {
    "localSignIn.title": "Yerel giriş",
    "localSignIn.explanation":
      "Sitenin bu kopyası bu bilgisayarda Google olmadan çalışıyor. O kişi olarak giriş yapmak için herhangi bir e-posta ve ad yazın.",
    "localSignIn.email": "E-posta",
    "localSignIn.name": "Ad",
    "localSignIn.submit": "Giriş yap",
    "localSignIn.cancel": "Vazgeç",
    "localSignIn.emailInvalid": "Geçerli bir e-posta adresi girin.",
    "localSignIn.refused": "Yerel giriş yalnızca bu bilgisayara doğrudan yanıt verir: başka bir makineye ya da bir vekil sunucu üzerinden gelen isteğe değil.",
    "localSignIn.needsAddress":
      "Burada giriş yapmak için sunucunun başlatıldığı yerde yazdığı adresi açın: “Sign in locally:” ile başlayan satır. Yerel girişi yalnızca o adresi açmış bir tarayıcı kullanabilir.",
    "localSignIn.wrongAddress":
      "Bu, sunucunun son başlatıldığında yazdığı adres değil: her başlatılışta yeni bir adres yazar. Başlatıldığı yerde “Sign in locally:” ile başlayan satırdaki adresi açın.",
  },
);
