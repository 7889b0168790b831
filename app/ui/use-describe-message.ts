import type { FeatureMessages } from "~/i18n/messages/define-messages";
import { describeMessage, type MessageRef } from "~/i18n/message-ref";
import { useT } from "~/i18n/language-context";

/**
 * Puts a screen's message references (a field's errors, a refusal) into words in the page's
 * language, from the screen's catalogue. A reference the catalogue does not know reads as
 * `fallbackKey`, never as a raw key.
 */
export function useDescribeMessage<Key extends string>(messages: FeatureMessages<Key>, fallbackKey: NoInfer<Key>): (ref: MessageRef) => string {
  const t = useT(messages);
  const known = (key: string): key is Key => Object.hasOwn(messages.en, key);
  return (ref) => describeMessage(t, known, ref, fallbackKey);
}
