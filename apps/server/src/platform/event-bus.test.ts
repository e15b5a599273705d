import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { redisAvailable, startRedis, type TestRedis } from '../../test/redis.ts';

const withRedis = redisAvailable();

import { type EventBus, inProcessBus, redisBus } from './event-bus.ts';

/**
 * Every open socket subscribes to its member's channel and to resyncs, so an instance holds thousands
 * of handlers at once: that is no leak, and Node must not warn that it might be one.
 */
let redis: TestRedis | null = null;
beforeAll(async () => {
  if (withRedis) redis = await startRedis();
}, 30_000);
afterAll(async () => {
  await redis?.stop();
});

async function warningsWhile(bus: EventBus, handlers: number): Promise<string[]> {
  const warnings: string[] = [];
  const onWarning = (warning: Error) => warnings.push(`${warning.name}: ${warning.message}`);
  process.on('warning', onWarning);
  try {
    const stops: (() => void)[] = [];
    for (let i = 0; i < handlers; i++) {
      stops.push(bus.subscribe(`member:${i % 3}`, () => {}));
      stops.push(bus.onResync(() => {}));
    }
    // Node reports the warning on a later tick.
    await new Promise((r) => setTimeout(r, 50));
    for (const stop of stops) stop();
  } finally {
    process.off('warning', onWarning);
    await bus.close();
  }
  return warnings;
}

describe('event bus with many sockets', () => {
  it('in process: no listener warning with 50 handlers on a channel and 50 resync handlers', async () => {
    expect(await warningsWhile(inProcessBus(), 50)).toEqual([]);
  });

  it.skipIf(!withRedis)(
    'over Redis: no listener warning with 50 handlers on a channel and 50 resync handlers',
    async () => {
      const bus = redisBus(redis!.url, { warn: () => {} });
      expect(await warningsWhile(bus, 50)).toEqual([]);
    },
  );
});
