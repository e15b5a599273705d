import { heroPhotoCount, LANDER_FACES, type ProfileCard } from '@amoret/shared';
import { type ReactNode, useMemo } from 'react';
import { FictionalBadge, FictionalNotice } from '../../components/fictional-badge.tsx';
import { PageFallback } from '../../components/page-fallback.tsx';
import { PlaceLabel } from '../../components/place-label.tsx';
import { OnlineDot, ProfilePhoto } from '../../components/profile-photo.tsx';
import { usePageTitle } from '../../components/use-page-title.ts';
import { useOpenSignup } from '../../lib/auth/open-signup.ts';
import { useTranslation } from '../../lib/i18n.tsx';
import { countryName } from '../../lib/intl.ts';
import { useLanderProfiles } from '../../lib/lander-profiles.ts';
import { useSettings } from '../../lib/site/settings.ts';

/** What every lander design gets: its slug (the audience), from the route. */
export interface DesignProps {
  slug?: string | undefined;
}

/**
 * The texts of a lander in the `landers` namespace, with what they mention: the site, the people
 * shown (`who`: "women", "mature women", "men", in the audience's words) and the visitor's country.
 */
export function useLanderTexts(audienceKey: string | undefined) {
  const { t, i18n } = useTranslation('landers');
  const settings = useSettings();
  const country = countryName(i18n.resolvedLanguage ?? 'en', settings.geoip_selected_country);
  const vars = {
    siteName: settings.name,
    who: t(`audience.${audienceKey ?? 'plain'}`),
    country,
    credits: settings.message_credits,
  };
  return { t, vars };
}

/** A design's data: the profiles of its audience, its texts, and the page title. */
export function useLander(lander: string, slug: string | undefined) {
  const profiles = useLanderProfiles(slug, LANDER_FACES[lander]);
  const { t, vars } = useLanderTexts(profiles.data?.audience.key);
  const title = t(`${lander}.title`, vars);
  usePageTitle(title);
  const list = profiles.data?.profiles;
  // The photos the server preloaded with the page (the first ones there are, as it counts them).
  const heroes = useMemo(
    () =>
      new Set(
        (list ?? [])
          .filter((p) => p.thumb_url)
          .slice(0, heroPhotoCount(lander))
          .map((p) => p.id),
      ),
    [list, lander],
  );
  return {
    profiles: list ?? [],
    /** A hero photo: the page's largest paint, drawn at once (`priority`), not after the first paint. */
    isHero: (profile: ProfileCard) => heroes.has(profile.id),
    data: profiles.data,
    pending: profiles.isPending,
    t,
    vars,
    title,
  };
}

/** The one action of every lander: sign up (the modal, or the signup page on a phone). */
export function SignupCta({
  children,
  className = 'btn btn-primary btn-lg px-5',
  testId = 'cta-signup',
}: {
  children: ReactNode;
  className?: string;
  testId?: string;
}) {
  const openSignup = useOpenSignup();
  return (
    <button type="button" className={className} onClick={() => openSignup()} data-testid={testId}>
      {children}
    </button>
  );
}

/**
 * A face that leads to signup: photo with the fictional icon, online dot, name, age and place. On a
 * lander every profile is a reason to join, so the whole tile is one button.
 */
export function FaceTile({
  profile,
  caption = 'below',
  className = '',
  priority = false,
}: {
  profile: ProfileCard;
  caption?: 'below' | 'over' | 'none';
  className?: string;
  /** The lander's first face: its hero image, fetched first. */
  priority?: boolean;
}) {
  const { t } = useTranslation();
  const openSignup = useOpenSignup();
  return (
    <div className={`face-tile face-tile--${caption} ${className}`} data-testid="lander-profile">
      <button
        type="button"
        className="face-tile-button"
        onClick={() => openSignup()}
        aria-label={t('discovery.viewProfile', { name: profile.name })}
      >
        <ProfilePhoto
          src={profile.thumb_url}
          name={profile.name}
          className="face-tile-photo"
          priority={priority}
        />
      </button>
      {profile.fictional && <FictionalBadge className="face-tile-badge" />}
      {caption !== 'none' && (
        <div className="face-tile-caption">
          <div className="d-flex align-items-center gap-1 fw-semibold text-truncate">
            {profile.online && <OnlineDot label={t('discovery.online')} />}
            <span className="text-truncate">
              {profile.name}, {profile.age}
            </span>
          </div>
          <div className="small face-tile-place text-truncate">
            <PlaceLabel profile={profile} />
          </div>
        </div>
      )}
    </div>
  );
}

/** Under every lander: the fictional warning when fictional profiles are shown, and what is free. */
export function LanderNotes({ profiles, className = '' }: { profiles: ProfileCard[]; className?: string }) {
  const { t } = useTranslation('landers');
  const settings = useSettings();
  return (
    <div className={`container small text-body-secondary py-3 ${className}`}>
      <FictionalNotice count={profiles.filter((p) => p.fictional).length} />
      <p className="mb-0">{t('freeNote', { credits: settings.message_credits })}</p>
    </div>
  );
}

/** While the profiles load: the spinner; without any: the design still shows its text and action. */
export function LanderLoading({ pending }: { pending: boolean }) {
  return pending ? <PageFallback /> : null;
}

/** Profiles repeated to fill a design that needs `count` faces (a collage, a slideshow). */
export function useFilled(profiles: ProfileCard[], count: number): ProfileCard[] {
  return useMemo(() => {
    const withPhoto = profiles.filter((p) => p.thumb_url);
    if (withPhoto.length === 0) return [];
    return Array.from({ length: count }, (_, i) => withPhoto[i % withPhoto.length]!);
  }, [profiles, count]);
}
