import { describe, expect, it } from "vitest";
import { CONTACT_LIMITS } from "./contact-form-fields";
import {
  buildContactMailto,
  checkedFormTranslator,
  contactSubjectLabel,
  validateContactForm,
  type ContactFormInput,
  type ContactFormValues,
} from "./contact-form";

const EMAIL = "merhaba@patates.istanbul";

const filled: ContactFormInput = {
  name: "Ayşe Yılmaz",
  email: "ayse@example.com",
  phone: "+90 532 000 00 00",
  subject: "reservation",
  message: "4 kişilik masa",
};

function valid(input: ContactFormInput): ContactFormValues {
  const result = validateContactForm(input);
  if (!result.ok) throw new Error(`expected a valid form, got ${JSON.stringify(result.errors)}`);
  return result.values;
}

/** The mailto address split into recipient, subject and body, decoded as a mail app would. */
function parseMailto(url: string) {
  const match = /^mailto:([^?]+)\?subject=([^&]*)&body=([^&]*)$/.exec(url);
  if (!match) throw new Error(`not a mailto address with subject and body: ${url}`);
  const [, to = "", subject = "", body = ""] = match;
  return { to, subject: decodeURIComponent(subject), body: decodeURIComponent(body) };
}

describe("validateContactForm", () => {
  it("accepts a filled form and trims it; no subject becomes null", () => {
    expect(valid({ ...filled, name: "  Ayşe  ", subject: "" })).toEqual({
      name: "Ayşe",
      email: "ayse@example.com",
      phone: "+90 532 000 00 00",
      subject: null,
      message: "4 kişilik masa",
    });
  });

  it("requires name, e-mail and message, and names the first bad field", () => {
    const result = validateContactForm({ name: " ", email: "", phone: "", subject: "", message: "\n" });
    expect(result).toEqual({
      ok: false,
      firstInvalid: "name",
      errors: {
        name: { key: "contactForm.error.nameRequired" },
        email: { key: "contactForm.error.emailRequired" },
        message: { key: "contactForm.error.messageRequired" },
      },
    });
  });

  it("refuses an e-mail address that is not one", () => {
    for (const email of ["ayse", "ayse@", "ayse@example", "ayşe @example.com"]) {
      const result = validateContactForm({ ...filled, email });
      expect(result.ok ? null : result.errors).toEqual({ email: { key: "contactForm.error.emailInvalid" } });
    }
  });

  it("refuses text over the limits and says the limit", () => {
    const result = validateContactForm({
      ...filled,
      name: "a".repeat(CONTACT_LIMITS.name + 1),
      message: "m".repeat(CONTACT_LIMITS.message + 1),
    });
    expect(result).toEqual({
      ok: false,
      firstInvalid: "name",
      errors: {
        name: { key: "contactForm.error.nameTooLong", values: { max: 100 } },
        message: { key: "contactForm.error.messageTooLong", values: { max: 1000 } },
      },
    });
    expect(validateContactForm({ ...filled, message: "m".repeat(CONTACT_LIMITS.message) }).ok).toBe(true);
    // The limit as each language writes the number.
    expect(checkedFormTranslator("en")("contactForm.error.messageTooLong", { max: CONTACT_LIMITS.message })).toBe("Your message can be at most 1,000 characters.");
    expect(checkedFormTranslator("tr")("contactForm.error.messageTooLong", { max: CONTACT_LIMITS.message })).toBe("Mesajınız en fazla 1.000 karakter olabilir.");
  });

  it("accepts an empty phone or a number as people type it, and refuses letters", () => {
    expect(validateContactForm({ ...filled, phone: "" }).ok).toBe(true);
    expect(validateContactForm({ ...filled, phone: "0 (532) 555-01.23" }).ok).toBe(true);
    const result = validateContactForm({ ...filled, phone: "call me" });
    expect(result).toMatchObject({ ok: false, firstInvalid: "phone", errors: { phone: { key: "contactForm.error.phoneInvalid" } } });
  });

  it("refuses a subject that is not on the list", () => {
    const result = validateContactForm({ ...filled, subject: "complaint" });
    expect(result).toMatchObject({ ok: false, firstInvalid: "subject", errors: { subject: { key: "contactForm.error.subjectInvalid" } } });
  });
});

describe("buildContactMailto", () => {
  it("addresses the restaurant with the message written out", () => {
    const mail = parseMailto(buildContactMailto(valid(filled), "en", EMAIL));
    expect(mail.to).toBe(EMAIL);
    expect(mail.subject).toBe("Website message: Reservation");
    expect(mail.body).toBe(
      "Name: Ayşe Yılmaz\r\nEmail: ayse@example.com\r\nPhone: +90 532 000 00 00\r\nSubject: Reservation\r\n\r\nMessage:\r\n4 kişilik masa",
    );
  });

  it("writes 'not provided' and 'general inquiry' in English", () => {
    const mail = parseMailto(buildContactMailto(valid({ ...filled, phone: " ", subject: "" }), "en", EMAIL));
    expect(mail.subject).toBe("Website message: general inquiry");
    expect(mail.body).toContain("Phone: not provided\r\n");
    expect(mail.body).toContain("Subject: general inquiry\r\n");
  });

  it("writes the mail in Turkish for a Turkish page", () => {
    const mail = parseMailto(buildContactMailto(valid({ ...filled, phone: "", subject: "" }), "tr", EMAIL));
    expect(mail.subject).toBe("Web sitesinden mesaj: genel bilgi talebi");
    expect(mail.body).toBe(
      "Ad Soyad: Ayşe Yılmaz\r\nE-posta: ayse@example.com\r\nTelefon: belirtilmedi\r\nKonu: genel bilgi talebi\r\n\r\nMesaj:\r\n4 kişilik masa",
    );
    expect(parseMailto(buildContactMailto(valid({ ...filled, subject: "feedback" }), "tr", EMAIL)).subject).toBe(
      "Web sitesinden mesaj: Geri bildirim",
    );
  });

  it("encodes Turkish letters, spaces, line breaks, '&', '#' and '+' so nothing is cut or changed", () => {
    const message = "Çiğ köfte & şiş #3 + ayran\nYarın 19:00?";
    const url = buildContactMailto(valid({ ...filled, message }), "en", EMAIL);
    // Raw, these would end the body ('&'), start a fragment ('#') or read as a space ('+').
    const query = url.slice(url.indexOf("?") + 1);
    expect(query).not.toMatch(/[ \n\r#+]/);
    expect(query.split("&")).toHaveLength(2);
    expect(url).toContain("%C3%87i%C4%9F%20k%C3%B6fte%20%26%20%C5%9Fi%C5%9F%20%233%20%2B%20ayran%0D%0AYar%C4%B1n%2019%3A00%3F");
    expect(parseMailto(url).body.endsWith("Message:\r\nÇiğ köfte & şiş #3 + ayran\r\nYarın 19:00?")).toBe(true);
  });

  it("does not fill the visitor's text into the catalogue's placeholders", () => {
    const mail = parseMailto(buildContactMailto(valid({ ...filled, name: "{subject}", subject: "other" }), "en", EMAIL));
    expect(mail.subject).toBe("Website message: Other");
    expect(mail.body).toContain("Name: {subject}\r\n");
  });
});

describe("contactSubjectLabel", () => {
  it("names every subject in both languages", () => {
    expect(contactSubjectLabel("catering", "en")).toBe("Catering");
    expect(contactSubjectLabel("reservation", "tr")).toBe("Rezervasyon");
    expect(contactSubjectLabel(null, "en")).toBe("general inquiry");
    expect(contactSubjectLabel(null, "tr")).toBe("genel bilgi talebi");
  });
});
