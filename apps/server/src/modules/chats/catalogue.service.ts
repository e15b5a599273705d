import { GIFT_KEYS, type Gift, ICEBREAKER_KEYS, type Icebreaker, type Locale } from '@amoret/shared';
import { translator } from '../../platform/i18n.ts';
import { presentGift } from './message.present.ts';

/** The gift catalogue in the member's language (the price is the site's `gift_credits`). */
export const giftCatalogue = (locale: Locale): Gift[] => GIFT_KEYS.map((key) => presentGift(key, locale));

/** Opening lines for an empty conversation, in the member's language. */
export function icebreakers(locale: Locale): Icebreaker[] {
  const t = translator(locale);
  return ICEBREAKER_KEYS.map((key) => ({ key, text: t(`catalogue:icebreaker.${key}`) }));
}
