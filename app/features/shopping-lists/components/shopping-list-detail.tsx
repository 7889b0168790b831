import { getFormProps, getInputProps } from "@conform-to/react";
import { useEffect, useRef, useState } from "react";
import { Form, Link, useFetcher } from "react-router";
import { useSentIntent } from "~/ui/use-pending-intent";
import { useLanguage, useT } from "~/i18n/language-context";
import { formatDateTime } from "~/lib/dates";
import { formatPhoneNumber } from "~/lib/phone";
import { formatCost, hasPrice } from "~/lib/money";
import { formatQuantity, totalCostKurus } from "~/lib/quantity";
import type { FormReply } from "~/ui/form-reply";
import { DeleteDialog } from "~/ui/delete-dialog";
import { FieldError, FormErrors } from "~/ui/field-error";
import { busySubmit } from "~/ui/form-fields";
import { Modal } from "~/ui/modal";
import { useBackOfficeForm } from "~/ui/use-back-office-form";
import { useDescribeMessage } from "~/ui/use-describe-message";
import { shoppingListMessage } from "../shopping-list-message";
import { chatAddressNumber, openedMessageOf, sendSchema, sentBeforeChangeOf, type OpenedMessage, type SentBeforeChange, type ShoppingList } from "../shopping-lists";
import { shoppingListsScreenMessages } from "../shopping-lists-texts";
import { StatusBadge } from "./shopping-list-rows";
import { unitLabel } from "~/lib/units";

export interface ShoppingListDetailProps {
  list: ShoppingList;
  restaurantName: string;
  /** The vendor's WhatsApp number (E.164), which the WhatsApp box starts with; null: the box starts empty. */
  vendorNumber: string | null;
  action: string;
  editTo: string;
  /** The address of another list: the draft a send kept changes apart in. */
  hrefFor: (id: string) => string;
  /** Why the last action on this list (delete, complete) was refused (message references). */
  errors: string[] | undefined;
}

/** A list: vendor, status, total and lines; its actions; the WhatsApp box with the message preview. */
export function ShoppingListDetail({ list, restaurantName, vendorNumber, action, editTo, hrefFor, errors }: ShoppingListDetailProps) {
  const t = useT(shoppingListsScreenMessages);
  const language = useLanguage();
  const describe = useDescribeMessage(shoppingListsScreenMessages, "backOffice.invalidValue");
  const [confirming, setConfirming] = useState(false);
  const [sending, setSending] = useState(false);
  const busy = useSentIntent();
  const total = totalCostKurus(list.lines);
  // A price of 0 is no price yet (as in costing): the total cannot count those lines.
  const unpriced = list.lines.filter((line) => !hasPrice(line)).map((line) => line.name ?? t("shoppingLists.deletedItem"));

  return (
    <div className="detail-card">
      <h2>{list.name}</h2>
      <dl className="facts">
        <div>
          <dt>{t("shoppingLists.vendor")}</dt>
          <dd>{list.vendor}</dd>
        </div>
        <div>
          <dt>{t("shoppingLists.status")}</dt>
          <dd>
            <StatusBadge status={list.status} />
          </dd>
        </div>
        <div>
          <dt>{t("shoppingLists.totalCost")}</dt>
          <dd>{formatCost(total, language)}</dd>
        </div>
      </dl>
      {unpriced.length > 0 && (
        <p className="form-note">{t("shoppingLists.totalLeavesOut", { items: new Intl.ListFormat(language, { type: "conjunction" }).format(unpriced) })}</p>
      )}
      {list.sentAt && list.sentTo && <p className="form-note">{t("shoppingLists.sentOn", { date: formatDateTime(list.sentAt, language), number: formatPhoneNumber(list.sentTo) })}</p>}
      {list.completedAt && <p className="form-note">{t("shoppingLists.completedOn", { date: formatDateTime(list.completedAt, language) })}</p>}
      <FormErrors id={`list-${list.id}-errors`} errors={errors} describe={describe} />
      {list.movedAway.length > 0 && (
        <p className="notice">
          {t("shoppingLists.movedAway", {
            items: new Intl.ListFormat(language, { type: "conjunction" }).format(list.movedAway.map((item) => t("shoppingLists.movedAwayItem", { name: item.name, vendor: item.vendor }))),
          })}
        </p>
      )}
      <table className="data-table lines-table">
        <thead>
          <tr>
            <th scope="col">{t("shoppingLists.columnItem")}</th>
            <th scope="col">{t("shoppingLists.columnQuantity")}</th>
            <th scope="col">{t("shoppingLists.columnUnit")}</th>
            <th scope="col">{t("shoppingLists.columnCost")}</th>
          </tr>
        </thead>
        <tbody>
          {list.lines.map((line) => (
            <tr key={line.id}>
              <td>{line.name ?? t("shoppingLists.deletedItem")}</td>
              <td>{formatQuantity(line.quantityMilli, language)}</td>
              <td>{unitLabel(line.unit, language)}</td>
              {hasPrice(line) ? <td>{formatCost(totalCostKurus([line]), language)}</td> : <td className="lines-no-price">{t("shoppingLists.noPriceYet")}</td>}
            </tr>
          ))}
        </tbody>
      </table>
      <div className="form-actions">
        {list.status === "draft" && (
          <Link to={editTo} className="button">
            {t("shoppingLists.edit")}
          </Link>
        )}
        <button type="button" className="button button-primary" disabled={list.lines.length === 0} onClick={() => setSending(true)}>
          {list.status === "draft" ? t("shoppingLists.sendWhatsApp") : t("shoppingLists.sendAgain")}
        </button>
        {list.status === "sent" && (
          <Form method="post" action={action}>
            <input type="hidden" name="id" value={list.id} />
            <input type="hidden" name="version" value={list.version} />
            <button type="submit" name="intent" value="complete" className="button" {...busySubmit(busy === "complete")}>
              {t("shoppingLists.markCompleted")}
            </button>
          </Form>
        )}
        <button type="button" className="button button-danger" onClick={() => setConfirming(true)}>
          {t("shoppingLists.delete")}
        </button>
      </div>
      <SendDialog open={sending} onClose={() => setSending(false)} list={list} restaurantName={restaurantName} vendorNumber={vendorNumber} action={action} hrefFor={hrefFor} />
      <DeleteDialog row={confirming ? list : null} message={t("shoppingLists.deleteConfirm")} action={action} onClose={() => setConfirming(false)} />
    </div>
  );
}

/** Where the WhatsApp box is: the number and the message; the question whether it went; done. */
type SendStage = "number" | "asking" | "sent";

interface SendDialogProps {
  open: boolean;
  onClose: () => void;
  list: ShoppingList;
  restaurantName: string;
  vendorNumber: string | null;
  action: string;
  hrefFor: (id: string) => string;
}

/**
 * The WhatsApp box. Send opens WhatsApp with the message and writes nothing; the box then asks
 * whether the message went. Only 'Yes' marks the list sent, after which the box offers Close; 'No'
 * leaves the list as it was, back at the number. 'Yes' carries the version the message was opened
 * at: if the list was changed since, the send is recorded as the message said, and the box says so,
 * with what differs and the new draft that keeps the changes.
 */
function SendDialog({ open, onClose, list, restaurantName, vendorNumber, action, hrefFor }: SendDialogProps) {
  const t = useT(shoppingListsScreenMessages);
  const describe = useDescribeMessage(shoppingListsScreenMessages, "backOffice.invalidValue");
  const fetcher = useFetcher<FormReply>({ key: `send-${list.id}` });
  const reply = fetcher.state === "idle" ? fetcher.data : undefined;
  const [stage, setStage] = useState<SendStage>("number");
  const [declined, setDeclined] = useState(false);
  // WhatsApp's address as opened, and the list's version its message was made at.
  const [opened, setOpened] = useState<{ url: string; message: OpenedMessage | null } | null>(null);
  const [changedSince, setChangedSince] = useState<SentBeforeChange | null>(null);
  const question = useRef<HTMLHeadingElement>(null);
  const closeButton = useRef<HTMLButtonElement>(null);
  const notMarked = useRef<HTMLParagraphElement>(null);
  const [form, fields] = useBackOfficeForm(sendSchema, {
    id: `send-${list.id}-v${list.version}`,
    lastResult: reply?.intent === "openWhatsApp" ? reply.result : undefined,
    defaultValue: { phone: vendorNumber ? formatPhoneNumber(vendorNumber) : "" },
  });
  // What a sent list sends again is the message it was sent with; a draft's is made now.
  const preview =
    list.sentMessage ??
    shoppingListMessage({
      restaurantName,
      vendor: list.vendor,
      date: new Date().toISOString(),
      lines: list.lines.map((line) => ({ name: line.name ?? "", unit: line.unit, priceKurus: line.priceKurus, quantityMilli: line.quantityMilli })),
    });

  useEffect(() => {
    const data = fetcher.data;
    if (data?.intent === "openWhatsApp" && data.url) {
      // Opened right after the person's click on Send (the browser allows a new tab then).
      window.open(data.url, "_blank", "noopener,noreferrer");
      setOpened({ url: data.url, message: openedMessageOf(data) });
      setDeclined(false);
      setStage("asking");
    } else if (data?.intent === "confirmSent" && data.id) {
      setChangedSince(sentBeforeChangeOf(data));
      setStage("sent");
    }
  }, [fetcher.data]);

  // The button pressed is gone with its step: the focus goes to what the next step asks or says
  // ('No, not sent': that the list was not marked as sent, above the number to try again with).
  useEffect(() => {
    if (stage === "asking") question.current?.focus();
    if (stage === "sent") closeButton.current?.focus();
    if (stage === "number" && declined) notMarked.current?.focus();
  }, [stage, declined]);

  const close = () => {
    setStage("number");
    setDeclined(false);
    setChangedSince(null);
    onClose();
  };
  const busy = fetcher.state !== "idle" ? fetcher.formData?.get("intent") : null;

  return (
    <Modal open={open} title={t("shoppingLists.whatsAppTitle")} onClose={close}>
      {stage === "number" && (
        <fetcher.Form method="post" action={action} {...getFormProps(form)} className="stacked-form">
          <FormErrors id={form.errorId} errors={form.errors} describe={describe} />
          {declined && (
            <p role="status" ref={notMarked} tabIndex={-1}>
              {t("shoppingLists.notMarked")}
            </p>
          )}
          <input type="hidden" name="id" value={list.id} />
          <input type="hidden" name="version" value={list.version} />
          <div className="field">
            <label htmlFor={fields.phone.id}>{t("shoppingLists.phone")}</label>
            <input
              {...getInputProps(fields.phone, { type: "tel" })}
              placeholder="0532 111 22 33"
              inputMode="tel"
              autoComplete="off"
              data-autofocus
              aria-describedby={fields.phone.errors ? `${fields.phone.errorId} ${fields.phone.id}-help` : `${fields.phone.id}-help`}
            />
            <p className="form-note" id={`${fields.phone.id}-help`}>
              {t("shoppingLists.phoneHelp")}
            </p>
            <FieldError id={fields.phone.errorId} errors={fields.phone.errors} describe={describe} />
          </div>
          <div className="field">
            <span className="field-label" id={`${form.id}-preview`}>
              {t("shoppingLists.messagePreview")}
            </span>
            <pre className="message-preview" lang="tr" aria-labelledby={`${form.id}-preview`} tabIndex={0}>
              {preview}
            </pre>
          </div>
          <div className="form-actions">
            <button type="button" className="button" onClick={close}>
              {t("shoppingLists.cancel")}
            </button>
            <button type="submit" name="intent" value="openWhatsApp" className="button button-primary" {...busySubmit(busy !== null)}>
              {busy === "openWhatsApp" ? t("shoppingLists.opening") : t("shoppingLists.sendButton")}
            </button>
          </div>
        </fetcher.Form>
      )}
      {stage === "asking" && opened && (
        <fetcher.Form method="post" action={action} className="stacked-form" aria-labelledby={`send-${list.id}-question`}>
          <p>
            {t("shoppingLists.openedNotice")}{" "}
            <a href={opened.url} target="_blank" rel="noopener noreferrer">
              {t("shoppingLists.openWhatsApp")}
            </a>
          </p>
          <h3 id={`send-${list.id}-question`} ref={question} tabIndex={-1}>
            {t("shoppingLists.confirmQuestion")}
          </h3>
          <p className="form-note">{t("shoppingLists.confirmHelp")}</p>
          <FormErrors id={`send-${list.id}-confirm-errors`} errors={reply?.intent === "confirmSent" ? (reply.result.error?.[""] ?? undefined) : undefined} describe={describe} />
          <input type="hidden" name="id" value={list.id} />
          {/* The version the message was opened at, not the page's latest: the send recorded is the message that went. */}
          <input type="hidden" name="version" value={opened.message?.version ?? list.version} />
          {opened.message && <input type="hidden" name="openedAt" value={opened.message.at} />}
          <input type="hidden" name="phone" value={chatAddressNumber(opened.url)} />
          <div className="form-actions">
            <button
              type="button"
              className="button"
              onClick={() => {
                setDeclined(true);
                setStage("number");
              }}
            >
              {t("shoppingLists.confirmNo")}
            </button>
            <button type="submit" name="intent" value="confirmSent" className="button button-primary" {...busySubmit(busy !== null)}>
              {busy === "confirmSent" ? t("shoppingLists.confirming") : t("shoppingLists.confirmYes")}
            </button>
          </div>
        </fetcher.Form>
      )}
      {stage === "sent" && (
        <div className="stacked-form">
          {changedSince ? <ChangedSinceOpened changedSince={changedSince} hrefFor={hrefFor} /> : <p role="status">{t("shoppingLists.markedSent")}</p>}
          <div className="form-actions">
            <button type="button" className="button button-primary" ref={closeButton} onClick={close}>
              {t("shoppingLists.close")}
            </button>
          </div>
        </div>
      )}
    </Modal>
  );
}

/**
 * The list was changed after its message was opened, and the message went: it is recorded as sent
 * as the message said, and the changes wait in a new draft. Says so, with each item whose quantity
 * differs, and the way to that draft.
 */
function ChangedSinceOpened({ changedSince, hrefFor }: { changedSince: SentBeforeChange; hrefFor: (id: string) => string }) {
  const t = useT(shoppingListsScreenMessages);
  const language = useLanguage();
  const amount = (milli: number | null, unit: string, none: string) => (milli === null ? none : `${formatQuantity(milli, language)} ${unitLabel(unit, language)}`);
  return (
    <>
      <p role="status">{t("shoppingLists.sentBeforeChange")}</p>
      {changedSince.changes.length > 0 && (
        <table className="data-table lines-table">
          <caption>{t("shoppingLists.changesCaption")}</caption>
          <thead>
            <tr>
              <th scope="col">{t("shoppingLists.columnItem")}</th>
              <th scope="col">{t("shoppingLists.columnSent")}</th>
              <th scope="col">{t("shoppingLists.columnKept")}</th>
            </tr>
          </thead>
          <tbody>
            {changedSince.changes.map((change) => (
              <tr key={change.name}>
                <th scope="row">{change.name}</th>
                <td>{amount(change.sentMilli, change.unit, t("shoppingLists.notInMessage"))}</td>
                <td>{amount(change.keptMilli, change.unit, t("shoppingLists.takenOff"))}</td>
              </tr>
            ))}
          </tbody>
        </table>
      )}
      <p>{t("shoppingLists.changesKept", { name: changedSince.draftName })}</p>
      <p>
        <Link to={hrefFor(changedSince.draftId)}>{t("shoppingLists.openChangedDraft")}</Link>
      </p>
    </>
  );
}
