import type { SerializedJsonLd } from "../serialize-json-ld";

/** Structured data for search engines: a data block the browser never runs, so it needs no CSP nonce. */
export function JsonLd({ json }: { json: SerializedJsonLd }) {
  return <script type="application/ld+json" dangerouslySetInnerHTML={{ __html: json }} />;
}
