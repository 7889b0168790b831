import { z } from "~/lib/zod";

/** Which row, at which version: what an edit or a delete of a back-office row carries (the write path checks the version). */
export const rowReferenceFields = {
  id: z.string().min(1).max(100),
  version: z.coerce.number<string>().int().min(1).max(Number.MAX_SAFE_INTEGER),
};
