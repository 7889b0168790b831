import { defineMessages } from "~/i18n/messages/define-messages";

/**
 * What the contact form says once its checks have run (contact-form.ts): a message beside a bad
 * field, the note after a send, and the e-mail's own words. Loaded with the checks, not with the
 * page: a visitor who only reads the address and the hours never needs them.
 */
export const contactFormCheckMessages = defineMessages(
  {
    "contactForm.sentTitle": "Almost done: send the e-mail from your mail app.",
    "contactForm.sentText":
      "We opened your mail app with your message. It reaches us only after you press send there.",
    "contactForm.sentFallback": "Mail app did not open? Open the e-mail here",
    "contactForm.error.nameRequired": "Please enter your name.",
    "contactForm.error.nameTooLong": "Your name can be at most {max} characters.",
    "contactForm.error.emailRequired": "Please enter your e-mail address.",
    "contactForm.error.emailInvalid": "Please enter a valid e-mail address, like name@example.com.",
    "contactForm.error.emailTooLong": "Your e-mail address can be at most {max} characters.",
    "contactForm.error.phoneInvalid": "Please enter a phone number using digits, spaces, +, ( ) or -.",
    "contactForm.error.phoneTooLong": "Your phone number can be at most {max} characters.",
    "contactForm.error.subjectInvalid": "Please choose a subject from the list.",
    "contactForm.error.messageRequired": "Please write your message.",
    "contactForm.error.messageTooLong": "Your message can be at most {max} characters.",
    "contactForm.mail.subject": "Website message: {subject}",
    "contactForm.mail.name": "Name",
    "contactForm.mail.email": "Email",
    "contactForm.mail.phone": "Phone",
    "contactForm.mail.subjectLine": "Subject",
    "contactForm.mail.message": "Message",
    "contactForm.mail.notProvided": "not provided",
    "contactForm.mail.generalInquiry": "general inquiry",
  },
  {
    "contactForm.sentTitle": "Son adım: e-postayı e-posta uygulamanızdan gönderin.",
    "contactForm.sentText":
      "E-posta uygulamanızı mesajınızla açtık. Mesajınız bize ancak orada gönder'e bastığınızda ulaşır.",
    "contactForm.sentFallback": "E-posta uygulamanız açılmadı mı? E-postayı buradan açın",
    "contactForm.error.nameRequired": "Lütfen adınızı girin.",
    "contactForm.error.nameTooLong": "Adınız en fazla {max} karakter olabilir.",
    "contactForm.error.emailRequired": "Lütfen e-posta adresinizi girin.",
    "contactForm.error.emailInvalid": "Lütfen geçerli bir e-posta adresi girin, örneğin ad@ornek.com.",
    "contactForm.error.emailTooLong": "E-posta adresiniz en fazla {max} karakter olabilir.",
    "contactForm.error.phoneInvalid": "Lütfen telefon numaranızı rakam, boşluk, +, ( ) veya - ile girin.",
    "contactForm.error.phoneTooLong": "Telefon numaranız en fazla {max} karakter olabilir.",
    "contactForm.error.subjectInvalid": "Lütfen listeden bir konu seçin.",
    "contactForm.error.messageRequired": "Lütfen mesajınızı yazın.",
    "contactForm.error.messageTooLong": "Mesajınız en fazla {max} karakter olabilir.",
    "contactForm.mail.subject": "Web sitesinden mesaj: {subject}",
    "contactForm.mail.name": "Ad Soyad",
    "contactForm.mail.email": "E-posta",
    "contactForm.mail.phone": "Telefon",
    "contactForm.mail.subjectLine": "Konu",
    "contactForm.mail.message": "Mesaj",
    "contactForm.mail.notProvided": "belirtilmedi",
    "contactForm.mail.generalInquiry": "genel bilgi talebi",
  },
);
