import type { Route } from "./+types/tonight";
import { requireStaff } from "~/features/auth/guards.server";
import { pageMeta } from "~/features/site/page-meta";
import { serviceDayEnd } from "~/features/site/service-day";
import { getSiteSettings } from "~/features/site/site-settings.server";
import { SOLD_OUT_INTENT, TonightScreen } from "~/features/sold-out/components/tonight-screen";
import { soldOutFormSchema, type TonightCategory } from "~/features/sold-out/sold-out";
import { listTonight, setSoldOut } from "~/features/sold-out/sold-out.server";
import { soldOutMessages } from "~/features/sold-out/sold-out-messages";
import { tonightScreenMessages } from "~/features/sold-out/sold-out-texts";
import { useLanguage, useT } from "~/i18n/language-context";
import { localize } from "~/i18n/localize";
import { backOfficeAction } from "~/ui/form-action.server";
import { keepFormOffline } from "~/ui/keep-form-offline";
import { loadAgainAfterConflict } from "~/ui/load-again-after-conflict";
import { loadOrFallback } from "~/ui/load-or-fallback.server";
import { useAnnounceWrites } from "~/ui/status-message";
import { revalidateUnlessOnlyFiltersChanged } from "~/ui/filter-revalidation";
import backOfficeStyles from "~/styles/back-office.css?url";

export const links: Route.LinksFunction = () => [{ rel: "stylesheet", href: backOfficeStyles }];

export const meta: Route.MetaFunction = (args) => pageMeta(args, "soldOut.title", "soldOut.subtitle", soldOutMessages);

/**
 * The dishes on the menu and whether each is sold out now, with when 'tonight' would end if marked
 * now, and that now: the screen loads them again when the first of those ends has passed.
 */
export async function loader(args: Route.LoaderArgs) {
  await requireStaff(args);
  const now = new Date();
  return loadOrFallback(
    args,
    "tonight",
    async () => {
      const [categories, settings] = await Promise.all([listTonight(args.context.db, now), getSiteSettings(args.context.db)]);
      return { categories, tonightEnds: serviceDayEnd(settings.openingHours, now).toISOString(), now: now.toISOString() };
    },
    { categories: null, tonightEnds: null, now: now.toISOString() },
  );
}

/**
 * A refused tap (409: another cook changed the dish's sold-out state first) loads the list again too,
 * so the row shows what the dish now is, not what the refused tap saw.
 */
export const shouldRevalidate = loadAgainAfterConflict(revalidateUnlessOnlyFiltersChanged);

export const clientAction = (args: Route.ClientActionArgs) => keepFormOffline(args);

export const action = (args: Route.ActionArgs) =>
  backOfficeAction(args, requireStaff, {
    [SOLD_OUT_INTENT]: {
      schema: soldOutFormSchema,
      run: async (input, { db, user }) => {
        await setSoldOut(db, user.id, input);
        return { id: input.id };
      },
      failed: "soldOut.updateFailed",
    },
  });

const MARKED = { tonight: "soldOut.markedTonight", until_further_notice: "soldOut.markedIndefinitely", on_sale: "soldOut.markedOnSale" } as const;

export default function TonightPage({ loaderData, actionData }: Route.ComponentProps) {
  const t = useT(tonightScreenMessages);
  const language = useLanguage();
  const dishName = (id: FormDataEntryValue | null) => {
    const dish = (loaderData.categories ?? []).flatMap((category: TonightCategory) => category.dishes).find((each) => each.id === id);
    return dish ? localize(dish.name, language) : "";
  };
  useAnnounceWrites({
    messages: {
      [SOLD_OUT_INTENT]: (sent) => {
        const choice = sent.get("choice");
        return typeof choice === "string" && Object.hasOwn(MARKED, choice) ? t(MARKED[choice as keyof typeof MARKED], { name: dishName(sent.get("id")) }) : null;
      },
    },
  });
  return <TonightScreen loaderData={loaderData} actionData={actionData} />;
}
