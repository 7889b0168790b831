import type { Route } from "./+types/admin.price-list";
import { requireDashboardAdmin } from "~/features/admin/admin-guard.server";
import { MARK_PRINTED_INTENT, PriceListScreen } from "~/features/price-list/components/price-list-screen";
import { markPrintedSchema, priceListChoices } from "~/features/price-list/price-list";
import { loadPriceList, markPriceListPrinted } from "~/features/price-list/price-list.server";
import { priceListScreenMessages } from "~/features/price-list/price-list-texts";
import { getSiteSettings } from "~/features/site/site-settings.server";
import { useT } from "~/i18n/language-context";
import { backOfficeAction } from "~/ui/form-action.server";
import { keepFormOffline } from "~/ui/keep-form-offline";
import { loadAgainAfterConflict } from "~/ui/load-again-after-conflict";
import { loadOrFallback } from "~/ui/load-or-fallback.server";
import { useAnnounceWrites } from "~/ui/status-message";
import priceListStyles from "~/styles/price-list.css?url";

export const links: Route.LinksFunction = () => [{ rel: "stylesheet", href: priceListStyles }];

/** The live menu as a price list to print, in the format and language of the address (`?format=cards&language=en`). */
export async function loader(args: Route.LoaderArgs) {
  await requireDashboardAdmin(args);
  const { db } = args.context;
  const choices = priceListChoices(new URL(args.request.url).searchParams);
  const data = await loadOrFallback(
    args,
    "the price list",
    async () => {
      const [list, settings] = await Promise.all([loadPriceList(db), getSiteSettings(db)]);
      return { ...list, restaurantName: settings.restaurantName, address: settings.address };
    },
    null,
  );
  return { ...choices, data };
}

export const shouldRevalidate = loadAgainAfterConflict();

export const clientAction = (args: Route.ClientActionArgs) => keepFormOffline(args);

export const action = (args: Route.ActionArgs) =>
  backOfficeAction(args, requireDashboardAdmin, {
    [MARK_PRINTED_INTENT]: {
      schema: markPrintedSchema,
      run: (mark, { db, user }) => markPriceListPrinted(db, user.id, mark),
      failed: "priceList.markFailed",
    },
  });

export default function AdminPriceListTab({ loaderData, actionData }: Route.ComponentProps) {
  const t = useT(priceListScreenMessages);
  useAnnounceWrites({ messages: { [MARK_PRINTED_INTENT]: t("priceList.markedPrinted") } });
  return <PriceListScreen format={loaderData.format} language={loaderData.language} data={loaderData.data} actionData={actionData} />;
}
