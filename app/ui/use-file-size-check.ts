import { useState, type FormEvent } from "react";

/**
 * A file field's size, checked in the browser before its form is sent. The server refuses a larger
 * body too (server/body-limits.ts), but a refusal of the body cannot come back as the form's reply:
 * on a screen that sends with a fetcher, React Router would show its error page instead. So the
 * person is told next to the field, which takes the focus (as a form's first invalid field does),
 * and nothing is sent.
 *
 * `onSubmit` goes on the form; `error` is the message reference to show next to the field, if any.
 */
export function useFileSizeCheck(fieldName: string, maxBytes: number, message: string): { error: string | undefined; onSubmit: (event: FormEvent<HTMLFormElement>) => void } {
  const [error, setError] = useState<string>();
  function onSubmit(event: FormEvent<HTMLFormElement>) {
    const field = event.currentTarget.elements.namedItem(fieldName);
    if (!(field instanceof HTMLInputElement)) return;
    const file = field.files?.[0];
    const tooLarge = file !== undefined && file.size > maxBytes;
    setError(tooLarge ? message : undefined);
    if (!tooLarge) return;
    event.preventDefault();
    field.focus();
  }
  return { error, onSubmit };
}
