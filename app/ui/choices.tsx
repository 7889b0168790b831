/** One option of a choice: what is sent, and what the person reads. */
export interface Choice {
  value: string;
  label: string;
}

/**
 * A select's options, after an optional first one that chooses nothing ('Select category').
 * A module of its own, apart from the back office's form fields (form-fields.tsx) and the form
 * library they bring: a guest page's select (the contact form's subject) takes only this.
 */
export function Choices({ choices, emptyLabel }: { choices: readonly Choice[]; emptyLabel?: string }) {
  return (
    <>
      {emptyLabel !== undefined && <option value="">{emptyLabel}</option>}
      {choices.map((choice) => (
        <option key={choice.value} value={choice.value}>
          {choice.label}
        </option>
      ))}
    </>
  );
}
