import { index, route, type RouteConfig } from "@react-router/dev/routes";

// The routing table, in one place. Each module under routes/ is one screen: loader, action, component.
export default [
  index("routes/home.tsx", { id: "routes/index" }),
  route("home", "routes/home.tsx"),
  route("about", "routes/about.tsx"),
  route("menu", "routes/menu.tsx"),
  route("events", "routes/events.tsx"),
  route("contact", "routes/contact.tsx"),
  route("*", "routes/not-found.tsx"),
] satisfies RouteConfig;
