import { useNavigation } from "react-router";

/**
 * The intent of the form being sent now, or whose answer the page is still loading: its buttons
 * stay busy until the page shows the saved row and its new version. A button free again while the
 * page still held the old version let a second click save twice (a second new row), or refuse the
 * person's own save as someone else's (409).
 */
export function useSentIntent(): string | null {
  const navigation = useNavigation();
  if (navigation.state === "idle") return null;
  const intent = navigation.formData?.get("intent");
  return typeof intent === "string" ? intent : null;
}

/** Whether the form whose submit button is `intent` is being sent or its answer loaded (its button says 'Saving…'). */
export function usePendingIntent(intent: string): boolean {
  return useSentIntent() === intent;
}
