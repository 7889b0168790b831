import { useForm, type SubmissionResult } from "@conform-to/react";
import { createElement, type ReactNode } from "react";
import { renderToStaticMarkup } from "react-dom/server";
import { createMemoryRouter, RouterProvider } from "react-router";
import { describe, expect, it } from "vitest";
import { CheckboxField, EditedRowFields, FormActions, HintedFieldset, SelectField, TextareaField, TextField } from "./form-fields";

type Fields = ReturnType<typeof useForm<{ name: string; notes: string; kind: string; active: string }>>[1];

/** Renders what `draw` makes of a form's fields, as the server's HTML; `lastResult` gives fields their errors. */
function render(draw: (fields: Fields) => ReactNode, lastResult?: SubmissionResult<string[]>): string {
  function Probe() {
    const [, fields] = useForm<{ name: string; notes: string; kind: string; active: string }>({ id: "f", lastResult, defaultValue: { name: "Ayran", kind: "b" } });
    return draw(fields);
  }
  // FormActions reads the navigation (its button is disabled while the form is sent): a router around it.
  const router = createMemoryRouter([{ path: "/", Component: Probe }]);
  return renderToStaticMarkup(createElement(RouterProvider, { router }));
}

const describeRef = (ref: string) => `<${ref}>`;
const refused: SubmissionResult<string[]> = { status: "error", initialValue: {}, error: { name: ["nameRequired"] } };

describe("TextField", () => {
  it("draws the label, the input wired to its hint, and the hint", () => {
    const html = render((fields) => createElement(TextField, { field: fields.name, label: "Name", hint: "As on the menu", required: true, describe: describeRef, autoComplete: "off", maxLength: 120 }));
    expect(html).toBe(
      '<div class="field"><label for="f-name">Name*</label>' +
        '<input id="f-name" form="f" aria-describedby="f-name-description" type="text" autoComplete="off" maxLength="120" required="" name="name" value="Ayran"/>' +
        '<p class="field-hint" id="f-name-description">As on the menu</p></div>',
    );
  });

  it("points the input to its message when the field is refused, and shows the message", () => {
    const html = render((fields) => createElement(TextField, { field: fields.name, label: "Name", describe: describeRef }), refused);
    expect(html).toContain('aria-invalid="true" aria-describedby="f-name-error"');
    expect(html).toContain('<p class="field-error" id="f-name-error">&lt;nameRequired&gt;</p>');
    expect(html).not.toContain("required");
  });

  it("points the input to a hint it shares with other fields", () => {
    const html = render((fields) => createElement(TextField, { field: fields.name, label: "Name", describedBy: "f-caption-hint", describe: describeRef }));
    expect(html).toContain('aria-describedby="f-caption-hint"');
    expect(html).not.toContain("field-hint");
  });
});

describe("TextareaField and SelectField", () => {
  it("draws a textarea with its attributes", () => {
    const html = render((fields) => createElement(TextareaField, { field: fields.notes, label: "Notes", describe: describeRef, rows: 3, lang: "tr" }));
    expect(html).toBe('<div class="field"><label for="f-notes">Notes</label><textarea id="f-notes" name="notes" form="f" rows="3" lang="tr"></textarea></div>');
  });

  it("draws a select with a first option that chooses nothing", () => {
    const html = render((fields) =>
      createElement(SelectField, { field: fields.kind, label: "Kind", required: true, describe: describeRef, choices: [{ value: "a", label: "A" }, { value: "b", label: "B" }], emptyLabel: "Select" }),
    );
    expect(html).toBe(
      '<div class="field"><label for="f-kind">Kind*</label><select id="f-kind" name="kind" form="f" required="">' +
        '<option value="">Select</option><option value="a">A</option><option value="b" selected="">B</option></select></div>',
    );
  });
});

describe("the other pieces", () => {
  it("draws a checkbox before its label", () => {
    const html = render((fields) => createElement(CheckboxField, { field: fields.active, label: "Active" }));
    expect(html).toBe('<div class="checkbox-field"><input id="f-active" form="f" type="checkbox" name="active" value="on"/><label for="f-active">Active</label></div>');
  });

  it("reads a fieldset's hint with the group", () => {
    const html = renderToStaticMarkup(createElement(HintedFieldset, { legend: "Pack", hint: "How it is sold", hintId: "f-pack-help", hintClassName: "form-note", className: "pack-fields", children: "…" }));
    expect(html).toBe('<fieldset class="pack-fields" aria-describedby="f-pack-help"><legend>Pack</legend><p class="form-note" id="f-pack-help">How it is sold</p>…</fieldset>');
  });

  it("sends an edited row's id and version, and nothing for a new one", () => {
    expect(renderToStaticMarkup(createElement(EditedRowFields, { row: { id: "r1", version: 3 } }))).toBe('<input type="hidden" name="id" value="r1"/><input type="hidden" name="version" value="3"/>');
    expect(renderToStaticMarkup(createElement(EditedRowFields, { row: null }))).toBe("");
  });

  it("draws Cancel, the submit button named by its intent, and the others", () => {
    const html = render(() => createElement(FormActions, { intent: "update", label: "Save", busyLabel: "Saving…", cancel: { to: "/list", label: "Cancel" }, children: createElement("button", { type: "button" }, "Delete") }));
    expect(html).toBe(
      '<div class="form-actions"><a class="button" href="/list" data-discover="true">Cancel</a>' +
        '<button type="submit" value="update" class="button button-primary" name="intent">Save</button><button type="button">Delete</button></div>',
    );
  });
});
