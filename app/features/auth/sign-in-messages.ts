import { defineMessages } from "~/i18n/messages/define-messages";

/** The staff login page, and the pages for a signed-in account without access (pending, unauthorized). */
export const signInMessages = defineMessages(
  {
    "login.title": "Staff Login",
    "login.description": "Sign in to the back office of the restaurant.",
    "login.intro": "Staff and administrators sign in with their {provider} account.",
    "login.button": "Sign in with {provider}",
    "login.localNotice":
      "Local sign-in: no sign-in provider such as Google is configured on this server, so its sign-in page lets you sign in as anyone. It works only on this computer, in a browser that opened the address the server printed when it started.",
    "login.failed": "Failed to sign in. Please try again.",
    "login.welcomeBack": "Welcome Back",
    "login.signedInAs": "You are signed in as {name} ({role}).",
    "login.goToDashboard": "Go to Dashboard",
    "login.accessPending": "Access Pending",
    "login.accessPendingText": "Your account is waiting for an administrator's approval.",
    "login.redirecting": "Redirecting to dashboard...",

    "pending.title": "Account Pending Approval",
    "pending.explanation": "An administrator must approve your account before staff features are available.",
    "pending.goHome": "Go to Homepage",
    "pending.support": "Questions? Write to {email}.",

    "unauthorized.title": "Access Denied",
    "unauthorized.text": "You don't have permission to access this resource.",
  },
  {
    "login.title": "Personel Girişi",
    "login.description": "Restoranın yönetim paneline giriş yapın.",
    "login.intro": "Personel ve yöneticiler {provider} hesaplarıyla giriş yapar.",
    "login.button": "{provider} ile giriş yap",
    "login.localNotice":
      "Yerel giriş: Bu sunucuda Google gibi bir giriş sağlayıcısı ayarlı değil, bu yüzden giriş sayfası herkes olarak giriş yapmanıza izin verir. Yalnızca bu bilgisayarda, sunucunun başlarken yazdığı adresi açmış bir tarayıcıda çalışır.",
    "login.failed": "Giriş yapılamadı. Lütfen tekrar deneyin.",
    "login.welcomeBack": "Tekrar Hoş Geldiniz",
    "login.signedInAs": "{name} ({role}) olarak giriş yaptınız.",
    "login.goToDashboard": "Panele Git",
    "login.accessPending": "Erişim Onay Bekliyor",
    "login.accessPendingText": "Hesabınız bir yöneticinin onayını bekliyor.",
    "login.redirecting": "Panele yönlendiriliyor...",

    "pending.title": "Hesap Onay Bekliyor",
    "pending.explanation": "Personel özelliklerini kullanabilmeniz için hesabınızın bir yönetici tarafından onaylanması gerekir.",
    "pending.goHome": "Ana Sayfaya Git",
    "pending.support": "Sorularınız için {email} adresine yazın.",

    "unauthorized.title": "Erişim Reddedildi",
    "unauthorized.text": "Bu kaynağa erişim izniniz yok.",
  },
);
