/**
 * A domain failure as a value with a code. Domain and data code throws these; the form path
 * (`~/ui/form-action.server`) turns each code into its HTTP status and a message in the person's
 * language, in one place. Anything else that is thrown is an unexpected failure.
 */
export type AppErrorCode = "invalid" | "unauthenticated" | "forbidden" | "not-found" | "stale" | "conflict" | "too-large" | "unsupported-media-type";

export const HTTP_STATUS: Record<AppErrorCode, number> = {
  invalid: 400,
  unauthenticated: 401,
  forbidden: 403,
  "not-found": 404,
  stale: 409,
  conflict: 409,
  "too-large": 413,
  "unsupported-media-type": 415,
};

export interface AppErrorOptions {
  /** What went wrong, for the log. */
  detail?: string;
  /** The message people read (a message reference), instead of the code's own. */
  message?: string;
  /** Messages for particular fields (form field name → message references), shown next to them. */
  fieldErrors?: Record<string, string[]>;
}

export class AppError extends Error {
  override name = "AppError";
  readonly messageRef: string | undefined;
  readonly fieldErrors: Record<string, string[]> | undefined;
  constructor(
    readonly code: AppErrorCode,
    options: AppErrorOptions = {},
  ) {
    super(options.detail ?? options.message ?? code);
    this.messageRef = options.message;
    this.fieldErrors = options.fieldErrors;
  }
}

export function isAppError(error: unknown): error is AppError {
  return error instanceof AppError;
}
