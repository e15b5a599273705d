import { type Placed, usePlaceLabel } from '../lib/site/places.ts';

/**
 * A profile's place as text (`usePlaceLabel`) for cards and tiles. A profile with a city needs no
 * look-up, so only the others wait for the region list and are drawn again when it arrives, not every
 * card of a page.
 */
export function PlaceLabel({ profile }: { profile: Placed }) {
  return profile.city ? profile.city : <LookedUpPlace profile={profile} />;
}

function LookedUpPlace({ profile }: { profile: Placed }) {
  return usePlaceLabel()(profile);
}
