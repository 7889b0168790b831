import { readFileSync } from "node:fs";
import { createElement } from "react";
import { renderToStaticMarkup } from "react-dom/server";
import { describe, expect, it } from "vitest";
import { DECLARATIONS } from "~/lib/declarations";
import { AllergenIcon } from "./allergen-icons";

const sprite = readFileSync(new URL("./allergen-signs.svg", import.meta.url), "utf8");

describe("the allergen signs", () => {
  it("has one symbol for each declaration, drawn on the 24 × 24 grid, and nothing else", () => {
    const symbols = [...sprite.matchAll(/<symbol\b([^>]*)>([\s\S]*?)<\/symbol>/g)].map(([, attributes = "", content = ""]) => ({
      id: /\bid="([^"]+)"/.exec(attributes)?.[1],
      viewBox: /\bviewBox="([^"]+)"/.exec(attributes)?.[1],
      drawn: /<path d="[^"]+"\/>/.test(content),
    }));
    expect(symbols.map((symbol) => symbol.id)).toEqual([...DECLARATIONS]);
    for (const symbol of symbols) expect(symbol).toMatchObject({ viewBox: "0 0 24 24", drawn: true });
  });

  it("shows a declaration's sign from the file, hidden from screen readers", () => {
    const html = renderToStaticMarkup(createElement(AllergenIcon, { declaration: "sesame", size: 20 }));
    expect(html).toMatch(/^<svg class="allergen-sign" aria-hidden="true" focusable="false" width="20" height="20"[^>]*><use href="[^"#]*allergen-signs[^"#]*\.svg[^"#]*#sesame"><\/use><\/svg>$/);
  });
});
