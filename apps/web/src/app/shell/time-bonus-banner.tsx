import { PlainLink } from '../../components/plain-link.tsx';
import { useTranslation } from '../../lib/i18n.tsx';
import { formatCountdown, useInMembersArea, useTimeBonus } from '../../lib/time-bonus.ts';

/** Spec: the time-bonus top banner, in the members area while the bonus is visible, counting down. */
export function TimeBonusBanner() {
  const { t } = useTranslation();
  const inMembersArea = useInMembersArea();
  const bonus = useTimeBonus();
  if (!inMembersArea || !bonus.isVisible || !bonus.code) return null;
  return (
    <section
      className="time-bonus-banner text-bg-primary"
      aria-label={t('timeBonus.label')}
      data-testid="time-bonus-banner"
    >
      <div className="container d-flex flex-wrap align-items-center justify-content-center gap-2 py-2 small">
        <span className="fw-semibold">{t('timeBonus.banner', { percent: bonus.code.percentage })}</span>
        <span>
          {t('timeBonus.endsIn')}{' '}
          <time className="font-monospace fw-semibold" data-testid="time-bonus-countdown" aria-live="off">
            {formatCountdown(bonus.secondsLeft)}
          </time>
        </span>
        <PlainLink to="/credits" className="btn btn-sm btn-light text-primary fw-semibold">
          {t('timeBonus.action', { percent: bonus.code.percentage })}
        </PlainLink>
      </div>
    </section>
  );
}
