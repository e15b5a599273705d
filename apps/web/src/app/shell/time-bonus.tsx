import { TimeBonusBanner } from './time-bonus-banner.tsx';
import { TimeBonusPopup } from './time-bonus-popup.tsx';

/** The time bonus of the default layout: the top banner and the popup (a chunk of their own). */
export default function TimeBonus() {
  return (
    <>
      <TimeBonusBanner />
      <TimeBonusPopup />
    </>
  );
}
