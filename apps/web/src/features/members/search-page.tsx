import {
  type ProfileCard as Card,
  FIRST_SCREEN_SEARCH_PHOTOS,
  loggedOutSearchAllowed,
  SEARCH_PAGE_SIZE,
} from '@amoret/shared';
import { FictionalNotice } from '../../components/fictional-badge.tsx';
import IntroPage from '../../components/intro-page.tsx';
import { Pagination } from '../../components/pagination.tsx';
import { PlainLink } from '../../components/plain-link.tsx';
import {
  FIRST_SCREEN_CARDS,
  LaterProfileCard,
  ProfileCard,
  ProfileGrid,
  ProfileGridPlaceholder,
} from '../../components/profile-card.tsx';
import { usePageTitle } from '../../components/use-page-title.ts';
import { sessionHinted, useUser } from '../../lib/auth/user.ts';
import { useEntryWarningShows } from '../../lib/entry-warning.ts';
import { useTranslation } from '../../lib/i18n.tsx';
import { useSettings } from '../../lib/site/settings.ts';
import { trafficSource } from '../../lib/traffic-source.ts';
import { SearchFilters } from './search-filters.tsx';
import { useSearch, useSearchState } from './use-search.ts';

/**
 * A list of cards keyed by who is in it: a new answer is drawn as new cards, not as the old ones
 * moved. A card that was in the answer before and jumped to another place in the grid when the new
 * answer came (after the tap, over the network) was a layout shift of the page: 0.32 on a desktop.
 */
const cardsKey = (profiles: Card[]) => profiles.map((profile) => profile.id).join(',');

/** /members: member search with filters in the URL, paged results, similar profiles when few match. */
export default function SearchPage() {
  const { t } = useTranslation();
  const settings = useSettings();
  const user = useUser();
  // Behind the adults-only warning the first photos wait for the page's load like the rest: the
  // warning is what a first visit paints first, and photos fetched beside it only competed with it.
  const photosFirst = !useEntryWarningShows('default');
  usePageTitle(t('search.title'));
  const allowed = !!user || (user === null && loggedOutSearchAllowed(settings, !!trafficSource()));
  const [state, update, ready] = useSearchState();
  const search = useSearch(state, allowed && ready);
  if (user === null && !allowed) return <IntroPage />;

  const data = search.data;
  // The page's first cards (results, then similar profiles) are drawn with the first paint.
  const card = (profile: Card, position: number) =>
    position < FIRST_SCREEN_CARDS ? (
      <ProfileCard
        profile={profile}
        likeable={!!user}
        priority={photosFirst && position < FIRST_SCREEN_SEARCH_PHOTOS}
      />
    ) : (
      <LaterProfileCard profile={profile} likeable={!!user} />
    );
  const pages = data ? Math.ceil(data.total / data.per_page) : 0;
  const shown = [...(data?.profiles ?? []), ...(data?.similar ?? [])];
  return (
    <main className="container py-4" data-testid="search-page">
      <div className="d-flex flex-wrap align-items-center justify-content-between gap-2 mb-3">
        <h1 className="h3 mb-0">{t('search.title')}</h1>
        {(user || (user === undefined && sessionHinted())) && (
          // Kept (invisible) while a probable member loads: the buttons can make the row taller.
          <nav className={`d-flex gap-2 ${user ? '' : 'invisible'}`} aria-label={t('search.more')}>
            <PlainLink
              to="/swipe-game"
              className="btn btn-outline-primary btn-sm"
              data-testid="link-swipe-game"
            >
              {t('swipe.title')}
            </PlainLink>
            <PlainLink
              to="/match-finder"
              className="btn btn-outline-primary btn-sm"
              data-testid="link-match-finder"
            >
              {t('matchFinder.title')}
            </PlainLink>
          </nav>
        )}
      </div>
      <SearchFilters value={state} onSearch={update} />
      {!data ? (
        search.isError ? (
          <div className="alert alert-danger">{t('errors.generic')}</div>
        ) : (
          <div role="status" aria-busy="true">
            <p className="text-body-secondary placeholder-glow">
              <span className="placeholder col-4 col-md-2" />
              <span className="visually-hidden">{t('common.loading')}</span>
            </p>
            <ProfileGridPlaceholder count={SEARCH_PAGE_SIZE} />
          </div>
        )
      ) : (
        // The previous answer, shown while the next one loads, is out of reach (`inert`): its cards
        // are replaced when the answer comes, and a card focused meanwhile would take the focus with it.
        <div
          className={search.isFetching ? 'opacity-75' : ''}
          aria-busy={search.isFetching}
          inert={search.isPlaceholderData}
        >
          <p className="text-body-secondary" data-testid="search-total" role="status">
            {t('search.total', { count: data.total })}
          </p>
          {data.profiles.length > 0 && (
            <ProfileGrid testId="search-results" key={cardsKey(data.profiles)}>
              {data.profiles.map((profile, i) => (
                <div className="col" key={profile.id}>
                  {card(profile, i)}
                </div>
              ))}
            </ProfileGrid>
          )}
          <Pagination page={data.page} pages={pages} onPage={(page) => update({ ...state, page })} />
          {data.total === 0 && data.similar.length === 0 && (
            <div className="text-center py-5">
              <p className="lead">{t('search.empty')}</p>
            </div>
          )}
          {data.similar.length > 0 && (
            <section className="mt-5" aria-labelledby="similar-title" data-testid="similar-results">
              <h2 id="similar-title" className="h5">
                {t('search.similarTitle')}
              </h2>
              <p className="text-body-secondary small">{t('search.similarBody')}</p>
              <ProfileGrid key={cardsKey(data.similar)}>
                {data.similar.map((profile, i) => (
                  <div className="col" key={profile.id}>
                    {card(profile, data.profiles.length + i)}
                  </div>
                ))}
              </ProfileGrid>
            </section>
          )}
          <FictionalNotice count={shown.filter((p) => p.fictional).length} />
        </div>
      )}
    </main>
  );
}
