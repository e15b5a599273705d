import type { MemberProfile, ViewedPhoto } from '@amoret/shared';
import { useState } from 'react';
import { FictionalBadge } from '../../components/fictional-badge.tsx';
import { LockIcon } from '../../components/lock-icon.tsx';
import { PlainLink } from '../../components/plain-link.tsx';
import { ProfilePhoto } from '../../components/profile-photo.tsx';
import { useTranslation } from '../../lib/i18n.tsx';

/** The big photo with thumbnails under it; a locked (private) photo explains that premium shows it. */
export function MemberPhotos({ profile }: { profile: MemberProfile }) {
  const { t } = useTranslation();
  const photos = profile.photos.length > 0 ? profile.photos : profile.main_image ? [profile.main_image] : [];
  const [selected, setSelected] = useState<ViewedPhoto | null>(profile.main_image ?? photos[0] ?? null);
  return (
    <div data-testid="member-photos">
      <div className="position-relative member-photo-main">
        {/* The page's largest paint: fetched at once, not after the page has loaded. */}
        <ProfilePhoto
          src={selected?.url ?? null}
          name={profile.name}
          className={`rounded-3 ${selected?.locked ? 'locked' : ''}`}
          priority
        />
        {profile.fictional && <FictionalBadge className="position-absolute top-0 end-0 m-2" />}
        {selected?.locked && (
          <div className="locked-overlay rounded-3" data-testid="premium-only-alert" role="status">
            <LockIcon className="lock-icon" />
            <p className="mb-2 fw-semibold">{t('member.privatePhoto')}</p>
            <PlainLink to="/premium" className="btn btn-light btn-sm">
              {t('member.getPremium')}
            </PlainLink>
          </div>
        )}
      </div>
      {photos.length > 1 && (
        <ul className="list-unstyled d-flex flex-wrap gap-2 mt-2" aria-label={t('member.photos')}>
          {photos.map((photo, i) => (
            <li key={photo.id}>
              <button
                type="button"
                className={`member-thumb btn p-0 border-0 ${photo.id === selected?.id ? 'member-thumb--active' : ''}`}
                onClick={() => setSelected(photo)}
                aria-label={t(photo.locked ? 'member.lockedPhotoN' : 'member.photoN', { n: i + 1 })}
                aria-pressed={photo.id === selected?.id}
                data-testid={photo.locked ? 'locked-thumb' : 'member-thumb'}
              >
                <img src={photo.thumb_url} alt="" className="rounded-2" loading="lazy" />
                {photo.locked && <LockIcon className="member-thumb-lock" />}
              </button>
            </li>
          ))}
        </ul>
      )}
    </div>
  );
}
