import Modal from 'react-bootstrap/Modal';
import { useTranslation } from '../../lib/i18n.tsx';

/** The activation reminder as a modal, for smartphones right after signup (api_signup_complete). */
export default function ActivationReminderModal({ email, onClose }: { email: string; onClose: () => void }) {
  const { t } = useTranslation();
  return (
    <Modal
      show
      onHide={onClose}
      centered
      aria-labelledby="reminder-title"
      data-testid="activation-reminder-modal"
    >
      <Modal.Header closeButton closeLabel={t('common.close')}>
        <Modal.Title id="reminder-title">{t('signup.complete.title')}</Modal.Title>
      </Modal.Header>
      <Modal.Body>{t('reminder.text', { email })}</Modal.Body>
      <Modal.Footer>
        <button type="button" className="btn btn-primary" onClick={onClose}>
          {t('signup.complete.continue')}
        </button>
      </Modal.Footer>
    </Modal>
  );
}
