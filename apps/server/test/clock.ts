import type { Clock } from '../src/platform/clock.ts';

/** A clock tests can move forward. */
export function testClock(start = new Date()): Clock & { advance(ms: number): void } {
  let now = start.getTime();
  return {
    now: () => new Date(now),
    advance(ms: number) {
      now += ms;
    },
  };
}
