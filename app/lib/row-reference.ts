import { hasNoControlCharacters } from "./form-text";
import { z } from "./zod";

/** The longest id a form or an address may name: every row's id (a UUID, a slug of at most 60) is shorter. */
export const ROW_ID_MAX_LENGTH = 100;

/**
 * Which row, at which version: what every edit and delete form carries (hidden fields), so the
 * write path can refuse a stale one (docs/decisions/0009-write-path.md).
 */
export const rowReferenceFields = {
  id: z.string().min(1).max(ROW_ID_MAX_LENGTH),
  version: z.coerce.number<string>().int().min(1).max(Number.MAX_SAFE_INTEGER),
};

/** A row that uses another: a recipe that has an inventory item or another recipe as an ingredient. */
export interface RowUser {
  id: string;
  name: string;
}

/** Ids joined by commas in a hidden field (the rows a confirmation named); absent or empty: none. */
export const rowIdList = z.string().max(100_000).optional();

/** The ids of a `rowIdList`. */
export const idsOf = (list: string | undefined): string[] => (list ? list.split(",") : []);

/**
 * A delete of a row others use: which row, at which version, and the users the person was told
 * about in the confirmation (`usedBy`, ids joined by commas). One that started using the row since
 * is a new fact, and the delete is refused until confirmed again (`unconfirmedUsers`).
 */
export const deleteUsedRowSchema = z
  .object({ ...rowReferenceFields, usedBy: rowIdList })
  .transform(({ usedBy, ...target }) => ({ ...target, confirmedUsers: idsOf(usedBy) }));

/** The users of a row that the person deleting it was not told about. */
export function unconfirmedUsers<User extends RowUser>(users: readonly User[], confirmedUsers: readonly string[]): User[] {
  return users.filter((user) => !confirmedUsers.includes(user.id));
}

/**
 * The row an address names (`?item=`, `?edit=`, `?category=`), or null when it can name none:
 * empty, longer than any id, or holding a control character. Such an address selects nothing, and
 * its screen shows as without it; PostgreSQL would refuse a NUL in the id looked up, and the screen
 * would fail to load.
 */
export function rowIdInAddress(value: string | null): string | null {
  return value !== null && value !== "" && value.length <= ROW_ID_MAX_LENGTH && hasNoControlCharacters(value) ? value : null;
}
