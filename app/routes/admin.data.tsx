import type { Route } from "./+types/admin.data";
import { requireDashboardAdmin } from "~/features/admin/admin-guard.server";
import { adminMessages } from "~/features/admin/admin-messages";
import { useT } from "~/i18n/language-context";

export async function loader(args: Route.LoaderArgs) {
  await requireDashboardAdmin(args);
  return null;
}

/** Until its own issue brings the tools, the tab says what they will be. */
export default function AdminDataTab() {
  const t = useT(adminMessages);
  return (
    <section aria-labelledby="data-heading" className="admin-data">
      <h2 id="data-heading">{t("admin.tabData")}</h2>
      <p>{t("admin.dataIntro")}</p>
      <ul>
        <li>{t("admin.dataPopulate")}</li>
        <li>{t("admin.dataExport")}</li>
        <li>{t("admin.dataImport")}</li>
      </ul>
      <p>{t("admin.dataNotYet")}</p>
    </section>
  );
}
