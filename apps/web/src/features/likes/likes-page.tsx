import { LIKES_TYPES, type LikeEntry } from '@amoret/shared';
import { Link, NavLink, useParams } from 'react-router';
import { FictionalNotice } from '../../components/fictional-badge.tsx';
import { MembersOnly } from '../../components/members-only.tsx';
import { PageFallback } from '../../components/page-fallback.tsx';
import { ProfileCard, ProfileGrid } from '../../components/profile-card.tsx';
import { usePageTitle } from '../../components/use-page-title.ts';
import { useTranslation } from '../../lib/i18n.tsx';
import { useLikes } from '../../lib/likes.ts';

type Tab = (typeof LIKES_TYPES)[number];

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
  const tab = (useParams().type as Tab | undefined) ?? 'received';
  const likes = useLikes();
  usePageTitle(t('likes.title'));
  if (!likes.data) return <PageFallback />;

  const lists: Record<Tab, LikeEntry[]> = {
    received: likes.data.liked_by,
    given: likes.data.profiles,
    matches: likes.data.liked_by.filter((l) => l.match),
  };
  const list = lists[tab];
  return (
    <main className="container py-4" data-testid="likes-page">
      <h1 className="h3 mb-3">{t('likes.title')}</h1>
      <ul className="nav nav-pills mb-4 gap-1" aria-label={t('likes.tabs')}>
        {LIKES_TYPES.map((type) => (
          <li className="nav-item" key={type}>
            <NavLink
              to={`/likes/${type}`}
              className={({ isActive }) =>
                `nav-link ${isActive || (type === 'received' && tab === 'received') ? 'active' : ''}`
              }
              data-testid={`likes-tab-${type}`}
            >
              {t(`likes.tab.${type}`)} <span className="small">({lists[type].length})</span>
            </NavLink>
          </li>
        ))}
      </ul>
      {list.length === 0 ? (
        <div className="text-center py-5" data-testid="likes-empty">
          <p className="lead mb-3">{t(`likes.empty.${tab}`)}</p>
          <Link to="/swipe-game" className="btn btn-primary me-2">
            {t('likes.playSwipeGame')}
          </Link>
          <Link to="/members" className="btn btn-outline-primary">
            {t('nav.members')}
          </Link>
        </div>
      ) : (
        <ProfileGrid testId={`likes-${tab}`}>
          {list.map((entry) => (
            <div className="col" key={entry.id}>
              <ProfileCard
                profile={entry}
                to={`/likes/m/${entry.id}`}
                likeable
                likeSource="profile"
                badge={
                  tab === 'received' && entry.like_new ? (
                    <span className="badge text-bg-primary" data-testid="like-new">
                      {t('likes.new')}
                    </span>
                  ) : entry.match && tab !== 'matches' ? (
                    <span className="badge text-bg-success">{t('likes.match')}</span>
                  ) : undefined
                }
              />
            </div>
          ))}
        </ProfileGrid>
      )}
      <FictionalNotice count={list.filter((p) => p.fictional).length} />
    </main>
  );
}
