import { useState } from "react";
import { Form, Link } from "react-router";
import { useLanguage, useT } from "~/i18n/language-context";
import { localize } from "~/i18n/localize";
import { formatPrice } from "~/lib/money";
import { ConfirmDialog } from "~/ui/confirm-dialog";
import type { ManagedCategory, ManagedMenuItem } from "../menu-management";
import { menuManagementScreenMessages } from "../menu-management-texts";

interface Target {
  kind: "item" | "category";
  id: string;
  version: number;
}

/** Activate/Deactivate: a small form posting the state asked for. */
function ToggleForm({ target, isActive, action, describedBy }: { target: Target; isActive: boolean; action: string; describedBy: string }) {
  const t = useT(menuManagementScreenMessages);
  return (
    <Form method="post" action={action} className="row-form" preventScrollReset>
      <input type="hidden" name="id" value={target.id} />
      <input type="hidden" name="version" value={target.version} />
      <input type="hidden" name="isActive" value={isActive ? "false" : "true"} />
      <button type="submit" name="intent" value={target.kind === "item" ? "toggleItem" : "toggleCategory"} className="button button-small" aria-describedby={describedBy}>
        {isActive ? t("menuManagement.deactivate") : t("menuManagement.activate")}
      </button>
    </Form>
  );
}

/** The brief's confirmation before a delete, posting the delete of the row it was opened for. */
function DeleteConfirm({ target, action, onDone }: { target: Target | null; action: string; onDone: () => void }) {
  const t = useT(menuManagementScreenMessages);
  return (
    <ConfirmDialog
      open={target !== null}
      message={target?.kind === "category" ? t("menuManagement.deleteCategoryConfirm") : t("menuManagement.deleteItemConfirm")}
      onCancel={onDone}
      form={(buttons) => (
        <Form method="post" action={action} onSubmit={onDone} preventScrollReset>
          <input type="hidden" name="id" value={target?.id ?? ""} />
          <input type="hidden" name="version" value={target?.version ?? ""} />
          {buttons}
        </Form>
      )}
      confirm={
        <button type="submit" name="intent" value={target?.kind === "category" ? "deleteCategory" : "deleteItem"} className="button button-danger">
          {t("backOffice.delete")}
        </button>
      }
    />
  );
}

function ActiveBadge({ isActive }: { isActive: boolean }) {
  const t = useT(menuManagementScreenMessages);
  return <span className={`badge ${isActive ? "badge-active" : "badge-inactive"}`}>{isActive ? t("menuManagement.active") : t("menuManagement.inactive")}</span>;
}

export interface MenuItemsListProps {
  categories: ManagedCategory[];
  items: ManagedMenuItem[];
  editHref: (id: string) => string;
  addHref: (categoryId: string) => string;
  action: string;
}

/** The Menu Items tab: every item by category, with its names, price, thumbnail and state. */
export function MenuItemsList({ categories, items, editHref, addHref, action }: MenuItemsListProps) {
  const t = useT(menuManagementScreenMessages);
  const language = useLanguage();
  const [deleting, setDeleting] = useState<Target | null>(null);
  const byCategory = new Map<string, ManagedMenuItem[]>();
  for (const item of items) {
    const own = byCategory.get(item.categoryId);
    if (own) own.push(item);
    else byCategory.set(item.categoryId, [item]);
  }
  return (
    <>
      {categories.map((category) => {
        const headingId = `items-of-${category.id}`;
        const own = byCategory.get(category.id) ?? [];
        return (
          <section key={category.id} className="menu-admin-category" aria-labelledby={headingId}>
            <header className="menu-admin-category-header">
              <h3 id={headingId}>
                <span lang="tr">{category.name.tr}</span> / <span lang="en">{category.name.en}</span>
              </h3>
              {!category.isActive && <ActiveBadge isActive={false} />}
              <Link to={addHref(category.id)} className="button button-small" aria-describedby={headingId} preventScrollReset>
                {t("menuManagement.addItem")}
              </Link>
            </header>
            {own.length === 0 ? (
              <p className="empty-state">{t("menuManagement.emptyCategory")}</p>
            ) : (
              <ul className="menu-admin-rows" aria-label={t("menuManagement.itemsOf", { name: localize(category.name, language) })}>
                {own.map((item) => {
                  const nameId = `item-${item.id}-name`;
                  return (
                    <li key={item.id} className="menu-admin-row">
                      {item.image ? (
                        <img className="menu-admin-thumb" src={item.image} alt="" width={48} height={48} loading="lazy" />
                      ) : (
                        <span className="menu-admin-thumb menu-admin-thumb-none" aria-hidden="true" />
                      )}
                      <div className="menu-admin-names" id={nameId}>
                        <span lang="tr">{item.name.tr}</span>
                        <span lang="en" className="menu-admin-name-en">
                          {item.name.en}
                        </span>
                      </div>
                      <span className="menu-admin-price">{formatPrice(item.priceKurus, language)}</span>
                      <ActiveBadge isActive={item.isActive} />
                      <div className="menu-admin-actions">
                        <Link to={editHref(item.id)} className="button button-small" aria-describedby={nameId} preventScrollReset>
                          {t("menuManagement.edit")}
                        </Link>
                        <ToggleForm target={{ kind: "item", id: item.id, version: item.version }} isActive={item.isActive} action={action} describedBy={nameId} />
                        <button
                          type="button"
                          className="button button-small button-danger"
                          aria-describedby={nameId}
                          onClick={() => setDeleting({ kind: "item", id: item.id, version: item.version })}
                        >
                          {t("backOffice.delete")}
                        </button>
                      </div>
                    </li>
                  );
                })}
              </ul>
            )}
          </section>
        );
      })}
      <DeleteConfirm target={deleting} action={action} onDone={() => setDeleting(null)} />
    </>
  );
}

export interface CategoriesListProps {
  categories: ManagedCategory[];
  itemCounts: ReadonlyMap<string, number>;
  editHref: (id: string) => string;
  action: string;
}

/** The Categories tab: names in both languages, how many items, state, Edit, Activate/Deactivate, Delete. */
export function CategoriesList({ categories, itemCounts, editHref, action }: CategoriesListProps) {
  const t = useT(menuManagementScreenMessages);
  const [deleting, setDeleting] = useState<Target | null>(null);
  return (
    <>
      <ul className="menu-admin-rows" aria-label={t("menuManagement.categoriesList")}>
        {categories.map((category) => {
          const nameId = `category-${category.id}-name`;
          return (
            <li key={category.id} className="menu-admin-row menu-admin-category-row">
              <div className="menu-admin-names" id={nameId}>
                <span lang="tr">{category.name.tr}</span>
                <span lang="en" className="menu-admin-name-en">
                  {category.name.en}
                </span>
              </div>
              <span className="menu-admin-count">{t("menuManagement.itemCount", { n: itemCounts.get(category.id) ?? 0 })}</span>
              <ActiveBadge isActive={category.isActive} />
              <div className="menu-admin-actions">
                <Link to={editHref(category.id)} className="button button-small" aria-describedby={nameId} preventScrollReset>
                  {t("menuManagement.edit")}
                </Link>
                <ToggleForm target={{ kind: "category", id: category.id, version: category.version }} isActive={category.isActive} action={action} describedBy={nameId} />
                <button
                  type="button"
                  className="button button-small button-danger"
                  aria-describedby={nameId}
                  onClick={() => setDeleting({ kind: "category", id: category.id, version: category.version })}
                >
                  {t("backOffice.delete")}
                </button>
              </div>
            </li>
          );
        })}
      </ul>
      <DeleteConfirm target={deleting} action={action} onDone={() => setDeleting(null)} />
    </>
  );
}
