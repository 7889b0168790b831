import { Link } from "react-router";
import { useT } from "~/i18n/language-context";
import { shoppingListsMessages } from "../shopping-lists-messages";

/** A new list, step 1: the vendor, from the vendors found in the inventory. */
export function VendorStep({ vendors, hrefFor, backTo }: { vendors: { name: string; itemCount: number }[]; hrefFor: (vendor: string) => string; backTo: string }) {
  const t = useT(shoppingListsMessages);
  return (
    <div className="detail-card">
      <p className="step-back">
        <Link to={backTo}>{t("shoppingLists.backToList")}</Link>
      </p>
      <h2>{t("shoppingLists.stepVendor")}</h2>
      {vendors.length === 0 ? (
        <p className="empty-state">{t("shoppingLists.noVendors")}</p>
      ) : (
        <>
          <p className="form-note">{t("shoppingLists.stepVendorHelp")}</p>
          <ul className="list-rows">
            {vendors.map((vendor) => (
              <li key={vendor.name}>
                <Link to={hrefFor(vendor.name)} className="list-row">
                  <span className="list-row-title">
                    <strong>{vendor.name}</strong>
                  </span>
                  <span className="list-row-meta">{vendor.itemCount === 1 ? t("shoppingLists.itemCountOne") : t("shoppingLists.itemCount", { count: vendor.itemCount })}</span>
                </Link>
              </li>
            ))}
          </ul>
        </>
      )}
    </div>
  );
}
