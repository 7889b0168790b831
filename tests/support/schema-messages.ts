import type { z } from "../../app/lib/zod";

/** The messages a schema refuses a value with, by the path of the field each belongs to (none when it takes it). */
export function messagesOf(schema: z.ZodType, value: unknown): Record<string, string[]> {
  const result = schema.safeParse(value);
  if (result.success) return {};
  const messages: Record<string, string[]> = {};
  for (const issue of result.error.issues) (messages[issue.path.join(".")] ??= []).push(issue.message);
  return messages;
}
