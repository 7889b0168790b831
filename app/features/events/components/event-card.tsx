import { useLanguage } from "~/i18n/language-context";
import { localize, type LocalizedText } from "~/i18n/localize";
import { EmbedFrame } from "./embed-frame";

/** One event: its embed (an iframe we built ourselves, loaded when scrolled near) and its caption in the page's language. */
export function EventCard({ caption, embedHtml }: { caption: LocalizedText; embedHtml: string }) {
  const text = localize(caption, useLanguage());
  return (
    <li className="event-card">
      <EmbedFrame html={embedHtml} />
      {text && <p>{text}</p>}
    </li>
  );
}
