import { useEffect, useRef, useState } from "react";
import { useT } from "~/i18n/language-context";
import { contactFormMessages } from "../contact-form-messages";
import { WHATSAPP_MESSAGE_MAX, whatsappChatUrl } from "../whatsapp";

/**
 * A message box and a send control for WhatsApp click-to-chat. While there is something to send the
 * control is a real link to WhatsApp (new tab); otherwise it is a disabled button, since a link
 * cannot be disabled.
 */
export function WhatsappCard({ whatsappNumber }: { whatsappNumber: string }) {
  const t = useT(contactFormMessages);
  const box = useRef<HTMLTextAreaElement>(null);
  const [text, setText] = useState("");

  // The box is uncontrolled so that text typed before hydration, or restored by the browser on
  // going back, is kept; the first render picks it up here.
  useEffect(() => {
    if (box.current) setText(box.current.value);
  }, []);

  const url = whatsappChatUrl(whatsappNumber, text);
  const counter = { count: text.length, max: WHATSAPP_MESSAGE_MAX };

  return (
    <section aria-labelledby="whatsapp-title" className="card whatsapp-card">
      <h2 id="whatsapp-title">{t("whatsapp.title")}</h2>
      <p>{t("whatsapp.intro")}</p>
      <label htmlFor="whatsapp-message">{t("whatsapp.label")}</label>
      <textarea
        ref={box}
        id="whatsapp-message"
        rows={3}
        // eslint-disable-next-line no-restricted-syntax -- the brief's limit, with its counter under the box saying so as the guest types
        maxLength={WHATSAPP_MESSAGE_MAX}
        aria-describedby="whatsapp-counter"
        onChange={(event) => setText(event.currentTarget.value)}
      />
      <p className="whatsapp-counter" id="whatsapp-counter">
        <span aria-hidden="true">{t("whatsapp.counter", counter)}</span>
        <span className="contact-visually-hidden">{t("whatsapp.counterLabel", counter)}</span>
      </p>
      {url ? (
        <a className="button button-primary whatsapp-send" href={url} target="_blank" rel="noopener noreferrer">
          {t("whatsapp.send")}
          <span className="contact-visually-hidden"> {t("whatsapp.newTab")}</span>
        </a>
      ) : (
        <button type="button" className="button button-primary whatsapp-send" disabled>
          {t("whatsapp.send")}
        </button>
      )}
    </section>
  );
}
