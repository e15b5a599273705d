import { PlaceLabel } from '../../components/place-label.tsx';
import { type DesignProps, FaceTile, LanderNotes, SignupCta, useLander } from './lander-kit.tsx';
import { PhotoSlides } from './photo-slides.tsx';

/** `video`: a video-call screen whose picture moves from one online profile to the next. */
export default function VideoLander({ slug }: DesignProps) {
  const { profiles, isHero, t, vars, title } = useLander('video', slug);
  const live = profiles.slice(0, 5);
  return (
    <main className="video-lander">
      <div className="container py-4 py-lg-5">
        <div className="row g-4 align-items-center">
          <div className="col-md-6 col-lg-5 order-md-2">
            <h1 className="display-6 fw-semibold">{title}</h1>
            <p className="lead">{t('video.subtitle', vars)}</p>
            <SignupCta className="btn btn-primary btn-lg px-5">{t('cta')}</SignupCta>
            <h2 className="h6 mt-4 mb-2">{t('video.alsoOnline')}</h2>
            <div className="row row-cols-5 g-2">
              {profiles.slice(5, 10).map((profile) => (
                <div className="col" key={profile.id}>
                  <FaceTile profile={profile} caption="none" />
                </div>
              ))}
            </div>
          </div>
          <div className="col-md-6 col-lg-7 order-md-1">
            <div className="video-screen mx-auto">
              <PhotoSlides
                isHero={isHero}
                profiles={live}
                className="video-slides"
                caption={(profile) => (
                  <div className="video-caption">
                    <span className="fw-semibold">
                      {profile.name}, {profile.age}
                    </span>{' '}
                    <span className="video-caption-place">
                      <PlaceLabel profile={profile} />
                    </span>
                  </div>
                )}
              />
              <span className="video-live">
                <span className="video-live-dot" aria-hidden="true" /> {t('video.live')}
              </span>
              <div className="video-self" aria-hidden="true">
                {t('video.you')}
              </div>
              <div className="video-controls">
                <SignupCta className="btn btn-success rounded-pill px-4" testId="video-answer">
                  {t('video.answer')}
                </SignupCta>
              </div>
            </div>
          </div>
        </div>
      </div>
      <LanderNotes profiles={profiles} />
    </main>
  );
}
