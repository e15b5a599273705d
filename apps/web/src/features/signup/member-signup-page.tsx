import type { ProfileCard } from '@amoret/shared';
import { useState } from 'react';
import { FictionalBadge } from '../../components/fictional-badge.tsx';
import { PageFallback } from '../../components/page-fallback.tsx';
import { OnlineDot, ProfilePhoto } from '../../components/profile-photo.tsx';
import { SiteBrand } from '../../components/site-brand.tsx';
import { usePageTitle } from '../../components/use-page-title.ts';
import { useUser } from '../../lib/auth/user.ts';
import { useTranslation } from '../../lib/i18n.tsx';
import { useMemberCard } from '../../lib/member-card.ts';
import { Navigate, useLocation, useParams } from '../../lib/router/hooks.tsx';
import { usePlaceLabel } from '../../lib/site/places.ts';
import { useSettings } from '../../lib/site/settings.ts';
import { SignupFlow } from './signup-flow.tsx';

/**
 * `/members/{id}/signup`: a visitor writes a first message to a profile and signs up in one go;
 * the message goes out once the new member confirms their e-mail address. A member who is
 * already logged in goes to the profile itself.
 */
export default function MemberSignupPage() {
  const { t } = useTranslation();
  const settings = useSettings();
  const id = Number(useParams().id);
  // A first message typed on a member landing page comes along (phones open this page for it).
  const initialMessage = (useLocation().state as { message?: string } | null)?.message;
  const user = useUser();
  // Decided once: signing up here logs the new member in, and the flow must go on.
  const [arrivedAsMember, setArrivedAsMember] = useState<boolean | null>(null);
  if (arrivedAsMember === null && user !== undefined) setArrivedAsMember(user !== null);
  const card = useMemberCard(id, arrivedAsMember === false);
  const recipient = card.data?.profile;
  const title = recipient
    ? t('signup.message.title', { name: recipient.name })
    : t('signup.title', { siteName: settings.name });
  usePageTitle(title);

  if (arrivedAsMember) return <Navigate to={`/members/${id}`} replace />;
  return (
    <main className="container py-4" style={{ maxWidth: 960 }} data-testid="member-signup-page">
      <SiteBrand className="d-inline-flex mb-3" />
      {arrivedAsMember === null || card.isPending ? (
        <PageFallback />
      ) : (
        <div className="row g-4 justify-content-center">
          {recipient && (
            <div className="col-md-5 col-lg-4">
              <RecipientCard profile={recipient} />
            </div>
          )}
          <div className="col-md-7 col-lg-6">
            <h1 className="h3 mb-2">{title}</h1>
            {recipient ? (
              <p className="text-body-secondary">{t('signup.message.intro', { siteName: settings.name })}</p>
            ) : (
              <div className="alert alert-warning" data-testid="recipient-unavailable">
                {t('errors.profileUnavailable')}
              </div>
            )}
            <SignupFlow recipient={recipient} initialMessage={initialMessage} />
          </div>
        </div>
      )}
    </main>
  );
}

/** Who the message goes to: photo with the fictional icon, name, age, place. */
function RecipientCard({ profile }: { profile: ProfileCard }) {
  const { t } = useTranslation();
  const place = usePlaceLabel();
  return (
    <section className="d-flex d-md-block align-items-center gap-3" data-testid="recipient-card">
      <div className="member-signup-photo">
        <ProfilePhoto src={profile.thumb_url} name={profile.name} className="rounded-3 shadow-sm" />
        {profile.fictional && <FictionalBadge className="position-absolute top-0 end-0 m-1 m-md-2" />}
      </div>
      <div className="mt-md-3" style={{ minWidth: 0 }}>
        <div className="d-flex align-items-center gap-1 fw-semibold fs-5">
          {profile.online && <OnlineDot label={t('discovery.online')} />}
          <span className="text-truncate">
            {profile.name}
            <span className="fw-normal text-body-secondary">, {profile.age}</span>
          </span>
        </div>
        <div className="text-body-secondary">{place(profile)}</div>
      </div>
    </section>
  );
}
