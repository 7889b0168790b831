import type { Route } from "./+types/robots[.]txt";
import { robotsTxt } from "~/features/seo/robots";

/** robots.txt: everything public may be crawled; the back office and sign-in may not. */
export function loader({ context }: Route.LoaderArgs) {
  return new Response(robotsTxt(context.auth.config.publicUrl), {
    headers: { "Content-Type": "text/plain; charset=utf-8", "Cache-Control": "public, max-age=3600" },
  });
}
