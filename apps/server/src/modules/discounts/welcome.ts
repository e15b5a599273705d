import { TIME_BONUS } from '@amoret/shared';

/**
 * The welcome discount and the time bonus are one offer (docs/decisions.md): 25 % on the first
 * purchase, with code TIMEBONUS25, for a non-paid member during the first 14,400 s after signing up,
 * measured on the server's clock.
 */
export function welcomeEndsAt(signupDate: Date | string): Date {
  return new Date(new Date(signupDate).getTime() + TIME_BONUS.windowSeconds * 1000);
}

export function welcomeOpen(user: { paid_user: boolean; signup_date: Date | string }, now: Date): boolean {
  return !user.paid_user && now < welcomeEndsAt(user.signup_date);
}
