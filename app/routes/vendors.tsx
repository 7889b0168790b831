import type { Route } from "./+types/vendors";
import { requireStaff } from "~/features/auth/guards.server";
import { pageMeta } from "~/features/site/page-meta";
import { VendorsScreen } from "~/features/vendors/components/vendors-screen";
import { vendorDeleteSchema, vendorFormSchema, vendorUpdateSchema } from "~/features/vendors/vendors";
import { createVendor, deleteVendor, listVendors, updateVendor } from "~/features/vendors/vendors.server";
import { vendorsMessages } from "~/features/vendors/vendors-messages";
import { languageFromRequest } from "~/i18n/language";
import { sortByName } from "~/lib/names";
import { backOfficeAction, writeThenBack } from "~/ui/form-action.server";
import { keepFormOffline } from "~/ui/keep-form-offline";
import { loadAgainAfterConflict } from "~/ui/load-again-after-conflict";
import { useAnnounceWrites } from "~/ui/status-message";
import { loadOrFallback } from "~/ui/load-or-fallback.server";
import { revalidateUnlessOnlyFiltersChanged } from "~/ui/filter-revalidation";
import backOfficeStyles from "~/styles/back-office.css?url";

export const links: Route.LinksFunction = () => [{ rel: "stylesheet", href: backOfficeStyles }];

export const meta: Route.MetaFunction = (args) => pageMeta(args, "vendors.title", "vendors.subtitle", vendorsMessages);

/** The vendors, for the same people as the shopping lists that go to them. Sorted here, in the page's language. */
export async function loader(args: Route.LoaderArgs) {
  await requireStaff(args);
  return loadOrFallback(args, "vendors", async () => ({ vendors: sortByName(await listVendors(args.context.db), languageFromRequest(args.request)) }), { vendors: null });
}

export const shouldRevalidate = loadAgainAfterConflict(revalidateUnlessOnlyFiltersChanged);

export const clientAction = (args: Route.ClientActionArgs) => keepFormOffline(args);

export const action = (args: Route.ActionArgs) =>
  backOfficeAction(args, requireStaff, {
    create: {
      schema: vendorFormSchema,
      run: async (input, { db, user, back }) => back({ new: null, name: null, item: await createVendor(db, user.id, input) }),
      failed: "vendors.createFailed",
    },
    update: {
      schema: vendorUpdateSchema,
      run: async ({ id, version, ...input }, { db, user }) => {
        await updateVendor(db, user.id, { id, version, input });
        return { id };
      },
      failed: "vendors.updateFailed",
    },
    delete: { schema: vendorDeleteSchema, run: writeThenBack(deleteVendor, { item: null }), failed: "vendors.deleteFailed" },
  });

export default function VendorsPage({ loaderData, actionData }: Route.ComponentProps) {
  useAnnounceWrites();
  return <VendorsScreen loaderData={loaderData} actionData={actionData} />;
}
