import { createContext, useCallback, useContext, useEffect, useEffectEvent, useLayoutEffect, useRef, useState, type ReactNode } from "react";
import { Form, useActionData, useLocation, useNavigation, type FetcherWithComponents } from "react-router";
import { SIGN_IN_PATH } from "~/lib/sign-in-path";
import { useLanguage, useT } from "~/i18n/language-context";
import { backOfficeMessages, ERROR_MESSAGE } from "./back-office-messages";
import { useDescribeMessage } from "./use-describe-message";
import { controlsIn } from "./use-focus-kept-in-place";
import { isRefusal, refusalReason, refusalStatusKey, writeStatusKey } from "./write-status";

/**
 * The word after every back-office write (docs/decisions/0029-a-word-after-every-write.md): one
 * message near the foot of the screen ('Kaydedildi'), above the sticky bars, read out by screen
 * readers through a polite live region that is on the page before any message is put in it.
 */

/** A write the person can take back from the message: a form posting `intent` with `fields` to `action`. */
export interface UndoOffer {
  action: string;
  intent: string;
  fields: Record<string, string>;
  /**
   * The id of what takes the focus once the write is taken back (the row put back, or a heading
   * around its link): the Undo button goes with its message, and the focus would be left on the page.
   */
  focusAfter?: string;
}

export interface StatusMessage {
  text: string;
  undo?: UndoOffer;
  /** A write refused ('Not saved. …'): it stays, as one with an undo does, so the reason is not missed. */
  refused?: boolean;
  /**
   * Refused because the session ended while the page stayed open: a link signs in again in a new
   * tab, so this one keeps the form and its typing, to be saved again once signed in.
   */
  signInAgain?: boolean;
}

type Show = (message: StatusMessage) => void;

const ShowStatusContext = createContext<Show | null>(null);

/**
 * How long a word on a saved write stays on screen; one with an undo, or a refusal's, stays until
 * closed, replaced or the screen changes.
 */
const SHOWN_FOR_MS = 6000;

/** Holds the back office's one status message and draws it; around every staff screen (app/routes/back-office.tsx). */
export function StatusMessageProvider({ children }: { children: ReactNode }) {
  const [message, setMessage] = useState<(StatusMessage & { serial: number }) | null>(null);
  const serial = useRef(0);
  const { pathname } = useLocation();
  // An Undo pressed: where the focus goes once its write is done, and said so ('Restored').
  const focusAfterUndo = useRef<string | null>(null);

  const show = useCallback<Show>((next) => {
    serial.current += 1;
    const current = serial.current;
    // Emptied first, so the same words twice in a row ('Kaydedildi' after 'Kaydedildi') are read out again.
    setMessage(null);
    const focusAfter = focusAfterUndo.current;
    focusAfterUndo.current = null;
    requestAnimationFrame(() => {
      setMessage({ ...next, serial: current });
      // Only where nothing else took the focus meanwhile (the Undo button left it on the page).
      const focused = document.activeElement;
      if (focusAfter === null || next.refused || (focused !== null && focused !== document.body)) return;
      const target = document.getElementById(focusAfter);
      if (target) controlsIn(target)[0]?.focus();
    });
  }, []);

  useEffect(() => {
    if (!message || message.undo || message.refused) return;
    const timer = window.setTimeout(() => setMessage((shown) => (shown?.serial === message.serial ? null : shown)), SHOWN_FOR_MS);
    return () => window.clearTimeout(timer);
  }, [message]);

  // Another screen: the message was about the one left behind.
  useEffect(() => setMessage(null), [pathname]);

  return (
    <ShowStatusContext.Provider value={show}>
      {children}
      <StatusMessageRegion
        message={message}
        onDismiss={() => setMessage(null)}
        onUndo={(undo) => {
          focusAfterUndo.current = undo.focusAfter ?? null;
          setMessage(null);
        }}
      />
    </ShowStatusContext.Provider>
  );
}

/** The room a shown message takes at the foot of the screen, for the page's CSS (`--status-message-room`). */
const ROOM_PROPERTY = "--status-message-room";

function StatusMessageRegion({ message, onDismiss, onUndo }: { message: StatusMessage | null; onDismiss: () => void; onUndo: (undo: UndoOffer) => void }) {
  const t = useT(backOfficeMessages);
  const language = useLanguage();
  const region = useRef<HTMLDivElement>(null);
  const shown = message !== null;
  // A message that stays (a refusal, an undo) would otherwise hide what is under it for good, such as
  // the Save button at the foot of a form at the page's end: the page gets as much room at its foot,
  // and what the focus brings into view stops above the message (back-office.css).
  useLayoutEffect(() => {
    const element = region.current;
    const root = document.documentElement;
    if (!shown || !element) return;
    const measure = () => root.style.setProperty(ROOM_PROPERTY, `${Math.ceil(window.innerHeight - element.getBoundingClientRect().top) + 8}px`);
    measure();
    const observer = new ResizeObserver(measure);
    observer.observe(element);
    window.addEventListener("resize", measure);
    return () => {
      observer.disconnect();
      window.removeEventListener("resize", measure);
      root.style.removeProperty(ROOM_PROPERTY);
    };
  }, [shown]);
  return (
    <div ref={region} className="status-message" data-shown={shown ? "true" : undefined}>
      {/* Always in the page, so that putting words in it is announced. */}
      <p className="status-message-text" role="status" aria-live="polite">
        {message?.text ?? ""}
      </p>
      {message?.undo && (
        <Form method="post" action={message.undo.action} preventScrollReset onSubmit={() => message.undo && onUndo(message.undo)}>
          {Object.entries(message.undo.fields).map(([name, value]) => (
            <input key={name} type="hidden" name={name} value={value} />
          ))}
          <button type="submit" name="intent" value={message.undo.intent} className="button button-small">
            {t("backOffice.undo")}
          </button>
        </Form>
      )}
      {message?.signInAgain && (
        <a href={`${SIGN_IN_PATH}?lang=${language}`} target="_blank" rel="noopener" className="button button-small">
          {t("backOffice.signInAgain")}
        </a>
      )}
      {message && (
        <button type="button" className="status-message-dismiss" onClick={onDismiss} aria-label={t("backOffice.dismissStatus")}>
          ×
        </button>
      )}
    </div>
  );
}

/** Shows a status message; nothing outside a staff screen. */
export function useShowStatus(): Show {
  return useContext(ShowStatusContext) ?? ignore;
}

function ignore() {}

export interface AnnounceOptions {
  /**
   * Words for an intent other than the shared ones ('Settings saved. Guests see them from their next
   * page.'), or words made from the form that was sent ('Kumpir is sold out tonight.'), or null for an
   * intent whose screen says it itself (a saved row it names and brings into view).
   */
  messages?: Record<string, string | null | ((sent: FormData) => string | null)>;
  /** For an intent the screen can take back, the undo to offer, from the form that was sent. */
  undo?: Record<string, (sent: FormData) => UndoOffer | null>;
}

/**
 * Says how each write of a screen's forms went, once its answer is in: the screen's route calls it
 * once. An accepted write, whether the action redirected or answered with data, shows its word; a
 * refused one says so ('Not saved.') with its reason, wherever the person has scrolled to, while
 * its form shows the reason next to the fields.
 */
export function useAnnounceWrites(options: AnnounceOptions = {}) {
  const navigation = useNavigation();
  const reply = useActionData();
  useAnnounceSubmission(navigation.state, navigation.formMethod, navigation.formData, reply, options);
}

/** The same for a write sent through a fetcher (a drag's new order, a user's role). */
export function useAnnounceFetcher(fetcher: Pick<FetcherWithComponents<unknown>, "state" | "formMethod" | "formData" | "data">, options: AnnounceOptions = {}) {
  useAnnounceSubmission(fetcher.state, fetcher.formMethod, fetcher.formData, fetcher.data, options);
}

function useAnnounceSubmission(state: "idle" | "submitting" | "loading", method: string | undefined, formData: FormData | undefined, reply: unknown, options: AnnounceOptions) {
  const show = useShowStatus();
  const t = useT(backOfficeMessages);
  const pending = useRef<FormData | null>(null);
  // A reason the back office's own texts say ('This was changed by someone else…'); a screen's own
  // reason is said by its form ('The form says why.'), and fields' messages next to them.
  const describe = useDescribeMessage(backOfficeMessages, "backOffice.refusedInForm");
  const refusalWords = (reason: ReturnType<typeof refusalReason>) => (reason === "fields" ? t("error.invalid") : describe(reason.form));
  const announce = useEffectEvent((sent: FormData) => {
    const intent = sent.get("intent");
    if (typeof intent !== "string") return;
    // After a redirect there is no reply; otherwise the reply is this write's.
    if (isRefusal(reply)) {
      const reason = refusalReason(reply);
      const signInAgain = reason !== "fields" && reason.form === ERROR_MESSAGE.unauthenticated;
      show({ text: `${t(refusalStatusKey(intent))} ${refusalWords(reason)}`, refused: true, signInAgain });
      return;
    }
    const key = writeStatusKey(intent);
    const own = options.messages && Object.hasOwn(options.messages, intent) ? options.messages[intent] : undefined;
    const text = own === undefined ? (key ? t(key) : null) : typeof own === "function" ? own(sent) : own;
    if (!text) return;
    const undo = options.undo?.[intent]?.(sent) ?? undefined;
    show(undo ? { text, undo } : { text });
  });

  useEffect(() => {
    // Submitting, or already loading after the action answered: whichever of the two is drawn
    // first holds the sent form (app/entry.client.tsx has the router draw both).
    if (state !== "idle" && method?.toUpperCase() === "POST" && formData) {
      pending.current = formData;
    } else if (state === "idle" && pending.current) {
      const sent = pending.current;
      pending.current = null;
      announce(sent);
    }
  }, [state, method, formData, reply]);
}
