import { EventEmitter } from 'node:events';
import { Redis } from 'ioredis';

/**
 * Fan-out of realtime messages between the instances of the app. Channels are strings
 * (`member:<id>`); messages are JSON values. Delivery is at most once: whatever must not be lost is
 * also stored (member events) and read back by sequence number.
 */
export interface EventBus {
  publish(channel: string, message: unknown): Promise<void>;
  /** Calls `handler` for every message on the channel until the returned function is called. */
  subscribe(channel: string, handler: (message: unknown) => void): () => void;
  /** Calls `handler` when messages may have been lost (the connection to Redis came back). */
  onResync(handler: () => void): () => void;
  close(): Promise<void>;
}

/** One instance: messages go from publisher to subscribers in this process. */
export function inProcessBus(): EventBus {
  const emitter = new EventEmitter();
  emitter.setMaxListeners(0);
  return {
    async publish(channel, message) {
      // Asynchronous like Redis, so no publisher runs subscriber code inside its own call.
      queueMicrotask(() => emitter.emit(channel, message));
    },
    subscribe(channel, handler) {
      emitter.on(channel, handler);
      return () => emitter.off(channel, handler);
    },
    onResync() {
      return () => {};
    },
    async close() {
      emitter.removeAllListeners();
    },
  };
}

/**
 * Several instances: Redis pub/sub (`REDIS_URL`). One connection publishes, one subscribes; a channel
 * is subscribed in Redis while at least one handler of this instance listens to it.
 */
export function redisBus(url: string, log: { warn(msg: string): void }): EventBus {
  const publisher = new Redis(url, { maxRetriesPerRequest: 1, lazyConnect: false });
  const subscriber = new Redis(url, { lazyConnect: false });
  const local = new EventEmitter();
  local.setMaxListeners(0);
  // One resync handler per open socket: thousands are normal, not a leak to warn about.
  const resync = new EventEmitter();
  resync.setMaxListeners(0);
  let lostConnection = false;
  for (const client of [publisher, subscriber])
    client.on('error', (error) => log.warn(`redis: ${error.message}`));
  subscriber.on('close', () => {
    lostConnection = true;
  });
  subscriber.on('ready', () => {
    // ioredis subscribes again by itself; what was published meanwhile is read back from storage.
    if (lostConnection) resync.emit('resync');
    lostConnection = false;
  });
  subscriber.on('message', (channel: string, raw: string) => {
    try {
      local.emit(channel, JSON.parse(raw));
    } catch {
      log.warn(`redis: unreadable message on ${channel}`);
    }
  });
  return {
    async publish(channel, message) {
      await publisher.publish(channel, JSON.stringify(message));
    },
    subscribe(channel, handler) {
      if (local.listenerCount(channel) === 0) void subscriber.subscribe(channel).catch(() => {});
      local.on(channel, handler);
      return () => {
        local.off(channel, handler);
        if (local.listenerCount(channel) === 0) void subscriber.unsubscribe(channel).catch(() => {});
      };
    },
    onResync(handler) {
      resync.on('resync', handler);
      return () => resync.off('resync', handler);
    },
    async close() {
      local.removeAllListeners();
      await Promise.allSettled([publisher.quit(), subscriber.quit()]);
    },
  };
}
