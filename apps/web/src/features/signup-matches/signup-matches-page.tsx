import { MatchGrid } from '../../components/match-grid.tsx';
import { MembersOnly } from '../../components/members-only.tsx';
import { PageFallback } from '../../components/page-fallback.tsx';
import { PlainLink } from '../../components/plain-link.tsx';
import { usePageTitle } from '../../components/use-page-title.ts';
import { useTranslation } from '../../lib/i18n.tsx';
import { useMatchFinder } from '../../lib/match-finder.ts';

/** /signup-matches: right after signup, the profiles that fit the new member, to like straight away. */
export default function SignupMatchesPage() {
  return (
    <MembersOnly>
      <SignupMatchesPageContent />
    </MembersOnly>
  );
}

function SignupMatchesPageContent() {
  const { t } = useTranslation('account');
  usePageTitle(t('signupMatches.title'));
  const matches = useMatchFinder();
  return (
    <main className="container py-4" data-testid="signup-matches">
      <h1 className="h3 mb-2">{t('signupMatches.title')}</h1>
      <p className="text-body-secondary">{t('signupMatches.intro')}</p>
      {!matches.data ? <PageFallback /> : <MatchGrid matches={matches.data.slice(0, 8)} />}
      <div className="d-flex flex-wrap gap-2 mt-4">
        <PlainLink to="/members" className="btn btn-primary" data-testid="signup-matches-continue">
          {t('signupMatches.continue')}
        </PlainLink>
        <PlainLink to="/profile" className="btn btn-outline-primary">
          {t('signupMatches.profile')}
        </PlainLink>
      </div>
    </main>
  );
}
