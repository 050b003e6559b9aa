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
  /** Messages this account already held (re-delivered or re-imported). */
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

/** Channel name → [routing key, payload]. Keys are ids the subscriber was authorised for. */
export type Channels = {
  syncProgress: [accountId: string, payload: SyncProgressEvent];
  xpChanged: [userId: string, payload: XpChangedEvent];
  miningProgress: [userId: string, payload: MiningProgressEvent];
  todoUpdated: [userId: string, payload: TodoUpdatedEvent];
};

export type EventBus = ReturnType<typeof createPubSub<Channels>> & { close(): Promise<void> };

export async function createEventBus(redisUrl?: string): Promise<EventBus> {
  if (!redisUrl) {
    return Object.assign(createPubSub<Channels>(), { close: async () => {} });
  }
  const [{ createRedisEventTarget }, { Redis }] = await Promise.all([
    import('@graphql-yoga/redis-event-target'),
    import('ioredis'),
  ]);
  const publishClient = new Redis(redisUrl);
  const subscribeClient = new Redis(redisUrl);
  const eventTarget = createRedisEventTarget({ publishClient, subscribeClient }) as TypedEventTarget<any>;
  return Object.assign(createPubSub<Channels>({ eventTarget }), {
    close: async () => {
      publishClient.disconnect();
      subscribeClient.disconnect();
    },
  });
}
