import { getSelectProps, type FieldMetadata } from "@conform-to/react";
import { Choices } from "./form-fields";

export interface UnitSelectProps<Schema, FormSchema extends Record<string, unknown>> {
  field: FieldMetadata<Schema, FormSchema, string[]>;
  /** The units offered, in their order (~/lib/units); a unit reads the same in both languages. */
  units: readonly string[];
  /** The first choice, 'no unit' ('Select unit', '—'); none: a unit is always chosen. */
  emptyLabel?: string;
  required?: boolean;
}

/** A choice of unit for a form field: an item's unit, a pack's, a recipe's yield, an ingredient's. */
export function UnitSelect<Schema, FormSchema extends Record<string, unknown>>({ field, units, emptyLabel, required }: UnitSelectProps<Schema, FormSchema>) {
  return (
    <select {...getSelectProps(field)} required={required}>
      <Choices choices={units.map((unit) => ({ value: unit, label: unit }))} emptyLabel={emptyLabel} />
    </select>
  );
}
