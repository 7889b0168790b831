import { useNavigation } from "react-router";

/** Whether the form whose submit button is `intent` is being sent now (its button says 'Saving…'). */
export function usePendingIntent(intent: string): boolean {
  const navigation = useNavigation();
  return navigation.state === "submitting" && navigation.formData?.get("intent") === intent;
}
