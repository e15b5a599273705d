/** Time as the app sees it; tests pass a clock they can move (token expiry, login blocks, grace). */
export interface Clock {
  now(): Date;
}

export const systemClock: Clock = { now: () => new Date() };
