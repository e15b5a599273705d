import { CREDITS_BADGE_THRESHOLD, type User } from '@amoret/shared';
import { PlainLink } from '../../components/plain-link.tsx';
import { badgeText } from '../../lib/badge-text.ts';
import { useTranslation } from '../../lib/i18n.tsx';

/**
 * Credits for paid users (badge at 10 or fewer: warning above 0, danger at 0), Premium for the others
 * (spec: top navigation). `alwaysCount` shows the balance at any level (the chat bar, where it is spent).
 */
export function CreditsLink({ user, alwaysCount = false }: { user: User; alwaysCount?: boolean }) {
  const { t } = useTranslation();
  if (!user.paid_user) {
    return (
      <PlainLink to="/premium" className="nav-link px-1 text-primary fw-semibold" data-testid="nav-premium">
        {t('nav.premium')}
      </PlainLink>
    );
  }
  const low = user.credits <= CREDITS_BADGE_THRESHOLD;
  return (
    <PlainLink to="/credits" className="nav-link px-1" data-testid="nav-credits">
      {t('nav.credits')}
      {(low || alwaysCount) && (
        <span
          className={`badge rounded-pill ms-1 ${
            !low ? 'text-bg-light border' : user.credits > 0 ? 'text-bg-warning' : 'text-bg-danger'
          }`}
          data-testid="nav-credits-count"
        >
          {alwaysCount ? user.credits : badgeText(user.credits)}
        </span>
      )}
    </PlainLink>
  );
}
