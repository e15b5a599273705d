import type { MatchFinderEntry } from '@amoret/shared';
import { useTranslation } from '../lib/i18n.tsx';
import { useInterestLabel } from '../lib/site/interests.ts';
import { FictionalNotice } from './fictional-badge.tsx';
import { ProfileCard, ProfileGrid } from './profile-card.tsx';

/** Match-finder results: cards with the match percentage and the interests both share. */
export function MatchGrid({ matches }: { matches: MatchFinderEntry[] }) {
  const { t } = useTranslation();
  const label = useInterestLabel();
  return (
    <>
      <ProfileGrid testId="match-grid">
        {matches.map((match) => (
          <div className="col" key={match.id}>
            <ProfileCard
              profile={match}
              likeable
              likeSource="match_finder"
              badge={
                <span className="badge text-bg-primary">
                  {t('matchFinder.score', { score: match.score })}
                </span>
              }
              footer={
                match.shared_interests.length > 0 && (
                  <div className="small text-body-secondary text-truncate">
                    {t('matchFinder.shared', {
                      interests: match.shared_interests.slice(0, 3).map(label).join(', '),
                    })}
                  </div>
                )
              }
            />
          </div>
        ))}
      </ProfileGrid>
      <FictionalNotice count={matches.filter((m) => m.fictional).length} />
    </>
  );
}
