import { FictionalBadge } from '../../components/fictional-badge.tsx';
import { PlaceLabel } from '../../components/place-label.tsx';
import { OnlineDot, ProfilePhoto } from '../../components/profile-photo.tsx';
import { useOpenSignup } from '../../lib/auth/open-signup.ts';
import { useTranslation } from '../../lib/i18n.tsx';
import { type DesignProps, LanderLoading, LanderNotes, SignupCta, useLander } from './lander-kit.tsx';

/** `alonetonight`: a night-blue "who is online tonight near you" list in the visitor's country. */
export default function AloneTonightLander({ slug }: DesignProps) {
  const { profiles, pending, t, vars, title } = useLander('alonetonight', slug);
  const common = useTranslation().t;
  const openSignup = useOpenSignup();
  const online = profiles.filter((p) => p.online).length;
  return (
    <main>
      <section className="night-hero text-white">
        <div className="container py-5">
          <div className="row align-items-center g-4">
            <div className="col-lg-5">
              <p className="night-moon mb-3" aria-hidden="true" />
              <h1 className="display-6 fw-semibold">{title}</h1>
              <p className="lead">{t('alonetonight.subtitle', vars)}</p>
              <SignupCta className="btn btn-light btn-lg px-5 text-primary fw-semibold">{t('cta')}</SignupCta>
            </div>
            <div className="col-lg-7">
              <div className="night-list card border-0 shadow">
                <div className="card-header bg-transparent d-flex justify-content-between align-items-center">
                  <h2 className="h6 mb-0">{t('alonetonight.listTitle', vars)}</h2>
                  {online > 0 && (
                    <span className="badge text-bg-success">
                      {t('alonetonight.online', { count: online })}
                    </span>
                  )}
                </div>
                <LanderLoading pending={pending} />
                <ul className="list-group list-group-flush">
                  {profiles.map((profile) => (
                    <li
                      key={profile.id}
                      className="list-group-item d-flex align-items-center gap-3"
                      data-testid="lander-profile"
                    >
                      <div className="night-avatar position-relative flex-shrink-0">
                        <ProfilePhoto
                          src={profile.thumb_url}
                          name={profile.name}
                          className="rounded-circle"
                        />
                        {profile.fictional && <FictionalBadge className="night-avatar-badge" />}
                      </div>
                      <div className="flex-grow-1 text-truncate">
                        <div className="fw-semibold d-flex align-items-center gap-1">
                          {profile.online && <OnlineDot label={common('discovery.online')} />}
                          {profile.name}, {profile.age}
                        </div>
                        <div className="small text-body-secondary text-truncate">
                          <PlaceLabel profile={profile} />
                        </div>
                      </div>
                      <button
                        type="button"
                        className="btn btn-sm btn-outline-primary flex-shrink-0"
                        onClick={() => openSignup()}
                        aria-label={t('alonetonight.chatWith', { name: profile.name })}
                      >
                        {t('alonetonight.chat')}
                      </button>
                    </li>
                  ))}
                </ul>
              </div>
            </div>
          </div>
        </div>
      </section>
      <LanderNotes profiles={profiles} />
    </main>
  );
}
