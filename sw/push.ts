// Web push in the worker (issue 21): a push from the server (JSON: title, body, url, tag; German) becomes a
// notification with the studio's icon and badge; a tap on it focuses an open window of the app and navigates
// it to the session's course page, or opens one there. A payload that is not the server's shows nothing of it.

export interface PushPayload {
  title: string;
  body: string;
  url: string;
  tag: string;
}

const ICON = '/icons/app-192.png';
const BADGE = '/icons/badge-96.png';

/** The server's payload, or null for anything else; the url must stay on this origin's paths. */
export function readPush(data: unknown): PushPayload | null {
  if (typeof data !== 'object' || data === null) return null;
  const { title, body, url, tag } = data as Record<string, unknown>;
  if (typeof title !== 'string' || typeof body !== 'string' || typeof tag !== 'string') return null;
  const path =
    typeof url === 'string' && url.startsWith('/') && !url.startsWith('//') ? url : '/user/my-courses';
  return { title, body, url: path, tag };
}

/** The push's data as JSON, or null when it is none. */
function jsonOf(event: PushEvent): unknown {
  try {
    return event.data?.json() as unknown;
  } catch {
    return null;
  }
}

export function listenForPush(scope: ServiceWorkerGlobalScope): void {
  scope.addEventListener('push', (event: PushEvent) => {
    const payload = readPush(jsonOf(event));
    if (!payload) return;
    event.waitUntil(
      scope.registration.showNotification(payload.title, {
        body: payload.body,
        icon: ICON,
        badge: BADGE,
        tag: payload.tag,
        lang: 'de',
        data: { url: payload.url },
      }),
    );
  });

  scope.addEventListener('notificationclick', (event: NotificationEvent) => {
    event.notification.close();
    const path = readPush({ title: '', body: '', tag: '', ...(event.notification.data as object) })?.url;
    const target = new URL(path ?? '/', scope.location.origin).href;
    event.waitUntil(
      (async () => {
        const windows = await scope.clients.matchAll({ type: 'window', includeUncontrolled: true });
        const open = windows.find((client) => new URL(client.url).origin === scope.location.origin);
        if (open) {
          // Navigate first: focusing may be refused (no user activation), the page must still change.
          await open.navigate(target);
          await open.focus().catch(() => undefined);
          return;
        }
        await scope.clients.openWindow(target);
      })(),
    );
  });
}
