/**
 * A domain failure as a value with a code. Domain and data code throws these; the form path
 * (`~/ui/form-action.server`) turns each code into its HTTP status and a message in the person's
 * language, in one place. Anything else that is thrown is an unexpected failure.
 */
export type AppErrorCode = "invalid" | "forbidden" | "not-found" | "stale" | "conflict" | "too-large" | "unsupported-media-type";

export const HTTP_STATUS: Record<AppErrorCode, number> = {
  invalid: 400,
  forbidden: 403,
  "not-found": 404,
  stale: 409,
  conflict: 409,
  "too-large": 413,
  "unsupported-media-type": 415,
};

export class AppError extends Error {
  override name = "AppError";
  constructor(
    readonly code: AppErrorCode,
    /** What went wrong, for the log; people read the catalogue's text for the code. */
    detail?: string,
  ) {
    super(detail ?? code);
  }
}

export function isAppError(error: unknown): error is AppError {
  return error instanceof AppError;
}
