import { PROGRESS_BAR } from '@amoret/shared';
import { useEffect, useState } from 'react';
import { useTranslation } from '../../lib/i18n.tsx';
import { useNavigating } from '../../lib/router/hooks.tsx';

type Phase = 'idle' | 'running' | 'finishing';

/**
 * Route progress bar (spec section 9): appears only when a navigation takes longer than 200 ms, creeps
 * towards the end over 5 s, fills up when the page is there and hides 500 ms later.
 */
export function ProgressBar() {
  const { t } = useTranslation();
  const busy = useNavigating();
  const [phase, setPhase] = useState<Phase>('idle');

  useEffect(() => {
    if (busy) {
      const show = setTimeout(() => setPhase('running'), PROGRESS_BAR.throttleMs);
      return () => clearTimeout(show);
    }
    setPhase((current) => (current === 'running' ? 'finishing' : current));
    return undefined;
  }, [busy]);

  useEffect(() => {
    if (phase !== 'finishing') return undefined;
    const hide = setTimeout(() => setPhase('idle'), PROGRESS_BAR.hideAfterMs);
    return () => clearTimeout(hide);
  }, [phase]);

  if (phase === 'idle') return null;
  return (
    <div
      className={`route-progress route-progress--${phase}`}
      style={{ ['--progress-duration' as string]: `${PROGRESS_BAR.durationMs}ms` }}
      role="progressbar"
      aria-label={t('common.loading')}
      data-testid="route-progress"
    />
  );
}
