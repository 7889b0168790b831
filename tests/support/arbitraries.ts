import fc from "fast-check";
import { DECLARATIONS, FACT_STATES, STATEMENTS, type Declaration, type Statement, type Statements } from "../../app/lib/declarations";

/** Any statements an item can hold: each declaration and both diet facts in any of their states. */
export const anyStatements: fc.Arbitrary<Statements> = fc.record({
  declarations: fc.record(Object.fromEntries(DECLARATIONS.map((key) => [key, fc.constantFrom(...STATEMENTS)])) as Record<Declaration, fc.Arbitrary<Statement>>),
  animal: fc.constantFrom(...FACT_STATES),
  meatOrFish: fc.constantFrom(...FACT_STATES),
});
