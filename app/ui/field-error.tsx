/**
 * A field's messages, next to the field; the input points here with aria-describedby (Conform sets
 * it to `errorId` while the field is invalid). `describe` puts a message reference into words.
 */
export function FieldError({ id, errors, describe }: { id: string; errors: string[] | undefined; describe: (ref: string) => string }) {
  if (!errors || errors.length === 0) return null;
  return (
    <p className="field-error" id={id}>
      {errors.map(describe).join(" ")}
    </p>
  );
}

/** Messages about the whole form (a stale edit, a failed save), announced when they appear. */
export function FormErrors({ id, errors, describe }: { id: string; errors: string[] | undefined; describe: (ref: string) => string }) {
  return (
    <div id={id} role="alert" tabIndex={-1} className={errors && errors.length > 0 ? "form-errors" : undefined}>
      {errors?.map((error) => <p key={error}>{describe(error)}</p>)}
    </div>
  );
}

/**
 * Every message of a modal's form at its top, once each, under a title: the brief's list of
 * validation errors in the event modal, which the menu's modals follow.
 */
export function FormErrorSummary({ id, title, allErrors, describe }: { id: string; title: string; allErrors: Record<string, string[]>; describe: (ref: string) => string }) {
  const errors = [...new Set(Object.values(allErrors).flat())];
  return (
    <div id={id} role="alert" tabIndex={-1} className={errors.length > 0 ? "form-errors" : undefined}>
      {errors.length > 0 && (
        <>
          <p>{title}</p>
          <ul>
            {errors.map((error) => (
              <li key={error}>{describe(error)}</li>
            ))}
          </ul>
        </>
      )}
    </div>
  );
}
