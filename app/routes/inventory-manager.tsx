import type { Route } from "./+types/inventory-manager";
import { requireStaff } from "~/features/auth/guards.server";
import { listInventoryItems } from "~/features/inventory/inventory.server";
import { inventoryMessages } from "~/features/inventory/inventory-messages";
import { pageMeta } from "~/features/site/page-meta";
import { useLanguage, useT } from "~/i18n/language-context";
import { formatCost } from "~/lib/money";
import { BackOfficePage } from "~/ui/back-office-page";

export const meta: Route.MetaFunction = (args) => pageMeta(args, "inventory.title", "inventory.subtitle", inventoryMessages);

export async function loader(args: Route.LoaderArgs) {
  await requireStaff(args);
  return { items: await listInventoryItems(args.context.db) };
}

export default function InventoryManagerPage({ loaderData }: Route.ComponentProps) {
  const t = useT(inventoryMessages);
  const language = useLanguage();
  return (
    <BackOfficePage title={t("inventory.title")} subtitle={t("inventory.subtitle")}>
      {loaderData.items.length === 0 ? (
        <p className="empty-state">{t("inventory.empty")}</p>
      ) : (
        <ul className="plain-list">
          {loaderData.items.map((item) => (
            <li key={item.id}>
              <strong>{item.name}</strong> · {formatCost(item.price_kurus, language)} / {item.unit} · {item.vendor}
            </li>
          ))}
        </ul>
      )}
    </BackOfficePage>
  );
}
