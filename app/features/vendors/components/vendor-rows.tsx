import { Link } from "react-router";
import { useT } from "~/i18n/language-context";
import { formatPhoneNumber } from "~/lib/phone";
import type { Vendor } from "../vendors";
import { vendorsMessages } from "../vendors-messages";

/** The vendors: name, WhatsApp number (or that there is none), contact person and items. */
export function VendorRows({ vendors, selectedId, hrefFor, label }: { vendors: Vendor[]; selectedId: string | null; hrefFor: (vendor: Vendor) => string; label: string }) {
  const t = useT(vendorsMessages);
  return (
    <ul className="list-rows" aria-label={label}>
      {vendors.map((vendor) => {
        const selected = vendor.id !== null && vendor.id === selectedId;
        return (
          <li key={vendor.id ?? `unsaved-${vendor.name}`}>
            <Link to={hrefFor(vendor)} className={`list-row${selected ? " is-selected" : ""}`} aria-current={selected ? "true" : undefined} preventScrollReset>
              <span className="list-row-title">
                <strong>{vendor.name}</strong>
              </span>
              <span className="list-row-meta">
                <span>{vendor.whatsappNumber ? formatPhoneNumber(vendor.whatsappNumber) : t("vendors.noNumber")}</span>
                {vendor.contactPerson && <span>{vendor.contactPerson}</span>}
                <span>{t("vendors.itemCount", { count: vendor.itemCount })}</span>
              </span>
            </Link>
          </li>
        );
      })}
    </ul>
  );
}
