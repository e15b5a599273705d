import { MEMBERS_AREA_ROUTES, TIME_BONUS, type User } from '@amoret/shared';
import { useEffect, useState } from 'react';
import { useUser } from './auth/user.ts';
import { useRouteName } from './router/hooks.tsx';

/**
 * Seconds of the time bonus left for a member (spec section 4): a logged-in, non-paid member who
 * signed up less than 14,400 s ago; 0 for everyone else. The server decides the price by its own
 * clock; this only shows the offer.
 */
export function timeBonusSecondsLeft(user: User | null | undefined, nowMs: number): number {
  if (!user || user.paid_user) return 0;
  const end = new Date(user.signup_date).getTime() + TIME_BONUS.windowSeconds * 1000;
  return Math.max(0, Math.ceil((end - nowMs) / 1000));
}

/** "03:59:59": the countdown's hh:mm:ss. */
export function formatCountdown(seconds: number): string {
  const pad = (n: number) => String(n).padStart(2, '0');
  return `${pad(Math.floor(seconds / 3600))}:${pad(Math.floor(seconds / 60) % 60)}:${pad(seconds % 60)}`;
}

/** The time bonus's code as the spec creates it locally: TIMEBONUS25, 25 %, active, once per member. */
export const TIME_BONUS_CODE = {
  code: TIME_BONUS.code,
  percentage: TIME_BONUS.percentage,
  status: 'active',
  validity: 'once-per-user',
} as const;

/**
 * The client state `timeBonus {isVisible}` with its per-second countdown. It follows the member (so
 * it is loaded when the login state changes, and cleared on logout and when the member becomes
 * paid) and stops at zero.
 */
export function useTimeBonus() {
  const user = useUser();
  const [now, setNow] = useState(Date.now);
  const secondsLeft = timeBonusSecondsLeft(user, now);
  const running = secondsLeft > 0;
  useEffect(() => {
    if (!running) return;
    setNow(Date.now());
    const timer = setInterval(() => setNow(Date.now()), TIME_BONUS.countdownIntervalMs);
    return () => clearInterval(timer);
  }, [running]);
  return { isVisible: running, secondsLeft, code: running ? TIME_BONUS_CODE : null };
}

/** Whether the page is in the members area (spec: members, members-id, chats, likes, likes-m-id, premium). */
export function useInMembersArea(): boolean {
  return MEMBERS_AREA_ROUTES.includes(useRouteName());
}
