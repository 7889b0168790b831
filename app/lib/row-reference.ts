import { z } from "./zod";

/**
 * Which row, at which version: what every edit and delete form carries (hidden fields), so the
 * write path can refuse a stale one (docs/decisions/0009-write-path.md).
 */
export const rowReferenceFields = {
  id: z.string().min(1).max(100),
  version: z.coerce.number<string>().int().min(1).max(Number.MAX_SAFE_INTEGER),
};
