/** An event's embed: `html` is sanitizeEmbed's output, an iframe built from an id, never a stored code itself. */
export function EmbedFrame({ html }: { html: string }) {
  if (!html) return null;
  return <div className="event-embed" dangerouslySetInnerHTML={{ __html: html }} />;
}
