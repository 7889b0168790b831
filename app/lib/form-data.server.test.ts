import { describe, expect, it } from "vitest";
import { countFormEntries, readFormData } from "./form-data.server";
import { formLimits } from "./form-limits";
import { z } from "./zod";

const URLENCODED = "application/x-www-form-urlencoded";

function multipart(names: string[]): { body: Buffer; type: string } {
  const boundary = "----form-boundary";
  const parts = names.map((name) => `--${boundary}\r\nContent-Disposition: form-data; name="${name}"\r\n\r\n1\r\n`);
  return { body: Buffer.from(`${parts.join("")}--${boundary}--\r\n`), type: `multipart/form-data; boundary=${boundary}` };
}

describe("countFormEntries", () => {
  it("counts the non-empty pieces of a urlencoded body", () => {
    expect(countFormEntries(Buffer.from("a=1&b=2&&c"), URLENCODED, 100)).toBe(3);
    expect(countFormEntries(Buffer.from(""), URLENCODED, 100)).toBe(0);
    expect(countFormEntries(Buffer.from("&&&"), URLENCODED, 100)).toBe(0);
  });

  it("counts the parts of a multipart body", () => {
    const { body, type } = multipart(["a", "b", "c"]);
    expect(countFormEntries(body, type, 100)).toBe(3);
    expect(countFormEntries(body, `multipart/form-data; boundary="----form-boundary"`, 100)).toBe(3);
    expect(countFormEntries(body, "multipart/form-data", 100)).toBe(0);
  });

  it("stops counting once past the limit", () => {
    const big = Buffer.from(Array.from({ length: 100_000 }, () => "name=x").join("&"));
    expect(countFormEntries(big, URLENCODED, 10)).toBe(11);
  });
});

describe("readFormData", () => {
  const limits = formLimits([z.object({ items: z.array(z.object({ quantity: z.string() })).max(5) })], 20);
  const post = (body: string | Buffer, type: string, language = "en") =>
    new Request("http://localhost/screen", { method: "POST", body: new Uint8Array(Buffer.from(body)), headers: { "Content-Type": type, "Accept-Language": language } });

  async function refusal(request: Request): Promise<{ status: number; text: unknown }> {
    try {
      await readFormData(request, limits);
    } catch (error) {
      const thrown = error as { init: { status: number }; data: unknown };
      return { status: thrown.init.status, text: thrown.data };
    }
    throw new Error("expected a refusal");
  }

  it("reads a form that fits", async () => {
    const form = await readFormData(post("intent=create&items[0].quantity=2&items[4].quantity=3", URLENCODED), limits);
    expect(form.getAll("items[4].quantity")).toEqual(["3"]);
    const { body, type } = multipart(["intent", "items[0].quantity"]);
    expect((await readFormData(post(body, type), limits)).get("intent")).toBe("1");
  });

  it("refuses, in the person's language, a body that is not a form or does not fit", async () => {
    expect(await refusal(post("intent=create&name=a&name=b", URLENCODED))).toEqual({ status: 400, text: "The form could not be read." });
    expect(await refusal(post("intent=create&items[5].quantity=1", URLENCODED, "tr"))).toEqual({ status: 400, text: "Form okunamadı." });
    expect(await refusal(post(Array.from({ length: 21 }, (_, i) => `f${i}=1`).join("&"), URLENCODED))).toMatchObject({ status: 400 });
    expect(await refusal(post(multipart(Array.from({ length: 21 }, (_, i) => `f${i}`)).body, multipart([]).type))).toMatchObject({ status: 400 });
    expect(await refusal(post('{"intent":"create"}', "multipart/form-data"))).toMatchObject({ status: 400 });
  });
});
