import { createElement } from "react";
import { renderToStaticMarkup } from "react-dom/server";
import { describe, expect, it } from "vitest";
import { Choices } from "./choices";

describe("Choices", () => {
  it("lists the choices in their order", () => {
    const choices = [
      { value: "kg", label: "kg" },
      { value: "piece", label: "adet" },
    ];
    expect(renderToStaticMarkup(createElement(Choices, { choices }))).toBe('<option value="kg">kg</option><option value="piece">adet</option>');
  });

  it("puts the option that chooses nothing first when it is named", () => {
    expect(renderToStaticMarkup(createElement(Choices, { choices: [{ value: "kg", label: "kg" }], emptyLabel: "Select a unit" }))).toBe(
      '<option value="">Select a unit</option><option value="kg">kg</option>',
    );
  });
});
