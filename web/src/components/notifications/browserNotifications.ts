// The browser's Notification API for high-priority notifications: asked for only when the user clicks
// "Allow" in Settings, shown only once granted. Every open tab hears the same notification; the shared
// `tag` makes the browser show it once.

export type BrowserPermission = NotificationPermission | 'unsupported';

export function browserPermission(): BrowserPermission {
  return typeof window !== 'undefined' && 'Notification' in window ? Notification.permission : 'unsupported';
}

/** Asks the browser (must run in a click handler). */
export async function requestBrowserPermission(): Promise<BrowserPermission> {
  if (browserPermission() === 'unsupported') return 'unsupported';
  try {
    return await Notification.requestPermission();
  } catch {
    return browserPermission();
  }
}

/** Shows `n` as a browser notification when allowed; clicking it brings this tab forward at `n.url`. */
export function showBrowserNotification(n: { id: string; title: string; body: string; url: string }, open: (url: string) => void): boolean {
  if (browserPermission() !== 'granted') return false;
  try {
    const shown = new Notification(n.title, { body: n.body, tag: `nugget-${n.id}`, icon: '/favicon.svg' });
    shown.onclick = (event) => {
      event.preventDefault();
      window.focus();
      open(n.url);
      shown.close();
    };
    return true;
  } catch {
    // Some browsers (Android Chrome) allow notifications only from a service worker: the in-app one stays.
    return false;
  }
}
