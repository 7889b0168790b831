import { z } from "./zod";

/**
 * Which row, at which version: what every edit and delete form carries (hidden fields), so the
 * write path can refuse a stale one (docs/decisions/0009-write-path.md).
 */
export const rowReferenceFields = {
  id: z.string().min(1).max(100),
  version: z.coerce.number<string>().int().min(1).max(Number.MAX_SAFE_INTEGER),
};

/** A row that uses another: a recipe that has an inventory item or another recipe as an ingredient. */
export interface RowUser {
  id: string;
  name: string;
}

/**
 * A delete of a row others use: which row, at which version, and the users the person was told
 * about in the confirmation (`usedBy`, ids joined by commas). One that started using the row since
 * is a new fact, and the delete is refused until confirmed again (`unconfirmedUsers`).
 */
export const deleteUsedRowSchema = z
  .object({ ...rowReferenceFields, usedBy: z.string().max(100_000).optional() })
  .transform(({ usedBy, ...target }) => ({ ...target, confirmedUsers: usedBy ? usedBy.split(",") : [] }));

/** The users of a row that the person deleting it was not told about. */
export function unconfirmedUsers<User extends RowUser>(users: readonly User[], confirmedUsers: readonly string[]): User[] {
  return users.filter((user) => !confirmedUsers.includes(user.id));
}
