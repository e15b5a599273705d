/**
 * The gift catalogue and the icebreakers. Names and lines are translated in the `catalogue`
 * namespace (`gift.<key>`, `icebreaker.<key>`); each gift's picture is `/gifts/<key>.svg` (drawn for
 * this project, licence in apps/web/public/gifts/LICENCE.md).
 */
export const GIFT_KEYS = [
  'rose',
  'bouquet',
  'heart',
  'kiss',
  'chocolates',
  'cupcake',
  'coffee',
  'cocktail',
  'champagne',
  'teddy',
  'balloon',
  'star',
  'sunflower',
  'present',
] as const;
export type GiftKey = (typeof GIFT_KEYS)[number];

export const giftImageUrl = (key: GiftKey) => `/gifts/${key}.svg`;

export const ICEBREAKER_KEYS = [
  'weekend',
  'travel',
  'food',
  'music',
  'smile',
  'film',
  'dreamDate',
  'coffeeOrTea',
  'hobby',
  'book',
  'laugh',
  'compliment',
] as const;
export type IcebreakerKey = (typeof ICEBREAKER_KEYS)[number];
