import { getSelectProps, type FieldMetadata } from "@conform-to/react";
import { useLanguage } from "~/i18n/language-context";
import { unitChoices, type Unit } from "~/lib/units";
import { Choices } from "./choices";

export interface UnitSelectProps<Schema, FormSchema extends Record<string, unknown>> {
  field: FieldMetadata<Schema, FormSchema, string[]>;
  /** The units offered, in their order (~/lib/units), each named in the page's language. */
  units: readonly Unit[];
  /** The first choice, 'no unit' ('Select unit', '—'); none: a unit is always chosen. */
  emptyLabel?: string;
  required?: boolean;
}

/** A choice of unit for a form field: an item's unit, a pack's, a recipe's yield, an ingredient's. */
export function UnitSelect<Schema, FormSchema extends Record<string, unknown>>({ field, units, emptyLabel, required }: UnitSelectProps<Schema, FormSchema>) {
  const language = useLanguage();
  return (
    <select {...getSelectProps(field)} required={required}>
      <Choices choices={unitChoices(units, language)} emptyLabel={emptyLabel} />
    </select>
  );
}
