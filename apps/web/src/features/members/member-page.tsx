import { ErrorContent } from '../../components/error-content.tsx';
import { FictionalNotice } from '../../components/fictional-badge.tsx';
import IntroPage from '../../components/intro-page.tsx';
import { PageFallback } from '../../components/page-fallback.tsx';
import { ProfileCard, ProfileGrid } from '../../components/profile-card.tsx';
import { OnlineDot } from '../../components/profile-photo.tsx';
import { usePageTitle } from '../../components/use-page-title.ts';
import { useUser } from '../../lib/auth/user.ts';
import { ApiError } from '../../lib/http-client.ts';
import { useTranslation } from '../../lib/i18n.tsx';
import { useParams } from '../../lib/router/hooks.tsx';
import { usePlaceLabel } from '../../lib/site/places.ts';
import { MemberActions } from './member-actions.tsx';
import { MemberDetails } from './member-details.tsx';
import { MemberPhotos } from './member-photos.tsx';
import { useMember } from './use-member.ts';

/** The profile view of /members/{id} and /likes/m/{id}. */
export default function MemberPage() {
  const { t } = useTranslation();
  const id = Number(useParams().id);
  const user = useUser();
  const member = useMember(id);
  const place = usePlaceLabel();
  usePageTitle(member.data?.profile.name);

  if (member.error) {
    if (member.error instanceof ApiError && member.error.key === 'loginRequired') return <IntroPage />;
    const status = member.error instanceof ApiError ? member.error.status : 500;
    return <ErrorContent status={status === 403 ? 404 : status} />;
  }
  if (!member.data) return <PageFallback />;
  const { profile, related } = member.data;
  return (
    <main className="container py-4" data-testid="member-page">
      <div className="row g-4">
        <div className="col-md-5 col-lg-4">
          <MemberPhotos key={profile.id} profile={profile} />
        </div>
        <div className="col-md-7 col-lg-8">
          <h1 className="h3 mb-1 d-flex align-items-center gap-2">
            {profile.online && <OnlineDot label={t('discovery.online')} />}
            <span data-testid="member-name">{profile.name}</span>
            <span className="fw-normal text-body-secondary">{profile.age}</span>
          </h1>
          <p className="text-body-secondary mb-3">{place(profile)}</p>
          {profile.match && (
            <p className="alert alert-success py-2" data-testid="match-notice">
              {t('member.matchNotice', { name: profile.name })}
            </p>
          )}
          {!profile.match && profile.liked_by && (
            <p className="alert alert-info py-2">{t('member.likedYou', { name: profile.name })}</p>
          )}
          <MemberActions profile={profile} />
          <div className="mt-4">
            <MemberDetails profile={profile} />
          </div>
          {profile.fictional && <FictionalNotice count={1} />}
        </div>
      </div>
      {related.length > 0 && (
        <section className="mt-5" aria-labelledby="related-title" data-testid="related-profiles">
          <h2 id="related-title" className="h5 mb-3">
            {t('member.related')}
          </h2>
          <ProfileGrid>
            {related.map((card) => (
              <div className="col" key={card.id}>
                <ProfileCard profile={card} likeable={!!user} likeSource="profile" />
              </div>
            ))}
          </ProfileGrid>
        </section>
      )}
    </main>
  );
}
