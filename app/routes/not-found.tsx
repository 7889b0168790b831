import { data } from "react-router";
import type { Route } from "./+types/not-found";
import { NotFoundPage } from "~/features/site/components/not-found-page";
import { pageMeta } from "~/features/site/page-meta";

export const meta: Route.MetaFunction = (args) => pageMeta(args, "site.notFoundTitle", "site.notFoundDescription");

// Any address no other route claims: the not-found page, with HTTP 404 for browsers and crawlers.
export function loader() {
  return data(null, { status: 404 });
}

export default NotFoundPage;
