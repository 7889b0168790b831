/** One event: its embed (an iframe we built ourselves, loaded when scrolled near) and caption. */
export function EventCard({ caption, embedHtml }: { caption: string; embedHtml: string }) {
  return (
    <li className="event-card">
      {/* embedHtml comes from sanitizeEmbed: markup built from an id, never the stored code itself. */}
      {embedHtml && <div className="event-embed" dangerouslySetInnerHTML={{ __html: embedHtml }} />}
      {caption && <p>{caption}</p>}
    </li>
  );
}
