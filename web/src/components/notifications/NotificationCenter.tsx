import { lazy, Suspense, useEffect, useRef, useState } from 'react';
import { useRelayEnvironment } from 'react-relay/hooks';
import { graphql, requestSubscription } from 'relay-runtime';
import { useNavigate } from 'react-router-dom';
import type { NotificationCenterSubscription, NotificationCenterSubscription$data } from '../../__generated__/NotificationCenterSubscription.graphql';
import { showBrowserNotification } from './browserNotifications';

export type NotificationItem = NonNullable<NotificationCenterSubscription$data['notificationReceived']>;
type Item = NotificationItem;

// The subscription runs from the start; the cards are a chunk
// of their own, read while the app is idle: a first visit does not wait for them.
const loadStack = () => import('./NotificationStack');
const NotificationStack = lazy(loadStack);

/** The window event each notification also fires (`detail.kind`), for screens to refresh what it changed. */
export const NOTIFICATION_EVENT = 'nugget:notification';

/** How long an in-app notification stays before it goes by itself. */
export const IN_APP_MS = 15_000;
const MAX_SHOWN = 3;

const subscription = graphql`
  subscription NotificationCenterSubscription {
    notificationReceived {
      id
      kind
      title
      body
      url
      createdAt
    }
  }
`;

/**
 * High-priority notifications for every open tab of the signed-in user: the `notificationReceived`
 * subscription shows each one in the app (top right, "Open" goes to the email or the todo) and, once the
 * user allowed it, as a browser notification that opens the same place. The server tells nothing while
 * the setting is off, so nothing shows then.
 */
export function NotificationCenter() {
  const environment = useRelayEnvironment();
  const navigate = useNavigate();
  const [items, setItems] = useState<Item[]>([]);
  const timers = useRef(new Map<string, ReturnType<typeof setTimeout>>());

  const dismiss = (id: string) => {
    clearTimeout(timers.current.get(id));
    timers.current.delete(id);
    setItems((list) => list.filter((i) => i.id !== id));
  };

  useEffect(() => {
    const sub = requestSubscription<NotificationCenterSubscription>(environment, {
      subscription,
      variables: {},
      onNext: (data) => {
        const n = data?.notificationReceived;
        if (!n) return;
        setItems((list) => (list.some((i) => i.id === n.id) ? list : [n, ...list].slice(0, MAX_SHOWN)));
        timers.current.set(
          n.id,
          setTimeout(() => dismiss(n.id), IN_APP_MS),
        );
        showBrowserNotification(n, (url) => {
          dismiss(n.id);
          navigate(url);
        });
        // Screens that show what a notification changed (Waiting on) read it again.
        window.dispatchEvent(new CustomEvent(NOTIFICATION_EVENT, { detail: { kind: n.kind } }));
      },
      onError: () => undefined,
    });
    const pending = timers.current;
    const idle = window.requestIdleCallback?.(() => void loadStack(), { timeout: 5000 }) ?? window.setTimeout(() => void loadStack(), 3000);
    return () => {
      if (window.cancelIdleCallback) window.cancelIdleCallback(idle);
      else window.clearTimeout(idle);
      sub.dispose();
      pending.forEach(clearTimeout);
      pending.clear();
    };
    // eslint-disable-next-line react-hooks/exhaustive-deps
  }, [environment]);

  if (!items.length) return null;
  return (
    <Suspense fallback={null}>
      <NotificationStack
        items={items}
        onDismiss={dismiss}
        onOpen={(n) => {
          dismiss(n.id);
          navigate(n.url);
        }}
      />
    </Suspense>
  );
}
