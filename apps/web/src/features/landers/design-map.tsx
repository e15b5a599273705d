import { ProfilePhoto } from '../../components/profile-photo.tsx';
import { usePageTitle } from '../../components/use-page-title.ts';
import { useOpenSignup } from '../../lib/auth/open-signup.ts';
import { useLanderMap } from '../../lib/lander-profiles.ts';
import { type DesignProps, FaceTile, LanderNotes, SignupCta, useLanderTexts } from './lander-kit.tsx';

const FACE_PLACEHOLDERS = [0, 1, 2, 3, 4, 5];

/**
 * `maplanding`: the visitor's country (drawn by the server from Natural Earth shapes: no map tiles,
 * nothing fetched elsewhere) with profiles pinned at their towns, and the same faces listed beside it.
 */
export default function MapLander({ slug }: DesignProps) {
  const map = useLanderMap(slug);
  const { t, vars } = useLanderTexts(map.data?.audience.key);
  const title = t('maplanding.title', vars);
  usePageTitle(title);
  const openSignup = useOpenSignup();
  const pins = map.data?.pins ?? [];
  const profiles = pins.map((pin) => pin.profile);
  const faces = profiles
    .filter((p) => p.online)
    .concat(profiles.filter((p) => !p.online))
    .slice(0, 6);
  return (
    <main className="container py-4">
      <div className="row g-4 align-items-start">
        <div className="col-lg-4 order-lg-2">
          <h1 className="h2">{title}</h1>
          <p className="text-body-secondary">{t('maplanding.subtitle', vars)}</p>
          {map.isPending ? (
            // Placeholders keep the place of what the map's answer brings (no layout shift).
            <p className="fw-semibold placeholder-glow" aria-hidden="true">
              <span className="placeholder col-7" />
            </p>
          ) : (
            pins.length > 0 && (
              <p className="fw-semibold">{t('maplanding.count', { ...vars, count: pins.length })}</p>
            )
          )}
          <SignupCta className="btn btn-primary btn-lg w-100 mb-4">{t('cta')}</SignupCta>
          <div className="row row-cols-3 g-2">
            {map.isPending
              ? FACE_PLACEHOLDERS.map((i) => (
                  <div className="col" key={i} aria-hidden="true">
                    <span className="placeholder-photo rounded-3" />
                  </div>
                ))
              : faces.map((profile) => (
                  // Small tiles: the title is the largest paint, so their photos wait until it is drawn.
                  <div className="col" key={profile.id}>
                    <FaceTile profile={profile} caption="none" />
                  </div>
                ))}
          </div>
        </div>
        <div className="col-lg-8 order-lg-1">
          {map.isPending && <div className="lander-map lander-map--placeholder mx-auto" aria-hidden="true" />}
          {map.data && (
            <figure
              className="lander-map mx-auto mb-0"
              style={{ aspectRatio: `${map.data.width} / ${map.data.height}` }}
            >
              <svg viewBox={`0 0 ${map.data.width} ${map.data.height}`} role="img" aria-label={vars.country}>
                <path d={map.data.outline} className="lander-map-land" />
              </svg>
              <button
                type="button"
                className="lander-map-button"
                onClick={() => openSignup()}
                aria-label={t('maplanding.count', { ...vars, count: pins.length })}
              />
              {/* Pins are a picture of where people live (they may overlap); the faces beside the map are the controls. */}
              {pins.map(({ profile, x, y }) => (
                <span
                  key={profile.id}
                  className="map-pin"
                  style={{ left: `${(x / map.data.width) * 100}%`, top: `${(y / map.data.height) * 100}%` }}
                  aria-hidden="true"
                >
                  <ProfilePhoto src={profile.thumb_url} name="" className="rounded-circle" />
                  {profile.online && <span className="map-pin-online" />}
                </span>
              ))}
            </figure>
          )}
        </div>
      </div>
      <LanderNotes profiles={profiles} className="px-0" />
    </main>
  );
}
