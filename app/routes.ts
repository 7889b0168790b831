import { index, layout, route, type RouteConfig } from "@react-router/dev/routes";
import { MENU_IMAGE_PATH } from "./features/menu-images/menu-images";
import { PUBLIC_PAGES } from "./features/site/public-pages";

// The routing table, in one place. Each module under routes/ is one screen: loader, action, component.
// Every path here must also be in the authorization matrix (tests/authorization-matrix.test.ts).
export default [
  // Public pages: listed, with what the cache, the service worker, the sitemap and the navigation
  // do with each, in features/site/public-pages.ts.
  ...PUBLIC_PAGES.map(({ path, file, id }) => (path === "/" ? index(file, { id }) : route(path.slice(1), file, { id }))),
  route("sitemap.xml", "routes/sitemap[.]xml.ts"),
  route("robots.txt", "routes/robots[.]txt.ts"),
  // Menu item images, by the hash of their bytes (app/features/menu-images).
  route(`${MENU_IMAGE_PATH.slice(1)}/:file`, "routes/menu-image.ts"),

  // Signing in and out
  route("login", "routes/login.tsx"),
  route("auth/login", "routes/auth.login.tsx"),
  route("auth/callback", "routes/auth.callback.tsx"),
  route("logout", "routes/logout.tsx"),
  route("pending", "routes/pending.tsx"),
  route("unauthorized", "routes/unauthorized.tsx"),

  // The back office's screens, in its frame (routes/back-office.tsx: the word after each write).
  layout("routes/back-office.tsx", [
    // Staff and admins
    route("tonight", "routes/tonight.tsx"),
    route("inventory-manager", "routes/inventory-manager.tsx"),
    route("shopping-lists", "routes/shopping-lists.tsx"),
    route("vendors", "routes/vendors.tsx"),
    route("recipe-manager", "routes/recipe-manager.tsx"),
    route("allergen-matrix", "routes/allergen-matrix.tsx"),

    // Admins only
    // The dashboard: each tab its own address, loading only its own data.
    route("admin", "routes/admin.tsx", [
      index("routes/admin.overview.tsx"),
      route("users", "routes/admin.users.tsx"),
      route("menu", "routes/admin.menu.tsx"),
      route("menu-costs", "routes/admin.menu-costs.tsx"),
      route("price-list", "routes/admin.price-list.tsx"),
      route("data", "routes/admin.data.tsx"),
      route("settings", "routes/admin.settings.tsx"),
    ]),
    route("events-manager", "routes/events-manager.tsx"),
  ]),

  // The back office's files and uploads: answers of their own, no screen.
  route("inventory-manager/list", "routes/inventory-manager.list.ts"),
  route("inventory-manager/export.csv", "routes/inventory-manager.export.ts"),
  route("inventory-manager/import", "routes/inventory-manager.import.ts"),
  route("admin/menu-costs.csv", "routes/admin.menu-costs.csv.ts"),
  route("admin/data/export.json", "routes/admin.data.export.ts"),
  route("admin/data/import", "routes/admin.data.import.ts"),
  route("admin/data/backup", "routes/admin.data.backup.ts"),

  route("*", "routes/not-found.tsx"),
] satisfies RouteConfig;
