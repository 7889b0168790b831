import Negotiator from "negotiator";

/**
 * Whether a request's Accept-Encoding takes gzip, decided as compression() decides it for every
 * other response (the same negotiator): for a response the server sends already compressed, which
 * compression() then leaves as it is. No header, or one that does not take gzip, does not.
 */
export function takesGzip(acceptEncoding: string | null | undefined): boolean {
  if (!acceptEncoding) return false;
  return new Negotiator({ headers: { "accept-encoding": acceptEncoding } }).encodings(["gzip"]).length > 0;
}
