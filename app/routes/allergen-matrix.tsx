import type { Route } from "./+types/allergen-matrix";
import { requireStaff } from "~/features/auth/guards.server";
import { loadAllergenMatrix } from "~/features/menu/allergen-matrix.server";
import { allergenMatrixMessages } from "~/features/menu/allergen-matrix-messages";
import { AllergenMatrixScreen } from "~/features/menu/components/allergen-matrix-screen";
import { pageMeta } from "~/features/site/page-meta";
import { loadOrFallback } from "~/ui/load-or-fallback.server";
import backOfficeStyles from "~/styles/back-office.css?url";
import matrixStyles from "~/styles/allergen-matrix.css?url";
import { useSiteSettings } from "~/features/site/use-site-settings";

export const links: Route.LinksFunction = () => [
  { rel: "stylesheet", href: backOfficeStyles },
  { rel: "stylesheet", href: matrixStyles },
];

export const meta: Route.MetaFunction = (args) => pageMeta(args, "allergenMatrix.title", "allergenMatrix.subtitle", allergenMatrixMessages);

/** Worked out afresh on every load, from the same source as the menu: the sheet is what guests see now. */
export async function loader(args: Route.LoaderArgs) {
  await requireStaff(args);
  return loadOrFallback(args, "allergen matrix", async () => ({ matrix: await loadAllergenMatrix(args.context.db) }), { matrix: null });
}

export default function AllergenMatrixPage({ loaderData }: Route.ComponentProps) {
  const settings = useSiteSettings();
  return <AllergenMatrixScreen matrix={loaderData.matrix} restaurantName={settings.restaurantName} />;
}
