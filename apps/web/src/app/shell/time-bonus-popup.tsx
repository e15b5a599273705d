import { DISMISSAL_KEYS, TIME_BONUS_POPUP_DELAY_MS } from '@amoret/shared';
import { lazy, Suspense, useEffect, useState } from 'react';
import { useUser } from '../../lib/auth/user.ts';
import { dismissedAt, rememberDismissal } from '../../lib/storage.ts';
import { useInMembersArea, useTimeBonus } from '../../lib/time-bonus.ts';

const TimeBonusModal = lazy(() => import('./time-bonus-modal.tsx'));

/**
 * Spec: the time-bonus popup opens 40 s after entering the members area, only if the member's credits
 * are 0, the bonus is visible and it was not dismissed (`hide-time-bonus-modal`). Closing it in any
 * way dismisses it.
 */
export default function TimeBonusPopup() {
  const user = useUser();
  const inMembersArea = useInMembersArea();
  const bonus = useTimeBonus();
  const [due, setDue] = useState(false);
  const [dismissed, setDismissed] = useState(() => dismissedAt(DISMISSAL_KEYS.timeBonusModal) !== null);

  // Moving between members-area pages keeps the timer; leaving the area stops it.
  useEffect(() => {
    if (!inMembersArea) return setDue(false);
    const timer = setTimeout(() => setDue(true), TIME_BONUS_POPUP_DELAY_MS);
    return () => clearTimeout(timer);
  }, [inMembersArea]);

  if (!due || dismissed || !inMembersArea || !bonus.code || user?.credits !== 0) return null;
  return (
    <Suspense fallback={null}>
      <TimeBonusModal
        percentage={bonus.code.percentage}
        code={bonus.code.code}
        onClose={() => {
          rememberDismissal(DISMISSAL_KEYS.timeBonusModal);
          setDismissed(true);
        }}
      />
    </Suspense>
  );
}
