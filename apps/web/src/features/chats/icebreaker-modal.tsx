import Modal from 'react-bootstrap/Modal';
import { useTranslation } from '../../lib/i18n.tsx';
import { useIcebreakers } from './use-catalogue.ts';

/** All opening lines; the one picked goes into the message field, to change or send. */
export function IcebreakerModal({
  show,
  onHide,
  onPick,
}: {
  show: boolean;
  onHide: () => void;
  onPick: (line: string) => void;
}) {
  const { t } = useTranslation('chat');
  const icebreakers = useIcebreakers(show);

  return (
    <Modal
      show={show}
      onHide={onHide}
      centered
      scrollable
      aria-labelledby="icebreaker-title"
      data-testid="icebreaker-modal"
    >
      <Modal.Header closeButton closeLabel={t('dialog.close')}>
        <Modal.Title id="icebreaker-title" as="h2" className="h5">
          {t('icebreakers.title')}
        </Modal.Title>
      </Modal.Header>
      <Modal.Body>
        <p className="small text-body-secondary">{t('icebreakers.intro')}</p>
        {icebreakers.isPending ? (
          <div className="d-flex justify-content-center py-4">
            <div className="spinner-border text-primary" role="status">
              <span className="visually-hidden">{t('dialog.loading')}</span>
            </div>
          </div>
        ) : icebreakers.isError ? (
          <p className="text-danger mb-0" role="alert">
            {t('dialog.loadFailed')}
          </p>
        ) : (
          <div className="list-group">
            {icebreakers.data.map((line) => (
              <button
                key={line.key}
                type="button"
                className="list-group-item list-group-item-action"
                onClick={() => onPick(line.text)}
                data-testid="icebreaker-option"
              >
                {line.text}
              </button>
            ))}
          </div>
        )}
      </Modal.Body>
    </Modal>
  );
}
