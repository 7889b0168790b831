import { describe, expect, it } from "vitest";
import { formErrorsOf, replyTo, resultOf, type FormReply } from "./form-reply";

const refusedDelete: FormReply = { intent: "delete", result: { status: "error", error: { "": ["error.stale"] } } };
const savedUpdate: FormReply = { intent: "update", result: { status: "success", initialValue: null }, id: "a1" };

describe("an action's reply, read by the form it answers", () => {
  it("belongs only to the intent it answered", () => {
    expect(replyTo(savedUpdate, "update")).toBe(savedUpdate);
    expect(replyTo(savedUpdate, "create", "delete")).toBeUndefined();
    expect(replyTo(undefined, "update")).toBeUndefined();
    expect(resultOf(savedUpdate, "update")).toBe(savedUpdate.result);
    expect(resultOf(refusedDelete, "update")).toBeUndefined();
  });

  it("gives the refusal of the whole form, for one of several intents", () => {
    expect(formErrorsOf(refusedDelete, "delete")).toEqual(["error.stale"]);
    expect(formErrorsOf(refusedDelete, "complete", "delete")).toEqual(["error.stale"]);
    expect(formErrorsOf(refusedDelete, "update")).toBeUndefined();
    expect(formErrorsOf(savedUpdate, "update")).toBeUndefined();
  });
});
