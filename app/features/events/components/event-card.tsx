import { useLanguage } from "~/i18n/language-context";
import { localize, type LocalizedText } from "~/i18n/localize";
import type { SafeEmbed } from "../embed/frame";
import { EmbedFrame } from "./embed-frame";

/** One event: its embed (an iframe we built ourselves, loaded when scrolled near) and its caption in the page's language. */
export function EventCard({ caption, embed }: { caption: LocalizedText; embed: SafeEmbed | null }) {
  const text = localize(caption, useLanguage());
  return (
    <li className="event-card">
      <EmbedFrame embed={embed} />
      {text && <p>{text}</p>}
    </li>
  );
}
