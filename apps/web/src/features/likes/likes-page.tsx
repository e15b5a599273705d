import { LIKES_TYPES, type LikeCard, type LikesType } from '@amoret/shared';
import { useEffect, useRef } from 'react';
import { FictionalNotice } from '../../components/fictional-badge.tsx';
import { MembersOnly } from '../../components/members-only.tsx';
import { PlainLink } from '../../components/plain-link.tsx';
import { ProfileCard, ProfileGrid, ProfileGridPlaceholder } from '../../components/profile-card.tsx';
import { BusyButton } from '../../components/submit-button.tsx';
import { usePageTitle } from '../../components/use-page-title.ts';
import { useTranslation } from '../../lib/i18n.tsx';
import { useLikes } from '../../lib/likes.ts';
import { useParams } from '../../lib/router/hooks.tsx';
import { useLikesPages } from './use-likes-page.ts';

/** /likes and /likes/{type}: who likes you (new ones marked), whom you like, and your matches. */
export default function LikesPage() {
  return (
    <MembersOnly>
      <LikesPageContent />
    </MembersOnly>
  );
}

function LikesPageContent() {
  const { t } = useTranslation();
  const tab = (useParams().type as LikesType | undefined) ?? 'received';
  const likes = useLikes().data;
  usePageTitle(t('likes.title'));

  // The tab counts come from the small entries list the shell keeps anyway.
  const counts: Record<LikesType, number | undefined> = {
    received: likes?.liked_by.length,
    given: likes?.profiles.length,
    matches: likes?.liked_by.filter((l) => l.match).length,
  };
  return (
    <main className="container py-4" data-testid="likes-page">
      <h1 className="h3 mb-3">{t('likes.title')}</h1>
      <ul className="nav nav-pills likes-tabs mb-4 gap-1" aria-label={t('likes.tabs')}>
        {LIKES_TYPES.map((type) => (
          <li className="nav-item" key={type}>
            <PlainLink
              to={`/likes/${type}`}
              className={`nav-link ${type === tab ? 'active' : ''}`}
              aria-current={type === tab ? 'page' : undefined}
              data-testid={`likes-tab-${type}`}
            >
              {t(`likes.tab.${type}`)}{' '}
              <span className="likes-tab-count small">
                {counts[type] !== undefined && `(${counts[type]})`}
              </span>
            </PlainLink>
          </li>
        ))}
      </ul>
      <LikesTab key={tab} tab={tab} />
    </main>
  );
}

function LikesTab({ tab }: { tab: LikesType }) {
  const { t } = useTranslation();
  const pages = useLikesPages(tab);
  const more = useRef<HTMLDivElement>(null);
  const { hasNextPage, isFetchingNextPage, fetchNextPage } = pages;

  // The next page comes when the end of the list nears the screen (the button stays for keyboards).
  useEffect(() => {
    const el = more.current;
    if (!el || !hasNextPage || typeof IntersectionObserver === 'undefined') return;
    const observer = new IntersectionObserver(
      (entries) => {
        if (entries.some((e) => e.isIntersecting) && !isFetchingNextPage) void fetchNextPage();
      },
      { rootMargin: '400px' },
    );
    observer.observe(el);
    return () => observer.disconnect();
  }, [hasNextPage, isFetchingNextPage, fetchNextPage]);

  if (pages.isPending) return <ProfileGridPlaceholder count={8} />;
  if (!pages.data) {
    return (
      <div className="text-center py-5" role="alert" data-testid="likes-error">
        <p className="lead mb-3">{t('likes.loadFailed')}</p>
        <button type="button" className="btn btn-primary" onClick={() => void pages.refetch()}>
          {t('likes.retry')}
        </button>
      </div>
    );
  }
  const list: LikeCard[] = pages.data.pages.flatMap((page) => page.profiles);
  if (list.length === 0) {
    return (
      <div className="text-center py-5" data-testid="likes-empty">
        <p className="lead mb-3">{t(`likes.empty.${tab}`)}</p>
        <PlainLink to="/swipe-game" className="btn btn-primary me-2">
          {t('likes.playSwipeGame')}
        </PlainLink>
        <PlainLink to="/members" className="btn btn-outline-primary">
          {t('nav.members')}
        </PlainLink>
      </div>
    );
  }
  return (
    <>
      <ProfileGrid testId={`likes-${tab}`}>
        {list.map((card) => (
          <div className="col" key={card.id}>
            <ProfileCard
              profile={card}
              to={`/likes/m/${card.id}`}
              likeable
              likeSource="profile"
              badge={
                tab === 'received' && card.like_new ? (
                  <span className="badge text-bg-primary" data-testid="like-new">
                    {t('likes.new')}
                  </span>
                ) : card.match && tab !== 'matches' ? (
                  <span className="badge text-bg-success">{t('likes.match')}</span>
                ) : undefined
              }
            />
          </div>
        ))}
      </ProfileGrid>
      {hasNextPage && (
        <div ref={more} className="text-center mt-4">
          <BusyButton
            className="btn btn-outline-primary"
            busy={isFetchingNextPage}
            onClick={() => void fetchNextPage()}
            data-testid="likes-more"
          >
            {t('likes.more')}
          </BusyButton>
        </div>
      )}
      <FictionalNotice count={list.filter((p) => p.fictional).length} />
    </>
  );
}
