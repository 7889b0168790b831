import { describe, expect, it } from "vitest";
import { TEXT_FILE, pngBomb, pngFile } from "../../../tests/support/test-images";
import { AppError } from "~/lib/app-error";
import { imageChangeFromForm, itemSaveFailure } from "./menu-images.server";

describe("an item form's image", () => {
  it("is kept without a file, removed on request, replaced by a good file", async () => {
    expect(await imageChangeFromForm({ file: undefined, remove: false })).toEqual({ kind: "keep" });
    expect(await imageChangeFromForm({ file: undefined, remove: true })).toEqual({ kind: "remove" });
    const change = await imageChangeFromForm({ file: new File([new Uint8Array(await pngFile(300, 200))], "a.png"), remove: true });
    expect(change.kind === "replace" && change.variants.map((variant) => variant.width)).toEqual([200, 300]);
  });

  it("refused is an AppError with its status code and its message on the image field", async () => {
    const refusal = async (bytes: Uint8Array) => imageChangeFromForm({ file: new File([new Uint8Array(bytes)], "a.jpg", { type: "image/jpeg" }), remove: false }).catch((error: unknown) => error);
    const notAnImage = await refusal(TEXT_FILE);
    expect(notAnImage).toBeInstanceOf(AppError);
    expect(notAnImage).toMatchObject({ code: "unsupported-media-type", messageRef: "menuImages.unsupportedType", fieldErrors: { image: ["menuImages.unsupportedType"] } });
    expect(await refusal(pngBomb())).toMatchObject({ code: "too-large", fieldErrors: { image: ['menuImages.tooManyPixels|{"megapixels":50}'] } });
  });

  it("failing for a reason of ours says the brief's 'Failed to upload image' when a file came with the form", () => {
    const form = new FormData();
    form.append("image", new File([], ""));
    expect(itemSaveFailure(form, "menuManagement.addItemFailed")).toBe("menuManagement.addItemFailed");
    form.set("image", new File([new Uint8Array([1])], "a.jpg"));
    expect(itemSaveFailure(form, "menuManagement.addItemFailed")).toBe("menuImages.uploadFailed");
  });
});
