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
  "site.goHome": "Go to Home",
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

  "hours.mondayToThursday": "Monday to Thursday",
  "hours.fridayToSaturday": "Friday to Saturday",
  "hours.sunday": "Sunday",
  "localSignIn.title": "Local sign-in",
  "localSignIn.explanation":
    "This copy of the site runs on this computer without Google. Type any e-mail and name to sign in as that person.",
  "localSignIn.email": "Email",
  "localSignIn.name": "Name",
  "localSignIn.submit": "Sign in",
  "localSignIn.cancel": "Cancel",
  "localSignIn.emailInvalid": "Enter a valid e-mail address.",

  "login.title": "Staff Login",
  "login.description": "Sign in to the back office of the restaurant.",
  "login.intro": "Staff and administrators sign in with their Google account.",
  "login.googleButton": "Sign in with Google",
  "login.localNotice":
    "Local sign-in: Google is not configured on this server, so its sign-in page lets you sign in as anyone. It works only on this computer.",
  "login.failed": "Failed to sign in. Please try again.",
  "login.welcomeBack": "Welcome Back",
  "login.signedInAs": "You are signed in as {name} ({role}).",
  "login.goToDashboard": "Go to Dashboard",
  "login.accessPending": "Access Pending",
  "login.accessPendingText": "Your account is waiting for an administrator's approval.",
  "login.redirecting": "Redirecting to dashboard...",

  "role.admin": "Admin",
  "role.staff": "Staff",
  "role.pending": "Pending",

  "nav.signOut": "Sign Out",
  "nav.inventory": "Inventory",
  "nav.shoppingLists": "Shopping Lists",
  "nav.recipes": "Recipes",
  "nav.viewMenu": "View Menu",
  "nav.admin": "Admin",
  "nav.eventsManager": "Events Manager",

  "pending.title": "Account Pending Approval",
  "pending.explanation": "An administrator must approve your account before staff features are available.",
  "pending.goHome": "Go to Homepage",
  "pending.support": "Questions? Write to {email}.",

  "unauthorized.title": "Access Denied",
  "unauthorized.text": "You don't have permission to access this resource.",

  "admin.title": "Admin Dashboard",
  "admin.description": "Users, menu and data of the restaurant.",
  "admin.accessDenied": "Access denied. Admin privileges required.",
  "admin.tabUsers": "Users",

  "users.columnUser": "User",
  "users.columnRole": "Role",
  "users.columnActive": "Active",
  "users.columnLastLogin": "Last login",
  "users.columnActions": "Actions",
  "users.never": "Never",
  "users.save": "Save",
  "users.saving": "Saving...",
  "users.saved": "Saved.",
  "users.empty": "No users yet.",
  "users.loadFailed": "Failed to load users",
  "users.updateFailed": "Failed to update user role",
  "users.notAuthenticated": "User not authenticated",
  "users.lastAdmin":
    "You are the last active admin. Make another person an active admin first, so the site always has one.",
  "users.stale": "Someone else changed this user while you were editing. The latest values are shown; check them and save again.",
  "users.notFound": "This user no longer exists.",
  "users.invalidRole": "Choose a role: pending, staff or admin.",

  "inventory.title": "Inventory Management",
  "inventory.subtitle": "Manage food and beverage inventory items",
  "inventory.empty": "No inventory items found. Add your first item to get started.",
  "shoppingLists.title": "Shopping List Management",
  "shoppingLists.subtitle": "Create vendor-specific shopping lists",
  "shoppingLists.empty": "No shopping lists found. Create your first list to get started.",
  "recipes.title": "Recipe Management",
  "recipes.subtitle": "Manage restaurant recipes and ingredients",
  "recipes.empty": "No recipes found. Add your first recipe to get started.",
  "eventsManager.title": "Events Manager",
  "eventsManager.empty": "No events created yet.",
  "menu.clickForDetails": "click for details",
  "menuItem.notFoundTitle": "Item Not Found",
  "menuItem.notFoundText": "The menu item you're looking for doesn't exist.",
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
