import { type Gift, messageCost } from '@amoret/shared';
import Modal from 'react-bootstrap/Modal';
import { useUser } from '../../lib/auth/user.ts';
import { useTranslation } from '../../lib/i18n.tsx';
import { useSettings } from '../../lib/site/settings.ts';
import { InsufficientCredits } from './chat-notices.tsx';
import { useGifts } from './use-catalogue.ts';

/**
 * The gift catalogue as a grid of pictures with names and the price; a choice is sent at once. A
 * member whose balance cannot pay for one sees it, with the way to buy credits, instead of choosing a
 * gift that would only fail.
 */
export function GiftPicker({
  show,
  name,
  onHide,
  onPick,
}: {
  show: boolean;
  name: string;
  onHide: () => void;
  onPick: (gift: Gift) => void;
}) {
  const { t } = useTranslation('chat');
  const settings = useSettings();
  const gifts = useGifts(show);
  const price = messageCost('gift', settings);
  const credits = useUser()?.credits ?? 0;
  const short = credits < price;

  return (
    <Modal
      show={show}
      onHide={onHide}
      centered
      scrollable
      aria-labelledby="gift-picker-title"
      data-testid="gift-picker"
    >
      <Modal.Header closeButton closeLabel={t('dialog.close')}>
        <Modal.Title id="gift-picker-title" as="h2" className="h5">
          {t('gifts.title', { name })}
        </Modal.Title>
      </Modal.Header>
      <Modal.Body>
        <p className="small text-body-secondary">{t('gifts.intro', { count: price })}</p>
        {short && <InsufficientCredits balance={credits} testId="gift-short" />}
        {gifts.isPending ? (
          <div className="d-flex justify-content-center py-4">
            <div className="spinner-border text-primary" role="status">
              <span className="visually-hidden">{t('dialog.loading')}</span>
            </div>
          </div>
        ) : gifts.isError ? (
          <p className="text-danger mb-0" role="alert">
            {t('dialog.loadFailed')}
          </p>
        ) : (
          <ul className="gift-grid list-unstyled mb-0">
            {gifts.data.map((gift) => (
              <li key={gift.key}>
                <button
                  type="button"
                  className="gift-option"
                  onClick={() => onPick(gift)}
                  disabled={short}
                  aria-label={t('gifts.send', { gift: gift.name, count: price })}
                  data-testid={`gift-${gift.key}`}
                >
                  <img src={gift.image_url} alt="" width={64} height={64} />
                  <span className="gift-option-name">{gift.name}</span>
                  <span className="gift-option-price">{t('composer.price', { count: price })}</span>
                </button>
              </li>
            ))}
          </ul>
        )}
      </Modal.Body>
    </Modal>
  );
}
