// Event seam: typed pub/sub feeding GraphQL subscriptions. In-process by default;
// with REDIS_URL the same channels go through Redis so a subscription opened on
// one API process receives events published by another.
import { createPubSub } from 'graphql-yoga';
import type { TypedEventTarget } from '@graphql-yoga/typed-event-target';

export type SyncProgressEvent = {
  accountId: string;
  runId: string | null;
  phase: string;
  fetched: number;
  stored: number;
  /** Messages the user already held: re-delivered or re-imported here, or the same message from another mailbox. */
  duplicates: number;
  total: number | null;
  errors: number;
  done: boolean;
  message: string | null;
};

export type XpChangedEvent = { userId: string };

export type TodoUpdatedEvent = { userId: string; todoId: string };

export type MiningProgressEvent = {
  emailId: string;
  /** queued | reading | extracting | done | failed */
  phase: string;
  commitmentCount: number | null;
  message: string | null;
};

/** The viewer's analysis queue moved (an email analysed, a run started): read `analysisProgress` again. */
export type AnalysisProgressEvent = { userId: string };

/** A high-priority notification (a stored Notification row) for the user's open tabs. */
export type NotificationEvent = { userId: string; notificationId: string };

/** A session ended (logout) or all of a user's did (account deleted): their websockets close. */
export type SessionEndedEvent = { sessionId?: string; userId?: string };

/** Channel name → [routing key, payload]. Keys are ids the subscriber was authorised for. */
export type Channels = {
  syncProgress: [accountId: string, payload: SyncProgressEvent];
  xpChanged: [userId: string, payload: XpChangedEvent];
  miningProgress: [userId: string, payload: MiningProgressEvent];
  todoUpdated: [userId: string, payload: TodoUpdatedEvent];
  analysisProgress: [userId: string, payload: AnalysisProgressEvent];
  notification: [userId: string, payload: NotificationEvent];
  /** Server-internal (no GraphQL subscription reads it); one key for every process. */
  sessionEnded: [scope: 'all', payload: SessionEndedEvent];
  /** Server-internal: who a user is in mail changed (aliases, mailboxes, settings); every process forgets its copy. */
  userContextChanged: [scope: 'all', payload: { userId: string }];
};

export type EventBus = ReturnType<typeof createPubSub<Channels>> & { close(): Promise<void> };

export async function createEventBus(redisUrl?: string): Promise<EventBus> {
  if (!redisUrl) {
    return Object.assign(createPubSub<Channels>(), { close: async () => {} });
  }
  const [{ createRedisEventTarget }, { Redis }] = await Promise.all([import('@graphql-yoga/redis-event-target'), import('ioredis')]);
  const publishClient = new Redis(redisUrl);
  const subscribeClient = new Redis(redisUrl);
  const eventTarget = createRedisEventTarget({ publishClient, subscribeClient }) as TypedEventTarget<any>;
  const pubSub = createPubSub<Channels>({ eventTarget });
  let closed = false;
  const publish = pubSub.publish;
  return Object.assign(pubSub, {
    // A timer that fires after shutdown (a throttled progress event) must not write to a closed connection.
    publish: ((...args: unknown[]) => (closed ? undefined : (publish as (...a: unknown[]) => void)(...args))) as typeof publish,
    close: async () => {
      closed = true;
      publishClient.disconnect();
      subscribeClient.disconnect();
    },
  });
}
