import { useState } from 'react';
import Modal from 'react-bootstrap/Modal';
import type { SignupOptions } from '../../lib/auth/open-signup.ts';
import { useTranslation } from '../../lib/i18n.tsx';
import { useSettings } from '../../lib/site/settings.ts';
import { SignupFlow } from './signup-flow.tsx';

/** Desktop signup: cannot be closed by backdrop or Escape once the visitor has started. */
export default function SignupModal({
  onClose,
  options = {},
}: {
  onClose: () => void;
  options?: SignupOptions;
}) {
  const { t } = useTranslation();
  const settings = useSettings();
  const [inProgress, setInProgress] = useState(false);
  return (
    <Modal
      show
      onHide={onClose}
      backdrop={inProgress ? 'static' : true}
      keyboard={!inProgress}
      centered
      aria-labelledby="signup-title"
      data-testid="signup-modal"
    >
      <Modal.Header closeButton closeLabel={t('common.close')}>
        <Modal.Title id="signup-title">{t('signup.title', { siteName: settings.name })}</Modal.Title>
      </Modal.Header>
      <Modal.Body>
        <SignupFlow
          onProgress={() => setInProgress(true)}
          onDone={onClose}
          recipient={options.recipient}
          initialMessage={options.message}
        />
      </Modal.Body>
    </Modal>
  );
}
