import { MatchGrid } from '../../components/match-grid.tsx';
import { MembersOnly } from '../../components/members-only.tsx';
import { PageFallback } from '../../components/page-fallback.tsx';
import { PlainLink } from '../../components/plain-link.tsx';
import { usePageTitle } from '../../components/use-page-title.ts';
import { useTranslation } from '../../lib/i18n.tsx';
import { useMatchFinder } from '../../lib/match-finder.ts';

/** /match-finder: the members who fit you best, from your profile (interests, place, age, reason). */
export default function MatchFinderPage() {
  return (
    <MembersOnly>
      <MatchFinderPageContent />
    </MembersOnly>
  );
}

function MatchFinderPageContent() {
  const { t } = useTranslation();
  usePageTitle(t('matchFinder.title'));
  const matches = useMatchFinder();
  return (
    <main className="container py-4" data-testid="match-finder">
      <h1 className="h3 mb-2">{t('matchFinder.title')}</h1>
      <p className="text-body-secondary">
        {t('matchFinder.intro')} <PlainLink to="/profile">{t('matchFinder.improve')}</PlainLink>
      </p>
      {!matches.data ? (
        <PageFallback />
      ) : matches.data.length === 0 ? (
        <div className="text-center py-5">
          <p className="lead">{t('matchFinder.empty')}</p>
          <PlainLink to="/members" className="btn btn-primary">
            {t('nav.members')}
          </PlainLink>
        </div>
      ) : (
        <MatchGrid matches={matches.data} />
      )}
    </main>
  );
}
