import { describe, expect, it } from "vitest";
import { adminMessages } from "~/features/admin/admin-messages";
import { qrMessages } from "~/features/qr/qr-messages";
import { aboutMessages } from "./about-messages";
import { homeMessages } from "./home-messages";
import { pageMeta, type RootData } from "./page-meta";
import { defaultSiteSettings } from "./site-settings";

const root: RootData = { language: "en", settings: defaultSiteSettings, user: null, origin: "https://patates.example.com", year: "2026" };

describe("pageMeta", () => {
  it("gives the title, description, canonical address and alternates in the page's language", () => {
    expect(pageMeta({ location: { pathname: "/about", search: "?lang=en" }, matches: [{ id: "root", data: root }] }, "about.title", "about.description", aboutMessages)).toEqual([
      { title: "About us | Patates İstanbul" },
      { name: "description", content: "The story of our potato kitchen in Istanbul." },
      { tagName: "link", rel: "canonical", href: "https://patates.example.com/about?lang=en" },
      { tagName: "link", rel: "alternate", hrefLang: "tr", href: "https://patates.example.com/about?lang=tr" },
      { tagName: "link", rel: "alternate", hrefLang: "en", href: "https://patates.example.com/about?lang=en" },
      { tagName: "link", rel: "alternate", hrefLang: "x-default", href: "https://patates.example.com/about" },
    ]);
  });

  it("makes the Turkish address canonical on a Turkish page", () => {
    const meta = pageMeta({ location: { pathname: "/", search: "?lang=tr" }, matches: [{ id: "root", data: { ...root, language: "tr" } }] }, "home.title", "home.description", homeMessages);
    expect(meta).toContainEqual({ tagName: "link", rel: "canonical", href: "https://patates.example.com/?lang=tr" });
  });

  it("makes an address without ?lang= its own canonical: the x-default one, in the visitor's language", () => {
    for (const search of ["", "?utm_source=qr", "?lang=tr"]) {
      const meta = pageMeta({ location: { pathname: "/menu", search }, matches: [{ id: "root", data: root }] }, "menu.title", "menu.description");
      expect(meta).toContainEqual({ tagName: "link", rel: "canonical", href: "https://patates.example.com/menu" });
    }
  });

  it("leaves out absolute links when the root data is missing", () => {
    const meta = pageMeta({ location: { pathname: "/about", search: "" }, matches: [] }, "about.title", "about.description", aboutMessages);
    expect(meta).toHaveLength(2);
  });

  it("translates a feature's title and description with the feature's catalogue", () => {
    const meta = pageMeta({ location: { pathname: "/qr", search: "" }, matches: [{ id: "root", data: { ...root, language: "tr" } }] }, "qr.title", "qr.description", qrMessages);
    expect(meta.slice(0, 2)).toEqual([
      { title: "QR Kodları | Patates İstanbul" },
      { name: "description", content: "Ana sayfamızı, menümüzü ve etkinliklerimizi açan yazdırılabilir QR kodları." },
    ]);
  });

  it("puts a tab's name before its page's, so that each tab has a title of its own", () => {
    const tab = (language: "tr" | "en") =>
      pageMeta({ location: { pathname: "/admin/users", search: "" }, matches: [{ id: "root", data: { ...root, language } }] }, "admin.title", "admin.description", adminMessages, "admin.tabUsers")[0];
    expect(tab("en")).toEqual({ title: "Users – Admin Dashboard | Patates İstanbul" });
    expect(tab("tr")).toEqual({ title: "Kullanıcılar – Yönetim Paneli | Patates İstanbul" });
  });

  it("does not compile a feature key without its catalogue", () => {
    // A type test, run by the type check: the key alone must not widen the keys pageMeta accepts.
    // @ts-expect-error "qr.title" is not a core key
    const withoutCatalogue = () => pageMeta({ location: { pathname: "/qr", search: "" }, matches: [] }, "qr.title", "qr.description");
    expect(withoutCatalogue).toBeTypeOf("function");
  });
});
