import fc from "fast-check";
import { describe, expect, it } from "vitest";
import { DECLARATIONS, STATEMENTS, undeclaredStatements, type Declaration, type FactState, type Statement, type Statements } from "~/lib/declarations";
import { createDeclarations, pathNames, type DeclaringIngredient, type DeclaringItem, type DeclaringRecipe } from "./derivation";
import { dishDeclarations, formatLoweredFrom, guestDeclarations, hiddenByFilter, matrixCell, matrixRowOf, parseLoweredFrom } from "./dish";

/** An item that declares `stated` and nothing else undeclared: the rest 'free', and both diet facts as given. */
function item(id: string, stated: Partial<Record<Declaration, Statement>>, facts: { animal?: FactState; meatOrFish?: FactState } = {}): DeclaringItem {
  const declarations = Object.fromEntries(DECLARATIONS.map((key) => [key, stated[key] ?? "free"])) as Record<Declaration, Statement>;
  return { id, name: id, statements: { declarations, animal: facts.animal ?? "no", meatOrFish: facts.meatOrFish ?? "no" } };
}

const uses = (...ids: string[]): DeclaringIngredient[] => ids.map((id) => (id.startsWith("r:") ? { type: "recipe", sourceId: id, name: id } : { type: "inventory", sourceId: id, name: id }));
const recipe = (id: string, ...ingredients: string[]): DeclaringRecipe => ({ id, name: id, ingredients: uses(...ingredients) });

describe("a recipe's declarations, through its sub-recipes", () => {
  it("three levels: milk in the butter of the sauce of the dish, named on its way down", () => {
    const declarations = createDeclarations(
      [item("Tereyağı", { milk: "contains" }, { animal: "yes" }), item("Un", { gluten: "contains" }), item("Patates", {})],
      [recipe("r:Sos", "Tereyağı", "Un"), recipe("r:Baz", "r:Sos"), recipe("r:Tabak", "r:Baz", "Patates")],
    );
    const dish = declarations.of("r:Tabak")!;
    expect(dish.declarations.milk.state).toBe("contains");
    expect(pathNames(dish.declarations.milk.path)).toEqual(["r:Baz", "r:Sos", "Tereyağı"]);
    expect(pathNames(dish.declarations.gluten.path)).toEqual(["r:Baz", "r:Sos", "Un"]);
    expect(dish.declarations.eggs).toMatchObject({ state: "free", path: null });
    expect(dish.vegetarian.state).toBe("yes");
    expect(dish.vegan.state).toBe("no");
    expect(pathNames(dish.vegan.path)).toEqual(["r:Baz", "r:Sos", "Tereyağı"]);
  });

  it("a diamond: a shared sub-recipe counts through both ways, worked out once, and the shorter way is named", () => {
    const declarations = createDeclarations(
      [item("Susam", { sesame: "contains" })],
      [recipe("r:Tahin", "Susam"), recipe("r:Humus", "r:Tahin"), recipe("r:Sos", "r:Tahin"), recipe("r:Tabak", "r:Humus", "r:Sos", "r:Tahin")],
    );
    const dish = declarations.of("r:Tabak")!;
    expect(dish.declarations.sesame.state).toBe("contains");
    expect(pathNames(dish.declarations.sesame.path)).toEqual(["r:Tahin", "Susam"]);
    expect(declarations.of("r:Humus")!.declarations.sesame).toBe(declarations.of("r:Humus")!.declarations.sesame);
  });

  it("'contains' wins over a 'may contain' beneath it or beside it", () => {
    const declarations = createDeclarations(
      [item("Fındık ezmesi", { nuts: "may-contain", peanuts: "may-contain" }), item("Fındık", { nuts: "contains" })],
      [recipe("r:Krema", "Fındık ezmesi"), recipe("r:Tatlı", "r:Krema", "Fındık")],
    );
    const dessert = declarations.of("r:Tatlı")!;
    expect(dessert.declarations.nuts.state).toBe("contains");
    expect(pathNames(dessert.declarations.nuts.path)).toEqual(["Fındık"]);
    expect(dessert.declarations.peanuts.state).toBe("may-contain");
    expect(pathNames(dessert.declarations.peanuts.path)).toEqual(["r:Krema", "Fındık ezmesi"]);
  });

  it("one undeclared leaf makes a vegan-looking dish 'not known', never 'free' or vegan", () => {
    const salt: DeclaringItem = { id: "Tuz", name: "Tuz", statements: undeclaredStatements() };
    const declarations = createDeclarations(
      [item("Patates", {}), item("Zeytinyağı", {}), salt],
      [recipe("r:Baharat", "Tuz"), recipe("r:Fırın patates", "Patates", "Zeytinyağı", "r:Baharat")],
    );
    const dish = declarations.of("r:Fırın patates")!;
    for (const key of DECLARATIONS) {
      expect(dish.declarations[key].state).toBe("unknown");
      expect(pathNames(dish.declarations[key].path)).toEqual(["r:Baharat", "Tuz"]);
    }
    expect(dish.vegetarian.state).toBe("unknown");
    expect(dish.vegan.state).toBe("unknown");
    expect(guestDeclarations(dish)).toMatchObject({ vegan: false, vegetarian: false, incomplete: true });
  });

  it("under a 'may contain', an undeclared ingredient is kept: the guest is told the information is incomplete", () => {
    const declarations = createDeclarations(
      [item("Çikolata", { milk: "may-contain" }), { id: "Sos", name: "Sos", statements: undeclaredStatements() }],
      [recipe("r:Tatlı", "Çikolata", "Sos")],
    );
    const milk = declarations.of("r:Tatlı")!.declarations.milk;
    expect(milk.state).toBe("may-contain");
    expect(pathNames(milk.alsoUnknown)).toEqual(["Sos"]);
  });

  it("pork three levels down: declared, and the dish is neither vegetarian nor vegan", () => {
    const declarations = createDeclarations(
      [item("Jambon", { pork: "contains" }, { animal: "yes", meatOrFish: "yes" }), item("Ekmek", { gluten: "contains" })],
      [recipe("r:Dolgu", "Jambon"), recipe("r:Börek içi", "r:Dolgu"), recipe("r:Börek", "r:Börek içi", "Ekmek")],
    );
    const dish = declarations.of("r:Börek")!;
    expect(dish.declarations.pork.state).toBe("contains");
    expect(pathNames(dish.declarations.pork.path)).toEqual(["r:Börek içi", "r:Dolgu", "Jambon"]);
    expect(dish.vegetarian.state).toBe("no");
    expect(dish.vegan.state).toBe("no");
  });

  it("a 'contains' of fish rules vegetarian out even where the meat fact was stated 'no'", () => {
    const declarations = createDeclarations([item("Balık sosu", { fish: "contains" })], [recipe("r:Sos", "Balık sosu")]);
    expect(declarations.of("r:Sos")!.vegetarian.state).toBe("no");
  });

  it("a deleted ingredient and a sub-recipe inside itself are 'not known', by their names", () => {
    const declarations = createDeclarations(
      [item("Patates", {})],
      [
        { id: "r:A", name: "r:A", ingredients: [...uses("Patates"), { type: "inventory", sourceId: null, name: "Silinen" }] },
        recipe("r:B", "r:C"),
        recipe("r:C", "r:B"),
      ],
    );
    expect(pathNames(declarations.of("r:A")!.declarations.milk.path)).toEqual(["Silinen"]);
    expect(declarations.of("r:B")!.declarations.milk.state).toBe("unknown");
    expect(declarations.of("r:nothing")).toBeUndefined();
  });

  it("a deleted ingredient keeps what it contained and may have contained, the rest 'not known', and rules a diet out by it", () => {
    const declarations = createDeclarations(
      [item("Patates", {})],
      [
        {
          id: "r:Sos",
          name: "r:Sos",
          ingredients: [...uses("Patates"), { type: "inventory", sourceId: null, name: "Tereyağı", deletedSource: { contains: ["milk"], mayContain: ["nuts"] } }],
        },
        { id: "r:Kase", name: "r:Kase", ingredients: [{ type: "recipe", sourceId: null, name: "Balık sosu", deletedSource: { contains: ["fish"], mayContain: [] } }] },
        recipe("r:Tabak", "r:Sos"),
      ],
    );
    const dish = declarations.of("r:Tabak")!;
    expect(dish.declarations.milk.state).toBe("contains");
    expect(pathNames(dish.declarations.milk.path)).toEqual(["r:Sos", "Tereyağı"]);
    expect(dish.declarations.nuts.state).toBe("may-contain");
    expect(pathNames(dish.declarations.nuts.alsoUnknown)).toEqual(["r:Sos", "Tereyağı"]);
    expect(dish.declarations.gluten.state).toBe("unknown");
    expect(dish.vegan.state).toBe("no");
    expect(dish.vegetarian.state).toBe("unknown");
    expect(declarations.of("r:Kase")!.declarations.fish.state).toBe("contains");
    expect(declarations.of("r:Kase")!.vegetarian.state).toBe("no");
    expect(declarations.of("r:Kase")!.declarations.milk.state).toBe("unknown");
  });

  it("a chain thousands of recipes deep is worked out without running out of stack", () => {
    const chain = Array.from({ length: 5000 }, (_, index) => recipe(`r:${index}`, index === 4999 ? "Süt" : `r:${index + 1}`));
    const declarations = createDeclarations([item("Süt", { milk: "contains" })], chain);
    expect(declarations.of("r:0")!.declarations.milk.state).toBe("contains");
  });
});

describe("a dish: its recipe, with statements by hand", () => {
  const butter = item("Tereyağı", { milk: "contains" }, { animal: "yes" });
  const sauce = createDeclarations([butter, item("Limon", {})], [recipe("r:Sos", "Tereyağı", "Limon")]).of("r:Sos")!;
  const byHand = (stated: Partial<Record<Declaration, Statement>>, facts: Partial<Pick<Statements, "animal" | "meatOrFish">> = {}): Statements => {
    const none = undeclaredStatements();
    return { declarations: { ...none.declarations, ...stated }, animal: facts.animal ?? "undeclared", meatOrFish: facts.meatOrFish ?? "undeclared" };
  };

  it("a garnish added by hand joins what the recipe declares", () => {
    const dish = dishDeclarations("Levrek", sauce, byHand({ sesame: "contains" }));
    expect(dish.declarations.sesame).toMatchObject({ state: "contains", byHand: true });
    expect(dish.declarations.milk).toMatchObject({ state: "contains", byHand: false });
    expect(pathNames(dish.declarations.milk.path)).toEqual(["Tereyağı"]);
    expect(dish.lowered).toEqual([]);
    expect(guestDeclarations(dish)).toEqual({ contains: ["milk", "sesame"], mayContain: [], vegetarian: true, vegan: false, incomplete: false });
  });

  it("'may contain' by hand over a recipe's 'not known' still tells guests to ask", () => {
    const undeclaredFlour = createDeclarations([butter, { ...item("Un", {}), statements: undeclaredStatements() }], [recipe("r:Hamur", "Tereyağı", "Un")]).of("r:Hamur")!;
    expect(undeclaredFlour.declarations.gluten.state).toBe("unknown");
    const dish = dishDeclarations("Börek", undeclaredFlour, byHand({ gluten: "may-contain" }));
    expect(dish.declarations.gluten).toMatchObject({ state: "may-contain", byHand: true });
    expect(pathNames(dish.declarations.gluten.alsoUnknown)).toEqual(["Un"]);
    expect(dish.lowered).toEqual([]);
    expect(guestDeclarations(dish)).toMatchObject({ mayContain: ["gluten"], incomplete: true });
    expect(matrixCell(matrixRowOf(dish), "gluten")).toBe("may-contain-unknown");
    // 'Contains' by hand is certain: nothing is left to ask about gluten.
    expect(dishDeclarations("Börek", undeclaredFlour, byHand({ gluten: "contains" })).declarations.gluten.alsoUnknown).toBeNull();
  });

  it("taking a derived 'contains' away is listed, for its reason, and stands once a reason covers it", () => {
    const unexplained = dishDeclarations("Levrek", sauce, byHand({ milk: "free" }));
    expect(unexplained.lowered).toEqual(["milk"]);
    expect(unexplained.loweredFrom).toEqual({ milk: "contains" });
    // No reason given against the recipe's 'contains': guests are told what the recipe declares.
    expect(unexplained.declarations.milk).toMatchObject({ state: "contains", byHand: false });
    expect(unexplained.unconfirmed).toEqual(["milk"]);
    const explained = dishDeclarations("Levrek", sauce, byHand({ milk: "free" }), { milk: "contains" });
    expect(explained.declarations.milk).toMatchObject({ state: "free", byHand: true });
    expect(explained.lowered).toEqual(["milk"]);
    expect(explained.unconfirmed).toEqual([]);
  });

  it("a statement by hand that matched its recipe, or a reason given against less, does not hide what the recipe comes to declare", () => {
    // 'Does not contain' stated while the recipe said so too; then butter goes into the sauce.
    const matched = dishDeclarations("Levrek", sauce, byHand({ milk: "free" }), {});
    expect(guestDeclarations(matched).contains).toContain("milk");
    // A reason given against 'may contain' does not cover 'contains'.
    const againstTraces = dishDeclarations("Levrek", sauce, byHand({ milk: "free" }), { milk: "may-contain" });
    expect(againstTraces.declarations.milk.state).toBe("contains");
    expect(againstTraces.unconfirmed).toEqual(["milk"]);
    // One given against 'contains' covers anything less the recipe comes to say.
    const lessNow = dishDeclarations("Levrek", sauce, byHand({ milk: "free" }), { milk: "contains" });
    expect(lessNow.declarations.milk.state).toBe("free");
  });

  it("keeps what a reason covers as the column holds it, and reads back only that", () => {
    expect(formatLoweredFrom({ milk: "contains", gluten: "may-contain" })).toBe("gluten:may-contain milk:contains");
    expect(formatLoweredFrom({})).toBeNull();
    expect(parseLoweredFrom("gluten:may-contain milk:contains")).toEqual({ gluten: "may-contain", milk: "contains" });
    expect(parseLoweredFrom(null)).toEqual({});
    expect(parseLoweredFrom("milk:lots nuts gluten:free:x spam:contains")).toEqual({});
    fc.assert(
      fc.property(fc.dictionary(fc.constantFrom(...DECLARATIONS), fc.constantFrom("free", "unknown", "may-contain", "contains" as const)), (lowered) => {
        expect(parseLoweredFrom(formatLoweredFrom(lowered))).toEqual(lowered);
      }),
    );
  });

  it("without a recipe, what is not stated is not known", () => {
    const dish = dishDeclarations("Ayran", null, byHand({ milk: "contains" }, { animal: "yes", meatOrFish: "no" }));
    expect(dish.declarations.milk.state).toBe("contains");
    expect(dish.declarations.gluten.state).toBe("unknown");
    expect(guestDeclarations(dish)).toMatchObject({ vegetarian: true, vegan: false, incomplete: true });
  });

  it("the printed matrix's row says what guests are told, and names each declaration that is not known", () => {
    const withTraces = createDeclarations([butter, item("Fındık", { nuts: "may-contain" }), { ...item("Baharat", {}), statements: { ...undeclaredStatements(), animal: "no", meatOrFish: "no" } }], [
      recipe("r:Sos", "Tereyağı", "Fındık", "Baharat"),
    ]).of("r:Sos")!;
    const dish = dishDeclarations("Levrek", withTraces, byHand({}));
    const row = matrixRowOf(dish);
    expect(row).toMatchObject(guestDeclarations(dish));
    expect(row.contains).toEqual(["milk"]);
    expect(row.mayContain).toEqual(["nuts"]);
    // The spice declares nothing: every declaration it could carry is not known; under the nuts' traces it may be more.
    expect(row.unknown).toEqual(DECLARATIONS.filter((key) => key !== "milk"));
    expect(["milk", "nuts", "gluten"].map((key) => matrixCell(row, key as Declaration))).toEqual(["contains", "may-contain-unknown", "unknown"]);
    const known = matrixRowOf(dishDeclarations("Levrek", sauce, byHand({})));
    expect(known.unknown).toEqual([]);
    expect(["milk", "gluten"].map((key) => matrixCell(known, key as Declaration))).toEqual(["contains", "free"]);
  });

  it("the guest's filter hides a dish that contains or may contain a chosen one, and keeps one where it is not known", () => {
    const guest = { contains: ["milk"], mayContain: ["nuts"], vegetarian: false, vegan: false, incomplete: true } as const;
    expect(hiddenByFilter({ ...guest, contains: [...guest.contains], mayContain: [...guest.mayContain] }, ["milk"])).toBe(true);
    expect(hiddenByFilter({ ...guest, contains: [...guest.contains], mayContain: [...guest.mayContain] }, ["nuts"])).toBe(true);
    expect(hiddenByFilter({ ...guest, contains: [...guest.contains], mayContain: [...guest.mayContain] }, ["gluten"])).toBe(false);
  });
});

/** A random tree: items with random statements, and recipes that use items and recipes made before them (no cycles). */
const trees = fc
  .record({
    items: fc.array(fc.array(fc.constantFrom(...STATEMENTS), { minLength: 16, maxLength: 16 }), { minLength: 1, maxLength: 8 }),
    recipes: fc.array(fc.array(fc.nat(), { minLength: 1, maxLength: 5 }), { minLength: 1, maxLength: 8 }),
  })
  .map(({ items, recipes }) => {
    const declaringItems: DeclaringItem[] = items.map((states, index) => ({
      id: `i${index}`,
      name: `Ürün ${index}`,
      statements: { declarations: Object.fromEntries(DECLARATIONS.map((key, k) => [key, states[k]!])) as Record<Declaration, Statement>, animal: "no", meatOrFish: "no" },
    }));
    const declaringRecipes: DeclaringRecipe[] = recipes.map((picks, index) => ({
      id: `r${index}`,
      name: `Tarif ${index}`,
      ingredients: picks.map((pick) => {
        const choices = items.length + index;
        const chosen = pick % choices;
        return chosen < items.length
          ? { type: "inventory" as const, sourceId: `i${chosen}`, name: `Ürün ${chosen}` }
          : { type: "recipe" as const, sourceId: `r${chosen - items.length}`, name: `Tarif ${chosen - items.length}` };
      }),
    }));
    return { items: declaringItems, recipes: declaringRecipes };
  });

/** Every item a recipe uses, however deep. */
function leaves(recipes: Map<string, DeclaringRecipe>, id: string, items: Map<string, DeclaringItem>, seen = new Set<string>()): DeclaringItem[] {
  if (seen.has(id)) return [];
  seen.add(id);
  return recipes.get(id)!.ingredients.flatMap((ingredient) => (ingredient.type === "inventory" ? [items.get(ingredient.sourceId!)!] : leaves(recipes, ingredient.sourceId!, items, seen)));
}

describe("properties over random trees", () => {
  it("a dish is never 'free' of X while an ingredient below it is undeclared for X or contains X", () => {
    fc.assert(
      fc.property(trees, ({ items, recipes }) => {
        const declarations = createDeclarations(items, recipes);
        const itemsById = new Map(items.map((i) => [i.id, i]));
        const recipesById = new Map(recipes.map((r) => [r.id, r]));
        for (const { id } of recipes) {
          const below = leaves(recipesById, id, itemsById);
          for (const key of DECLARATIONS) {
            const state = declarations.of(id)!.declarations[key].state;
            if (below.some((leaf) => leaf.statements.declarations[key] === "contains")) expect(state).toBe("contains");
            if (below.some((leaf) => leaf.statements.declarations[key] === "undeclared")) expect(state).not.toBe("free");
          }
        }
      }),
    );
  });

  it("the result does not depend on the order of the ingredients", () => {
    fc.assert(
      fc.property(trees, fc.infiniteStream(fc.nat()), ({ items, recipes }, shuffles) => {
        const shuffled = recipes.map((r) => {
          const ingredients = [...r.ingredients];
          for (let i = ingredients.length - 1; i > 0; i--) {
            const j = shuffles.next().value % (i + 1);
            [ingredients[i], ingredients[j]] = [ingredients[j]!, ingredients[i]!];
          }
          return { ...r, ingredients };
        });
        const a = createDeclarations(items, recipes);
        const b = createDeclarations([...items].reverse(), shuffled.reverse());
        for (const { id } of recipes) {
          for (const key of DECLARATIONS) {
            const x = a.of(id)!.declarations[key];
            const y = b.of(id)!.declarations[key];
            expect([y.state, pathNames(y.path), pathNames(y.alsoUnknown)]).toEqual([x.state, pathNames(x.path), pathNames(x.alsoUnknown)]);
          }
        }
      }),
    );
  });

  it("the derived way always follows real ingredients down to an item that states it", () => {
    fc.assert(
      fc.property(trees, ({ items, recipes }) => {
        const declarations = createDeclarations(items, recipes);
        const itemsByName = new Map(items.map((i) => [i.name, i]));
        const recipesByName = new Map(recipes.map((r) => [r.name, r]));
        for (const r of recipes) {
          for (const key of DECLARATIONS) {
            const derived = declarations.of(r.id)!.declarations[key];
            if (derived.state === "free") continue;
            const names = pathNames(derived.path);
            let at: DeclaringRecipe = r;
            for (const [index, name] of names.entries()) {
              expect(at.ingredients.map((i) => i.name)).toContain(name);
              if (index < names.length - 1) at = recipesByName.get(name)!;
            }
            const stated = itemsByName.get(names[names.length - 1]!)!.statements.declarations[key];
            expect(stated).toBe(derived.state === "unknown" ? "undeclared" : derived.state);
          }
        }
      }),
    );
  });
});
