/**
 * Whether a request's Accept-Encoding takes gzip (RFC 9110, section 12.5.3): named with a weight
 * above 0, or `*` above 0 where gzip is not named. No header, or one that does not name it, does not.
 * For a response the server sends already compressed, which compression() then leaves as it is.
 */
export function takesGzip(acceptEncoding: string | null | undefined): boolean {
  if (!acceptEncoding) return false;
  let gzip: number | null = null;
  let any: number | null = null;
  for (const entry of acceptEncoding.split(",")) {
    const [coding = "", ...parameters] = entry.split(";").map((part) => part.trim().toLowerCase());
    const weight = weightOf(parameters);
    if (coding === "gzip" || coding === "x-gzip") gzip = Math.max(gzip ?? 0, weight);
    else if (coding === "*") any = weight;
  }
  return (gzip ?? any ?? 0) > 0;
}

/** An entry's `q`: 1 when it has none; 0 when it cannot be read, so a garbled weight never chooses. */
function weightOf(parameters: readonly string[]): number {
  const q = parameters.find((parameter) => parameter.startsWith("q="));
  if (q === undefined) return 1;
  const value = q.slice(2);
  return /^(?:0(?:\.\d{0,3})?|1(?:\.0{0,3})?)$/.test(value) ? Number(value) : 0;
}
