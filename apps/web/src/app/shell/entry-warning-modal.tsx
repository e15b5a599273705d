import { MIN_AGE } from '@amoret/shared';
import Button from 'react-bootstrap/Button';
import Modal from 'react-bootstrap/Modal';
import { useTranslation } from '../../lib/i18n.tsx';
import { useSettings } from '../../lib/site/settings.ts';

/** The adults-only modal itself: cannot be closed by backdrop or Escape, only by entering or leaving. */
export default function EntryWarningModal({ onEnter }: { onEnter: () => void }) {
  const { t } = useTranslation();
  const settings = useSettings();
  return (
    // No fade: it is the first thing a new visitor reads, so it is there with the page, not 0.3 s later.
    <Modal
      show
      animation={false}
      backdrop="static"
      keyboard={false}
      centered
      aria-labelledby="entry-warning-title"
    >
      <Modal.Header>
        <Modal.Title id="entry-warning-title">{t('entryWarning.title', { minAge: MIN_AGE })}</Modal.Title>
      </Modal.Header>
      <Modal.Body>
        <p>{t('entryWarning.body', { siteName: settings.name, minAge: MIN_AGE })}</p>
        <p className="small text-body-secondary mb-0">{settings.fictional_warning}</p>
      </Modal.Body>
      <Modal.Footer className="justify-content-between">
        <a href="https://www.google.com/" className="btn btn-link link-secondary" rel="noreferrer">
          {t('entryWarning.leave')}
        </a>
        <Button variant="primary" onClick={onEnter} data-testid="entry-warning-enter">
          {t('entryWarning.enter', { minAge: MIN_AGE })}
        </Button>
      </Modal.Footer>
    </Modal>
  );
}
