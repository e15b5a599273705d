import { FictionalBadge } from '../../components/fictional-badge.tsx';
import { OnlineDot, ProfilePhoto } from '../../components/profile-photo.tsx';
import { useOpenSignup } from '../../lib/auth/open-signup.ts';
import { useTranslation } from '../../lib/i18n.tsx';
import { usePlaceLabel } from '../../lib/site/places.ts';
import {
  type DesignProps,
  FaceTile,
  LanderLoading,
  LanderNotes,
  SignupCta,
  useLander,
} from './lander-kit.tsx';

/** `socialnetwork`: a feed of the audience's latest activity, with "online now" beside it. */
export default function SocialNetworkLander({ slug }: DesignProps) {
  const { profiles, isHero, pending, t, vars, title } = useLander('socialnetwork', slug);
  const common = useTranslation().t;
  const place = usePlaceLabel();
  const openSignup = useOpenSignup();
  const online = profiles.filter((p) => p.online);
  return (
    <main className="social bg-body-tertiary">
      <div className="container py-4">
        <div className="row g-4">
          <aside className="col-lg-3">
            <div className="card border-0 shadow-sm">
              <div className="card-body">
                <h1 className="h4">{title}</h1>
                <p className="small text-body-secondary">{t('socialnetwork.subtitle', vars)}</p>
                <SignupCta className="btn btn-primary w-100">{t('cta')}</SignupCta>
              </div>
            </div>
          </aside>
          <div className="col-lg-6">
            <h2 className="visually-hidden">{t('socialnetwork.feed')}</h2>
            <LanderLoading pending={pending} />
            <ul className="list-unstyled d-grid gap-3 mb-0">
              {profiles.slice(0, 6).map((profile) => (
                <li key={profile.id} className="card border-0 shadow-sm" data-testid="lander-profile">
                  <div className="card-body d-flex align-items-center gap-2 pb-2">
                    <div className="social-avatar flex-shrink-0">
                      <ProfilePhoto src={profile.thumb_url} name="" className="rounded-circle" />
                    </div>
                    <div className="text-truncate">
                      <div className="fw-semibold d-flex align-items-center gap-1">
                        {profile.online && <OnlineDot label={common('discovery.online')} />}
                        {profile.name}, {profile.age}
                      </div>
                      <div className="small text-body-secondary text-truncate">
                        {t(profile.online ? 'socialnetwork.isOnline' : 'socialnetwork.lookingIn', {
                          place: place(profile),
                        })}
                      </div>
                    </div>
                  </div>
                  <div className="position-relative">
                    <button
                      type="button"
                      className="social-photo-button"
                      onClick={() => openSignup()}
                      aria-label={common('discovery.viewProfile', { name: profile.name })}
                    >
                      <ProfilePhoto
                        src={profile.thumb_url}
                        name={profile.name}
                        className="social-photo"
                        priority={isHero(profile)}
                      />
                    </button>
                    {profile.fictional && <FictionalBadge className="position-absolute top-0 end-0 m-2" />}
                  </div>
                  <div className="card-body d-flex gap-2 pt-2">
                    <button
                      type="button"
                      className="btn btn-sm btn-outline-primary"
                      onClick={() => openSignup()}
                    >
                      ♥ {t('socialnetwork.like')}
                    </button>
                    <button
                      type="button"
                      className="btn btn-sm btn-outline-secondary"
                      onClick={() => openSignup()}
                    >
                      {t('socialnetwork.message')}
                    </button>
                  </div>
                </li>
              ))}
            </ul>
          </div>
          <aside className="col-lg-3 d-none d-lg-block">
            <div className="card border-0 shadow-sm">
              <div className="card-body">
                <h2 className="h6">{t('socialnetwork.onlineNow')}</h2>
                <div className="row row-cols-3 g-2">
                  {(online.length > 0 ? online : profiles).slice(0, 9).map((profile) => (
                    <div className="col" key={profile.id}>
                      <FaceTile profile={profile} caption="none" />
                    </div>
                  ))}
                </div>
              </div>
            </div>
          </aside>
        </div>
      </div>
      <LanderNotes profiles={profiles} />
    </main>
  );
}
