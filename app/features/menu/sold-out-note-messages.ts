import { defineMessages } from "~/i18n/messages/define-messages";

/**
 * What a sold-out dish says to guests (docs/decisions/0034-sold-out.md), on the menu and on its own
 * page: a catalogue of its own, so that pages without dishes do not carry it.
 */
export const soldOutNoteMessages = defineMessages(
  {
    "menu.soldOut": "Sold out today",
    "menu.soldOutIndefinitely": "Currently unavailable",
  },
  {
    "menu.soldOut": "Bugün tükendi",
    "menu.soldOutIndefinitely": "Şu an mevcut değil",
  },
);
