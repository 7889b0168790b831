/**
 * The core English texts: the shell and the public pages, which every page's script carries. The
 * brief's texts are used word for word. Every key here must exist in tr.ts: the `CoreMessages` type
 * makes a missing Turkish text a type error. A feature's texts live beside the feature, in a
 * `*-messages.ts` file made with defineMessages, and reach only the pages that import it.
 * `{name}` marks a value filled in by `t(key, { name })`.
 */
export const en = {
  "site.skipToContent": "Skip to content",
  "site.loading": "Loading...",
  "site.unexpectedError": "Unexpected Application Error!",
  "site.unexpectedErrorHelp": "Something went wrong on our side. Please try again in a moment.",
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
  "nav.switchLanguage": "Türkçe'ye geç",
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

  "home.title": "Potatoes, done properly",
  "home.description": "A potato kitchen in Istanbul: kumpir, rösti, gratins and bowls, with drinks to match.",
  "home.intro1":
    "We cook one humble ingredient in every way we love: baked, crushed, fried, layered and stuffed, from breakfast until late.",
  "home.intro2":
    "Everything is made in our kitchen from potatoes we choose ourselves, with Turkish cheeses, fresh herbs and sauces of our own.",
  "home.menuButton": "Menu",
  "home.aboutButton": "About",

  "about.title": "About us",
  "about.description": "The story of our potato kitchen in Istanbul.",
  "about.story1":
    "It started with a kumpir cart and a question: what if potatoes were the whole point, not the side? Today our kitchen turns them into breakfasts, bowls, tapas and desserts.",
  "about.story2":
    "We buy from farmers we know, bake every potato to order and make our sauces daily. Come hungry, stay for a drink, and tell us which potato you liked best.",
  "about.imageAlt": "Our dining room with wooden tables and warm light",

  "menu.title": "Menu",
  "menu.description": "Our full menu with prices: potato bowls, breakfast, tapas, desserts and drinks.",
  "menu.empty": "No menu items available. Please try again later.",
  "menu.offlineNotice": "You are seeing our saved menu; prices may have changed.",

  "events.title": "Events",
  "events.description": "Live music, tastings and nights at our potato kitchen.",
  "events.intro": "Live music, tastings and special nights. Follow what's coming up.",
  "events.empty": "No events scheduled at the moment. Check back soon for updates!",

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

  // The shell as a signed-in person sees it (role names, back-office links, signing out): the
  // header is on every page, so these stay here; the back-office pages' own texts do not.
  "role.admin": "Admin",
  "role.staff": "Staff",
  "role.pending": "Pending",

  "nav.signOut": "Sign Out",
  "nav.tonight": "Tonight",
  "nav.inventory": "Inventory",
  "nav.shoppingLists": "Shopping Lists",
  "nav.vendors": "Vendors",
  "nav.recipes": "Recipes",
  "nav.viewMenu": "View Menu",
  "nav.admin": "Admin",
  "nav.eventsManager": "Events Manager",

  "menuItem.notFoundTitle": "Item Not Found",
  "menuItem.notFoundText": "The menu item you're looking for doesn't exist.",
  "menuItem.unavailableTitle": "This dish cannot be shown right now",
  "menuItem.unavailableText": "Our menu could not be read just now. The saved menu is still there; please try this dish again in a moment.",
  "menuItem.back": "Back to menu",
  "menu.categories": "Menu categories",
  "home.instagramTitle": "From our Instagram",
  "home.instagramFollow": "Follow us on Instagram",
  "home.caption1": "Fresh out of the oven: our kumpir, split open and loaded with butter, kaşar and everything you love.",
  "home.caption2": "Sunday breakfast, potato style: crispy rösti, eggs from the village and endless tea.",
  "home.caption3": "Golden hour in Moda with a bowl of truffle fries. See you tonight!",
  "events.error": "Failed to load events",
  "events.reservationsTitle": "Reservations and information",
  "events.reservationsText": "To book a table for an event or to ask about one, call us:",
  "menu.loadError": "Menu load error: An error occurred while loading the menu. Please refresh the page and try again.",
  "menu.attempt": "Attempt {count}",
  "menu.loading": "Loading the menu...",
  "menu.timeout": "Loading timed out. Please check your connection.",
} as const;

export type CoreMessageKey = keyof typeof en;
export type CoreMessages = Record<CoreMessageKey, string>;
