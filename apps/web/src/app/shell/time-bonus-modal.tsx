import { TIME_BONUS } from '@amoret/shared';
import Modal from 'react-bootstrap/Modal';
import { useTranslation } from '../../lib/i18n.tsx';
import { useNavigate } from '../../lib/router/hooks.tsx';

/** The time-bonus popup: its text is given 4 as the hours left (spec section 9). */
export default function TimeBonusModal({
  percentage,
  code,
  onClose,
}: {
  percentage: number;
  code: string;
  onClose: () => void;
}) {
  const { t } = useTranslation();
  const navigate = useNavigate();
  return (
    <Modal show onHide={onClose} centered aria-labelledby="time-bonus-title" data-testid="time-bonus-modal">
      <Modal.Header closeButton closeLabel={t('common.close')} className="border-0 pb-0" />
      <Modal.Body className="text-center px-4 pb-4 pt-0">
        <div className="display-5 fw-bold text-primary mb-1" aria-hidden="true">
          −{percentage}%
        </div>
        <h2 id="time-bonus-title" className="h4 mb-3">
          {t('timeBonus.modalTitle')}
        </h2>
        <p className="mb-4">
          {t('timeBonus.modalBody', { hours: TIME_BONUS.modalHoursLeft, percent: percentage, code })}
        </p>
        <button
          type="button"
          className="btn btn-primary btn-lg w-100 mb-2"
          data-testid="time-bonus-modal-action"
          onClick={() => {
            onClose();
            navigate('/credits');
          }}
        >
          {t('timeBonus.action', { percent: percentage })}
        </button>
        <button type="button" className="btn btn-link text-body-secondary" onClick={onClose}>
          {t('timeBonus.dismiss')}
        </button>
      </Modal.Body>
    </Modal>
  );
}
