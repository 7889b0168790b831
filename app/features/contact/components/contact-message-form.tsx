import { useState, type FormEvent, type ReactNode } from "react";
import { flushSync } from "react-dom";
import { useLanguage, useT } from "~/i18n/language-context";
import { Choices } from "~/ui/choices";
import { useHydrated } from "~/ui/use-hydrated";
import type * as ContactChecks from "../contact-form";
import type { ContactFormErrors, ContactFormInput } from "../contact-form";
import { CONTACT_SUBJECTS, type ContactField } from "../contact-form-fields";
import { contactFormMessages } from "../contact-form-messages";

/**
 * The form's checks and e-mail (with zod): loaded when the visitor first comes to the form, not
 * with the page, which most visitors open for the address and the hours.
 */
let checks: Promise<typeof ContactChecks> | null = null;
function loadChecks(): Promise<typeof ContactChecks> {
  checks ??= import("../contact-form").catch((error: unknown) => {
    // No connection, say: the next try loads them again.
    checks = null;
    throw error;
  });
  return checks;
}

function readInput(form: HTMLFormElement): ContactFormInput {
  const data = new FormData(form);
  const read = (field: ContactField) => {
    const value = data.get(field);
    return typeof value === "string" ? value : "";
  };
  return { name: read("name"), email: read("email"), phone: read("phone"), subject: read("subject"), message: read("message") };
}

const inputId = (field: ContactField) => `contact-${field}`;
const errorId = (field: ContactField) => `contact-${field}-error`;

/**
 * The message form. It sends nothing to our server: a valid form opens the visitor's mail app with
 * a mailto: address holding the message, and the page says the e-mail still has to be sent there.
 *
 * Without JavaScript the form cannot do that: the site's Content-Security-Policy (form-action
 * 'self') blocks a form posting to mailto:, and /contact has no server action by design. So the
 * server's HTML renders the send button disabled (nothing half-works, and no message text ends up in
 * an address bar or a server log) and a <noscript> note gives the plain mailto: link instead.
 */
export function ContactMessageForm({ restaurantEmail }: { restaurantEmail: string }) {
  const t = useT(contactFormMessages);
  const language = useLanguage();
  const hydrated = useHydrated();
  const [errors, setErrors] = useState<ContactFormErrors>({});
  const [submitted, setSubmitted] = useState(false);
  const [mailto, setMailto] = useState<string | null>(null);
  const [notLoaded, setNotLoaded] = useState(false);
  // The checks once loaded: the messages they give are written in their texts (checkedFormTranslator).
  const [loadedChecks, setLoadedChecks] = useState<typeof ContactChecks | null>(null);
  const checkedText = loadedChecks?.checkedFormTranslator(language);

  async function handleSubmit(event: FormEvent<HTMLFormElement>) {
    event.preventDefault();
    const form = event.currentTarget;
    let loaded: typeof ContactChecks;
    try {
      loaded = await loadChecks();
    } catch {
      setNotLoaded(true);
      return;
    }
    setNotLoaded(false);
    const { validateContactForm, buildContactMailto } = loaded;
    const result = validateContactForm(readInput(form));
    setSubmitted(true);
    if (!result.ok) {
      // Render the messages first, so the focused field is read out with its message.
      flushSync(() => {
        setLoadedChecks(loaded);
        setErrors(result.errors);
        setMailto(null);
      });
      const first = form.elements.namedItem(result.firstInvalid);
      if (first instanceof HTMLElement) {
        // Centred: a browser may scroll a focused field only to the top edge, under the sticky site header.
        first.focus({ preventScroll: true });
        first.scrollIntoView({ block: "center" });
      }
      return;
    }
    const url = buildContactMailto(result.values, language, restaurantEmail);
    setLoadedChecks(loaded);
    setErrors({});
    setMailto(url);
    window.location.href = url;
  }

  // After a first try, messages follow the visitor's corrections; a changed form needs a new e-mail.
  async function handleChange(event: FormEvent<HTMLFormElement>) {
    if (!submitted) return;
    const form = event.currentTarget;
    const { validateContactForm } = await loadChecks();
    const result = validateContactForm(readInput(form));
    setErrors(result.ok ? {} : result.errors);
    setMailto(null);
  }

  function fieldProps(field: ContactField) {
    const error = errors[field];
    return {
      id: inputId(field),
      name: field,
      "aria-invalid": error ? true : undefined,
      "aria-describedby": error ? errorId(field) : undefined,
    };
  }

  function fieldError(field: ContactField): ReactNode {
    const error = errors[field];
    if (!error || !checkedText) return null;
    return (
      <p className="field-error contact-field-error" id={errorId(field)}>
        {checkedText(error.key, error.values)}
      </p>
    );
  }

  function label(field: ContactField, text: string, required: boolean) {
    return (
      <label htmlFor={inputId(field)}>
        {text}
        {required && (
          <span className="contact-required" aria-hidden="true">
            {" *"}
          </span>
        )}
      </label>
    );
  }

  /** A text with the restaurant's e-mail address, as a link, in its {email}. */
  function withEmailLink(text: string): ReactNode {
    const [before, after] = text.split("{email}");
    return (
      <>
        {before}
        <a href={`mailto:${restaurantEmail}`}>{restaurantEmail}</a>
        {after}
      </>
    );
  }

  return (
    <section aria-labelledby="contact-form-title" className="card contact-form-card">
      <h2 id="contact-form-title">{t("contactForm.title")}</h2>
      <p>{t("contactForm.intro")}</p>
      <noscript>
        <p className="notice">{withEmailLink(t("contactForm.noScript"))}</p>
      </noscript>
      <p className="contact-required-note">{t("contactForm.requiredNote")}</p>
      <form
        className="contact-form"
        noValidate
        onFocus={() => void loadChecks().catch(() => undefined)}
        onSubmit={(event) => void handleSubmit(event)}
        onChange={(event) => void handleChange(event)}
      >
        <div className="contact-field">
          {label("name", t("contactForm.name"), true)}
          <input {...fieldProps("name")} type="text" autoComplete="name" required />
          {fieldError("name")}
        </div>
        <div className="contact-field">
          {label("email", t("contactForm.email"), true)}
          <input {...fieldProps("email")} type="email" autoComplete="email" required />
          {fieldError("email")}
        </div>
        <div className="contact-field">
          {label("phone", t("contactForm.phone"), false)}
          <input {...fieldProps("phone")} type="tel" autoComplete="tel" />
          {fieldError("phone")}
        </div>
        <div className="contact-field">
          {label("subject", t("contactForm.subject"), false)}
          <select {...fieldProps("subject")} defaultValue="">
            <Choices choices={CONTACT_SUBJECTS.map((subject) => ({ value: subject, label: t(`contactForm.subject.${subject}`) }))} emptyLabel={t("contactForm.subjectPlaceholder")} />
          </select>
          {fieldError("subject")}
        </div>
        <div className="contact-field">
          {label("message", t("contactForm.message"), true)}
          <textarea {...fieldProps("message")} rows={6} required />
          {fieldError("message")}
        </div>
        <button type="submit" className="button button-primary" disabled={!hydrated}>
          {t("contactForm.submit")}
        </button>
      </form>
      {/* Present and shown from the start: a live region announces only what later appears in it. */}
      <div role="status">
        {notLoaded && (
          <p className="notice">{withEmailLink(t("contactForm.notLoaded"))}</p>
        )}
        {mailto && checkedText && (
          <div className="contact-form-status notice">
            <p className="contact-form-status-title">{checkedText("contactForm.sentTitle")}</p>
            <p>{checkedText("contactForm.sentText")}</p>
            <p>
              <a href={mailto}>{checkedText("contactForm.sentFallback")}</a>
            </p>
          </div>
        )}
      </div>
    </section>
  );
}
