import type { ChatImage } from '@amoret/shared';
import Modal from 'react-bootstrap/Modal';
import { useTranslation } from '../../lib/i18n.tsx';

/** A chat photo large: a dialog (focus kept inside, Escape or the button closes it). */
export function ImageLightbox({ image, onHide }: { image: ChatImage | null; onHide: () => void }) {
  const { t } = useTranslation('chat');
  return (
    <Modal
      show={image !== null}
      onHide={onHide}
      centered
      dialogClassName="chat-lightbox-dialog"
      contentClassName="chat-lightbox bg-dark"
      aria-label={t('lightbox.title')}
      data-testid="image-lightbox"
    >
      <button
        type="button"
        className="btn-close btn-close-white chat-lightbox-close"
        aria-label={t('dialog.close')}
        onClick={onHide}
      />
      {image && (
        <img
          src={image.url}
          alt={t('lightbox.title')}
          width={image.width}
          height={image.height}
          className="chat-lightbox-image"
        />
      )}
    </Modal>
  );
}
