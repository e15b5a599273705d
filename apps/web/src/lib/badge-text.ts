import { BADGE_CAP } from '@amoret/shared';

/** A badge's number: capped at 99+ (spec section 9). */
export const badgeText = (n: number) => (n > BADGE_CAP ? `${BADGE_CAP}+` : String(n));
