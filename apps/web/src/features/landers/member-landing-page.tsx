import type { MemberCardDetails, ProfileCard } from '@amoret/shared';
import { lazy, Suspense } from 'react';
import { FictionalBadge, FictionalNotice } from '../../components/fictional-badge.tsx';
import { PageFallback } from '../../components/page-fallback.tsx';
import { OnlineDot, ProfilePhoto } from '../../components/profile-photo.tsx';
import { usePageTitle } from '../../components/use-page-title.ts';
import { useTranslation } from '../../lib/i18n.tsx';
import { useLanderProfiles } from '../../lib/lander-profiles.ts';
import { useMemberCard } from '../../lib/member-card.ts';
import { useLocation, useParams, useRouteName } from '../../lib/router/hooks.tsx';
import { usePlaceLabel } from '../../lib/site/places.ts';
import { FaceTile } from './lander-kit.tsx';
import { MemberLines, MessageStarter } from './member-lines.tsx';
import { useLanderArrival } from './use-lander-arrival.ts';
import './landers.scss';

const Gallery = lazy(() => import('./design-gallery.tsx'));

interface MemberDesignProps {
  profile: ProfileCard;
  details: MemberCardDetails;
  slug: string | undefined;
}

/**
 * `/members/{id}/landing`, `/landing2/{slug?}`, `/landing3/{slug?}`: three designs around one member,
 * each leading to a first message and signup. A member who is missing or not shown gives way to a
 * lander of similar profiles, never an error page.
 */
export default function MemberLandingPage() {
  const { t } = useTranslation('landers');
  const { id, slug } = useParams();
  useLanderArrival(useLocation().search, slug);
  const card = useMemberCard(Number(id), true);
  const route = useRouteName();
  if (card.isPending) return <PageFallback />;
  if (!card.data) {
    return (
      <div data-testid="member-landing-missing">
        <div className="container pt-4">
          <p className="alert alert-info mb-0">{t('member.missing')}</p>
        </div>
        <Suspense fallback={<PageFallback />}>
          <Gallery slug={slug} />
        </Suspense>
      </div>
    );
  }
  const props = { ...card.data, slug };
  return (
    <div className="lander" data-testid="member-landing" data-design={route}>
      {route === 'members-id-landing2-slug' ? (
        <BackdropDesign {...props} />
      ) : route === 'members-id-landing3-slug' ? (
        <ConversationDesign {...props} />
      ) : (
        <PortraitDesign {...props} />
      )}
    </div>
  );
}

function useMemberTitle(profile: ProfileCard) {
  const { t } = useTranslation('landers');
  const title = t('member.title', { context: profile.gender ?? undefined, name: profile.name });
  usePageTitle(title);
  return title;
}

function NameLine({ profile, className = '' }: { profile: ProfileCard; className?: string }) {
  const { t } = useTranslation();
  const place = usePlaceLabel();
  return (
    <div className={className}>
      <div className="d-flex align-items-center gap-2 fs-4 fw-semibold">
        {profile.online && <OnlineDot label={t('discovery.online')} />}
        <span data-testid="member-name">
          {profile.name}, {profile.age}
        </span>
      </div>
      <div className="opacity-75">{place(profile)}</div>
    </div>
  );
}

/** The member's photo: in every design on the first screen, so fetched at once (`priority`). */
function MemberPhoto({ profile, className = '' }: { profile: ProfileCard; className?: string }) {
  return (
    <div className={`position-relative ${className}`}>
      <ProfilePhoto src={profile.thumb_url} name={profile.name} className="rounded-4 shadow" priority />
      {profile.fictional && <FictionalBadge className="position-absolute top-0 end-0 m-2" />}
    </div>
  );
}

/** Profiles like this member (same gender, the slug's audience), without the member. */
function Similar({ profile, slug }: { profile: ProfileCard; slug: string | undefined }) {
  const { t } = useTranslation('landers');
  const others = (useLanderProfiles(slug, 12).data?.profiles ?? [])
    .filter((p) => p.id !== profile.id && (!profile.gender || p.gender === profile.gender))
    .slice(0, 6);
  return (
    <section className="container py-4">
      {others.length > 0 && (
        <>
          <h2 className="h5 mb-3">{t('member.similar', { name: profile.name })}</h2>
          <div className="face-strip">
            {others.map((p) => (
              <FaceTile key={p.id} profile={p} />
            ))}
          </div>
        </>
      )}
      <FictionalNotice count={others.filter((p) => p.fictional).length + (profile.fictional ? 1 : 0)} />
    </section>
  );
}

/** `landing`: the portrait beside the profile lines and the message. */
function PortraitDesign({ profile, details, slug }: MemberDesignProps) {
  const { t } = useTranslation('landers');
  const title = useMemberTitle(profile);
  return (
    <main>
      <section className="container py-4 py-lg-5">
        <div className="row g-4 align-items-start">
          <div className="col-md-5">
            <MemberPhoto profile={profile} className="member-hero-photo mx-auto" />
          </div>
          <div className="col-md-7 col-lg-6">
            <h1 className="h2">{title}</h1>
            <p className="text-body-secondary">{t('member.subtitle', { name: profile.name })}</p>
            <NameLine profile={profile} className="mb-3" />
            <MemberLines details={details} />
            <MessageStarter profile={profile} />
          </div>
        </div>
      </section>
      <Similar profile={profile} slug={slug} />
    </main>
  );
}

/** `landing2`: the member's photo, blurred, fills the screen; the card and message stand in front. */
function BackdropDesign({ profile, details, slug }: MemberDesignProps) {
  const { t } = useTranslation('landers');
  const title = useMemberTitle(profile);
  return (
    <main>
      <section className="member-backdrop py-5">
        {profile.thumb_url && <img src={profile.thumb_url} alt="" />}
        <div className="container position-relative">
          <div className="card border-0 shadow-lg mx-auto" style={{ maxWidth: '30rem' }}>
            <div className="card-body p-4 text-center">
              <div className="member-avatar mb-3">
                <ProfilePhoto
                  src={profile.thumb_url}
                  name={profile.name}
                  className="rounded-circle shadow"
                  priority
                />
                {profile.fictional && <FictionalBadge className="position-absolute top-0 end-0" />}
              </div>
              <h1 className="h3">{title}</h1>
              <NameLine profile={profile} className="d-flex flex-column align-items-center mb-3" />
              <div className="text-start">
                <MemberLines details={details} />
                <p className="small text-body-secondary">{t('member.subtitle', { name: profile.name })}</p>
                <MessageStarter profile={profile} />
              </div>
            </div>
          </div>
        </div>
      </section>
      <Similar profile={profile} slug={slug} />
    </main>
  );
}

/** `landing3`: a conversation waiting to start, with openers to pick from. */
function ConversationDesign({ profile, details, slug }: MemberDesignProps) {
  const { t } = useTranslation('landers');
  const title = useMemberTitle(profile);
  return (
    <main className="bg-body-tertiary">
      <section className="container py-4 py-lg-5" style={{ maxWidth: 720 }}>
        <h1 className="h3 text-center mb-4">{title}</h1>
        <div className="card border-0 shadow-sm">
          <div className="card-header bg-white d-flex align-items-center gap-3 py-3">
            <div style={{ width: '4rem' }} className="flex-shrink-0">
              <MemberPhoto profile={profile} />
            </div>
            <NameLine profile={profile} />
          </div>
          <div className="card-body">
            <MemberLines details={details} />
            <p className="text-body-secondary">{t('member.conversation', { name: profile.name })}</p>
            <MessageStarter profile={profile} starters />
          </div>
        </div>
      </section>
      <Similar profile={profile} slug={slug} />
    </main>
  );
}
