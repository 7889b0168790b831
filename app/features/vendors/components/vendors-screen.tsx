import { useMemo } from "react";
import { useT } from "~/i18n/language-context";
import { searchKey } from "~/lib/search-key";
import { ErrorBanner, LoadFailedBanner } from "~/ui/error-banner";
import { formErrorsOf, resultOf, type FormReply } from "~/ui/form-reply";
import { MasterDetail } from "~/ui/master-detail";
import { SearchBox } from "~/ui/search-box";
import { RowKeptWhileTyping } from "~/ui/row-kept-while-typing";
import { useListScreenAddress } from "~/ui/use-list-screen-address";
import type { Vendor } from "../vendors";
import { vendorsScreenMessages } from "../vendors-texts";
import { VendorForm } from "./vendor-form";
import { VendorRows } from "./vendor-rows";

export interface VendorsScreenProps {
  /** Every vendor, sorted by the loader in the page's language; null when they could not be loaded. */
  loaderData: { vendors: Vendor[] | null };
  actionData: FormReply | undefined;
}

const NO_TABS = [] as const;

/**
 * The vendors: each with its WhatsApp number, and the selected one's form beside them (or the create
 * form). A vendor only named on inventory items opens the create form with its name (`new&name=`).
 */
export function VendorsScreen({ loaderData, actionData }: VendorsScreenProps) {
  const t = useT(vendorsScreenMessages);
  const { searchParams, view, selectedId, query, setQuery, href } = useListScreenAddress(NO_TABS);
  const vendors = loaderData.vendors;
  const shown = useMemo(() => {
    const key = searchKey(query.trim());
    return (vendors ?? []).filter((vendor) => key === "" || searchKey(`${vendor.name}\n${vendor.contactPerson}`).includes(key));
  }, [vendors, query]);
  const formAction = href({});
  const selected = selectedId ? ((vendors ?? []).find((vendor): vendor is Vendor & { id: string } => vendor.id === selectedId) ?? null) : null;

  let detail = null;
  if (view === "create") {
    const name = searchParams.get("name") ?? undefined;
    detail = <VendorForm key={`new-${name ?? ""}`} vendor={null} name={name} lastResult={resultOf(actionData, "create")} cancelTo={href({ new: null, name: null })} action={formAction} />;
  } else if (selected) {
    detail = (
      <RowKeptWhileTyping row={selected}>
        {(vendor) => (
          <VendorForm
            key={`${vendor.id}-${vendor.version}`}
            vendor={vendor}
            lastResult={resultOf(actionData, "update")}
            cancelTo={href({ item: null })}
            action={formAction}
            deleteErrors={formErrorsOf(actionData, "delete")}
          />
        )}
      </RowKeptWhileTyping>
    );
  } else if (selectedId && vendors) {
    detail = <ErrorBanner message={t("error.notFound")} />;
  }

  return (
    <MasterDetail
      title={t("vendors.title")}
      subtitle={t("vendors.subtitle")}
      create={{ label: t("vendors.create"), to: href({ new: "", name: null, item: null }) }}
      error={vendors ? undefined : <LoadFailedBanner message={t("vendors.loadFailed")} />}
      search={<SearchBox label={t("vendors.searchLabel")} placeholder={t("vendors.searchPlaceholder")} value={query} onChange={setQuery} />}
      view={view}
      listLabel={t("vendors.listLabel")}
      emptyMessage={!vendors ? null : vendors.length === 0 ? t("vendors.empty") : shown.length === 0 ? t("vendors.noMatches") : null}
      list={
        <VendorRows
          vendors={shown}
          selectedId={selectedId}
          hrefFor={(vendor) => (vendor.id ? href({ item: vendor.id, new: null, name: null }) : href({ new: "", name: vendor.name, item: null }))}
          label={t("vendors.listLabel")}
        />
      }
      detail={detail}
      backTo={href({ item: null, new: null, name: null })}
    />
  );
}
