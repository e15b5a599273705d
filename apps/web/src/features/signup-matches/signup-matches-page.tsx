import { MatchGrid } from '../../components/match-grid.tsx';
import { MembersOnly } from '../../components/members-only.tsx';
import { PlainLink } from '../../components/plain-link.tsx';
import { ProfileGridPlaceholder } from '../../components/profile-card.tsx';
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

/** As many as the page shows: two rows on a desktop. */
const SHOWN = 8;

function SignupMatchesPageContent() {
  const { t } = useTranslation('account');
  usePageTitle(t('signupMatches.title'));
  const matches = useMatchFinder();
  return (
    <main className="container py-4" data-testid="signup-matches">
      <h1 className="h3 mb-2">{t('signupMatches.title')}</h1>
      <p className="text-body-secondary">{t('signupMatches.intro')}</p>
      {matches.isPending && <ProfileGridPlaceholder count={SHOWN} />}
      {matches.data && <MatchGrid matches={matches.data.slice(0, SHOWN)} />}
      {/* Under the cards once they are there (a spinner's height above them moved them down); also
          when the matches cannot be had, so the way on is never missing. */}
      {!matches.isPending && (
        <div className="d-flex flex-wrap gap-2 mt-4">
          <PlainLink to="/members" className="btn btn-primary" data-testid="signup-matches-continue">
            {t('signupMatches.continue')}
          </PlainLink>
          <PlainLink to="/profile" className="btn btn-outline-primary">
            {t('signupMatches.profile')}
          </PlainLink>
        </div>
      )}
    </main>
  );
}
