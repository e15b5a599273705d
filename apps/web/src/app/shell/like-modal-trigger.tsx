import { useEffect } from 'react';
import { useUser } from '../../lib/auth/user.ts';
import { useShowMatch } from '../../lib/match-modal.ts';
import { useSearchParams } from '../../lib/router/hooks.tsx';

/** Spec: when query parameter t is a number, the like modal appears after t seconds, then t is removed. */
export function LikeModalTrigger() {
  const [params, setParams] = useSearchParams();
  const user = useUser();
  const showMatch = useShowMatch();
  const raw = params.get('t');
  const seconds = raw !== null && /^\d{1,4}$/.test(raw) ? Number(raw) : null;
  useEffect(() => {
    if (seconds === null || !user) return;
    const timer = setTimeout(() => {
      showMatch();
      setParams(
        (current) => {
          const next = new URLSearchParams(current);
          next.delete('t');
          return next;
        },
        { replace: true },
      );
    }, seconds * 1000);
    return () => clearTimeout(timer);
  }, [seconds, user, showMatch, setParams]);
  return null;
}
