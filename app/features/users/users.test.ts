import { describe, expect, it } from "vitest";
import { filterByTabAndSearch } from "~/ui/tab-search";
import { userGroup, userTabSearch } from "./users";

describe("the Users tab's filters", () => {
  const person = (displayName: string, email: string, role: "pending" | "staff" | "admin", isActive: boolean) => ({ displayName, email, role, isActive });
  const people = [
    person("Mehmet Garson", "mehmet@example.com", "pending", false),
    person("İpek Aşçı", "ipek@example.com", "staff", true),
    person("Ayşe Yönetici", "ayse@example.com", "admin", true),
    person("Eski Komi", "komi@example.com", "staff", false),
    person("Eski Şef", "sef@example.com", "admin", false),
    person("Açık Bekleyen", "acik@example.com", "pending", true),
  ];

  it("puts a pending account under 'pending' whether switched on or not, an account switched off under 'disabled', the others by role", () => {
    expect(people.map(userGroup)).toEqual(["pending", "staff", "admin", "disabled", "disabled", "pending"]);
  });

  it("counts each filter for the search, and finds a person by name or e-mail, as Turkish folds letters", () => {
    expect(filterByTabAndSearch(people, userTabSearch, "", "all").counts).toEqual({ all: 6, pending: 2, staff: 1, admin: 1, disabled: 2 });
    expect(filterByTabAndSearch(people, userTabSearch, "", "pending").shown.map((each) => each.email)).toEqual(["mehmet@example.com", "acik@example.com"]);
    expect(filterByTabAndSearch(people, userTabSearch, "ESKI", "all").shown.map((each) => each.displayName)).toEqual(["Eski Komi", "Eski Şef"]);
    const { shown, counts } = filterByTabAndSearch(people, userTabSearch, "ipek@", "disabled");
    expect(shown).toEqual([]);
    expect(counts).toEqual({ all: 1, pending: 0, staff: 1, admin: 0, disabled: 0 });
  });
});
