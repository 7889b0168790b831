import { parseWithZod } from "@conform-to/zod/v4";
import { describe, expect, it } from "vitest";
import { SHARE_CODES } from "../../../tests/support/embed-codes";
import { sanitizeEmbed } from "./embed";
import { eventSchema, eventToggleSchema, eventUpdateSchema, parseDisplayOrder } from "./events";

/** The form as a browser sends it, through Conform as the form and the action read it. */
function submit(fields: Record<string, string>, schema: typeof eventSchema | typeof eventUpdateSchema = eventSchema) {
  const formData = new FormData();
  for (const [name, value] of Object.entries(fields)) formData.set(name, value);
  return parseWithZod(formData, { schema });
}

function errorsOf(fields: Record<string, string>) {
  const submission = submit(fields);
  return submission.status === "error" ? submission.error : undefined;
}

describe("parseDisplayOrder", () => {
  it.each([
    ["3", 3],
    ["0", 0],
    ["  12 ", 12],
    ["3.9", 3],
    ["12abc", 12],
    ["-4", -4],
    ["-0", 0],
    ["abc", 0],
    ["", 0],
    [undefined, 0],
  ])("reads %j as %j: an integer, falling back to 0", (text, order) => {
    expect(parseDisplayOrder(text)).toBe(order);
  });
});

describe("the event form", () => {
  it("takes a trusted code with the brief's defaults: order 0, and only the ticked boxes on", () => {
    const submission = submit({ embedCode: SHARE_CODES.instagramReel.code, isActive: "on" });
    expect(submission.status).toBe("success");
    expect(submission.status === "success" && submission.value).toEqual({
      embedCode: sanitizeEmbed(SHARE_CODES.instagramReel.code),
      captionTr: "",
      captionEn: "",
      displayOrder: 0,
      isActive: true,
      showOnHome: false,
      showOnEvents: false,
    });
  });

  it("stores what the sanitiser makes of the code, and trims the captions", () => {
    const submission = submit({ embedCode: `  ${SHARE_CODES.youtube.code}\n`, captionTr: "  Caz gecesi ", captionEn: "Jazz night", displayOrder: "2" });
    expect(submission.status === "success" && submission.value).toMatchObject({
      embedCode: `<iframe src="${SHARE_CODES.youtube.src}" width="560" height="315" loading="lazy" referrerpolicy="strict-origin-when-cross-origin" allow="encrypted-media; picture-in-picture; fullscreen" allowfullscreen sandbox="allow-scripts allow-same-origin allow-popups allow-presentation"></iframe>`,
      captionTr: "Caz gecesi",
      captionEn: "Jazz night",
      displayOrder: 2,
    });
  });

  it("gives the brief's messages", () => {
    expect(errorsOf({})).toEqual({ embedCode: ["eventsManager.embedRequired"] });
    expect(errorsOf({ embedCode: "   " })).toEqual({ embedCode: ["eventsManager.embedRequired"] });
    expect(errorsOf({ embedCode: `${SHARE_CODES.youtube.code}<script>alert(1)</script>` })).toEqual({ embedCode: ["eventsManager.unsafe"] });
    expect(errorsOf({ embedCode: SHARE_CODES.youtube.code, displayOrder: "-1" })).toEqual({ displayOrder: ["eventsManager.displayOrderInvalid"] });
    expect(errorsOf({ embedCode: SHARE_CODES.youtube.code, displayOrder: "1000000" })).toEqual({ displayOrder: ["eventsManager.displayOrderTooLarge"] });
    expect(errorsOf({ embedCode: "x".repeat(20_001) })).toEqual({ embedCode: ["eventsManager.embedTooLong"] });
    expect(errorsOf({ embedCode: SHARE_CODES.youtube.code, captionEn: "x".repeat(501) })).toEqual({ captionEn: ["eventsManager.captionTooLong"] });
  });

  it("falls back to order 0 for a display order that is not a number", () => {
    const submission = submit({ embedCode: SHARE_CODES.vimeo.code, displayOrder: "soon" });
    expect(submission.status === "success" && submission.value.displayOrder).toBe(0);
  });

  it("refuses control characters in a caption and a checkbox value that is not a tick", () => {
    expect(errorsOf({ embedCode: SHARE_CODES.vimeo.code, captionTr: "a\u0000b" })).toEqual({ captionTr: ["backOffice.invalidValue"] });
    expect(errorsOf({ embedCode: SHARE_CODES.vimeo.code, showOnHome: "yes" })).toEqual({ showOnHome: ["backOffice.invalidValue"] });
  });

  it("needs the row and the version it edits", () => {
    const submission = submit({ embedCode: SHARE_CODES.x.code }, eventUpdateSchema);
    expect(submission.status === "error" && Object.keys(submission.error ?? {}).sort()).toEqual(["id", "version"]);
    expect(submit({ embedCode: SHARE_CODES.x.code, id: "e1", version: "3" }, eventUpdateSchema).status).toBe("success");
  });

  it("asks Activate/Deactivate for the state wanted, not for a flip", () => {
    expect(eventToggleSchema.parse({ id: "e1", version: "2", isActive: "false" })).toEqual({ id: "e1", version: 2, isActive: false });
    expect(eventToggleSchema.safeParse({ id: "e1", version: "2", isActive: "toggle" }).success).toBe(false);
  });
});
