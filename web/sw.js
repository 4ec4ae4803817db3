// The web page's service worker: shows the game server's "your turn" messages (browser push,
// src/net/push.rs sends them) and opens the room's page when one is clicked.
self.addEventListener('push', (event) => {
  let data = {};
  try {
    data = event.data ? event.data.json() : {};
  } catch (e) {
    data = { body: event.data ? event.data.text() : '' };
  }
  event.waitUntil(self.registration.showNotification(data.title || 'Pelikaappi', {
    body: data.body || '',
    tag: data.room || 'pelikaappi',
    icon: 'favicon.png',
    data: { url: data.url || './' },
  }));
});

self.addEventListener('notificationclick', (event) => {
  event.notification.close();
  const url = (event.notification.data && event.notification.data.url) || './';
  event.waitUntil(self.clients.matchAll({ type: 'window' }).then((windows) => {
    for (const w of windows) {
      if (w.url === url && 'focus' in w) return w.focus();
    }
    return self.clients.openWindow(url);
  }));
});
