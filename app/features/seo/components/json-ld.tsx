import type { SerializedJsonLd } from "../serialize-json-ld";

/**
 * Structured data for search engines: a data block the browser never runs, so it needs no CSP
 * nonce. Search engines read it in the document as served, so only the server writes it: a page
 * passes `import.meta.env.SSR ? …JsonLdText(…) : undefined`. Vite makes that condition a constant
 * in each build, so the code that builds the data stays out of the browser's bundle, and a phone
 * does not build it again while the page comes alive (a menu's every dish). React keeps the text
 * served: it compares no element's inner HTML when it hydrates, except in its development build,
 * which `suppressHydrationWarning` quiets.
 */
export function JsonLd({ json }: { json: SerializedJsonLd | undefined }) {
  return <script type="application/ld+json" suppressHydrationWarning dangerouslySetInnerHTML={{ __html: json ?? "" }} />;
}
