/**
 * The core English texts: the shell's, and those several pages share (the menu's, the contact
 * links', the opening hours'). Every page's script carries them, so a text of one page lives in
 * that page's catalogue instead (home-messages.ts, about-messages.ts …), as a feature's texts live
 * beside the feature: a `*-messages.ts` file made with defineMessages, which reaches only the pages
 * that import it. The brief's texts are used word for word. Every key here must exist in tr.ts:
 * the `CoreMessages` type makes a missing Turkish text a type error. `{name}` marks a value filled
 * in by `t(key, { name })`.
 */
export const en = {
  "site.skipToContent": "Skip to content",
  "site.unexpectedError": "Unexpected Application Error!",
  "site.unexpectedErrorHelp": "Something went wrong on our side. Please try again in a moment.",
  "site.offlineTitle": "No connection",
  "site.offlineNotKept": "This page is not kept on this device yet. It opens once you are connected again.",
  "site.tryAgain": "Try Again",
  "site.errorReference": "If you tell us about it, quote this reference: {id}",
  "site.goHome": "Go to Home",
  "site.formUnreadable": "The form could not be read.",
  "site.formUnreadableHelp": "Reload the page and send it again.",
  "site.notFoundTitle": "Page Not Found",
  "site.notFoundDescription": "The page you're looking for doesn't exist or has moved.",

  "nav.label": "Main navigation",
  "nav.home": "Home",
  "nav.about": "About",
  "nav.menu": "Menu",
  "nav.events": "Events",
  "nav.contact": "Contact",
  "nav.openDrawer": "Open navigation",
  "nav.closeDrawer": "Close navigation",
  "nav.switchLanguage": "Türkçeye geç",
  "nav.homeLink": "{name}, home page",

  "footer.address": "Address",
  "footer.phone": "Phone",
  "footer.followUs": "Follow us",
  "footer.copyright": "© {year} {name}. All rights reserved.",
  "footer.poweredBy": "powered by potato",

  "contact.instagram": "Instagram",
  "contact.whatsapp": "WhatsApp",
  "contact.maps": "Maps",
  "contact.email": "Email",

  "home.description": "A potato kitchen in Istanbul: kumpir, rösti, gratins and bowls, with drinks to match.",

  "menu.title": "Menu",
  "menu.description": "Our full menu with prices: potato bowls, breakfast, tapas, desserts and drinks.",
  "menu.empty": "No menu items available. Please try again later.",
  "menu.offlineNotice": "You are seeing our saved menu; prices may have changed.",

  "contact.title": "Contact",
  "contact.description": "Address, phone numbers, WhatsApp and opening hours.",
  "contact.visitUs": "Visit us",
  "contact.location": "Location",
  "contact.hours": "Opening hours",
  "contact.viewOnMaps": "View on maps",

  "hours.monday": "Monday",
  "hours.tuesday": "Tuesday",
  "hours.wednesday": "Wednesday",
  "hours.thursday": "Thursday",
  "hours.friday": "Friday",
  "hours.saturday": "Saturday",
  "hours.sunday": "Sunday",
  "hours.dayRange": "{from}–{to}",
  "hours.interval": "{opens}–{closes}",
  "hours.closed": "Closed",

  // The shell as a signed-in person sees it (back-office links, signing out): the header is on
  // every page, so these stay here; the back-office pages' own texts do not.
  "nav.signOut": "Sign Out",
  "nav.tonight": "Tonight",
  "nav.inventory": "Inventory",
  "nav.shoppingLists": "Shopping Lists",
  "nav.vendors": "Vendors",
  "nav.recipes": "Recipes",
  "nav.viewMenu": "View Menu",
  "nav.admin": "Admin",
  "nav.eventsManager": "Events Manager",

  "menu.categories": "Menu categories",
  "menu.loadError": "Menu load error: An error occurred while loading the menu. Please refresh the page and try again.",
  "menu.attempt": "Attempt {count}",
  "menu.loading": "Loading the menu...",
  "menu.timeout": "Loading timed out. Please check your connection.",
} as const;

export type CoreMessageKey = keyof typeof en;
export type CoreMessages = Record<CoreMessageKey, string>;
