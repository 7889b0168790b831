// The site's service worker, registered from the root so it may serve every page.
// It takes over at once; caching for offline use is added with the public site's offline work.
self.addEventListener("install", () => {
  self.skipWaiting();
});

self.addEventListener("activate", (event) => {
  event.waitUntil(self.clients.claim());
});
