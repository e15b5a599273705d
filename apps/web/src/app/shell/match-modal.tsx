import type { ProfileCard } from '@amoret/shared';
import Modal from 'react-bootstrap/Modal';
import { ProfilePhoto } from '../../components/profile-photo.tsx';
import { useTranslation } from '../../lib/i18n.tsx';

/**
 * "New like!" with the liker's main photo and a button. Clicking anywhere closes it; the photo and the
 * button open the profile.
 */
export default function MatchModal({
  profile,
  onOpenProfile,
  onClose,
}: {
  profile: ProfileCard;
  onOpenProfile: (id: number) => void;
  onClose: () => void;
}) {
  const { t } = useTranslation();
  const open = (event: React.MouseEvent) => {
    event.stopPropagation();
    onOpenProfile(profile.id);
  };
  return (
    <Modal
      show
      onHide={onClose}
      centered
      size="sm"
      aria-labelledby="match-modal-title"
      data-testid="match-modal"
    >
      {/* biome-ignore lint/a11y/useKeyWithClickEvents: Escape and the buttons cover the keyboard */}
      {/* biome-ignore lint/a11y/noStaticElementInteractions: a click anywhere closes, as the spec asks */}
      <div className="text-center p-4" onClick={onClose}>
        <h2 id="match-modal-title" className="h4 text-primary mb-3">
          {t('match.title')}
        </h2>
        <button
          type="button"
          className="btn p-0 border-0 match-modal-photo mb-3"
          onClick={open}
          aria-label={t('discovery.viewProfile', { name: profile.name })}
        >
          <ProfilePhoto src={profile.thumb_url} name={profile.name} className="rounded-circle" />
        </button>
        <p className="mb-3">{t('match.body', { name: profile.name, age: profile.age })}</p>
        <button type="button" className="btn btn-primary px-4" onClick={open} data-testid="match-modal-open">
          {t('match.open')}
        </button>
      </div>
    </Modal>
  );
}
