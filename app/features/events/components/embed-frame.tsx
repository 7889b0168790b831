import { useT } from "~/i18n/language-context";
import { frameAttributes, type SafeEmbed } from "../embed/frame";
import { eventsMessages } from "../events-messages";

/**
 * An event's embed: the frame built for a trusted code's id (embed/build.ts), never a stored code
 * itself, titled in the page's language for a screen reader ('Instagram gönderisi').
 */
export function EmbedFrame({ embed }: { embed: SafeEmbed | null }) {
  const t = useT(eventsMessages);
  if (!embed) return null;
  return (
    <div className="event-embed">
      <iframe {...frameAttributes(embed)} title={t(`events.provider.${embed.provider}`)} />
    </div>
  );
}
