import { MIN_AGE } from '@amoret/shared';
import { useLayoutEffect, useRef } from 'react';
import { useTranslation } from '../../lib/i18n.tsx';
import { useSettings } from '../../lib/site/settings.ts';

function open(dialog: HTMLDialogElement) {
  dialog.showModal();
  // Focus on the dialog itself (as Bootstrap's modal), not on its first link.
  dialog.focus();
}

/**
 * The adults-only warning: a native modal <dialog> (the page behind it inert, focus kept inside),
 * drawn with Bootstrap's modal parts. It is the first thing a new visitor reads, so it opens before
 * the page is first painted, without a fade and without loading a modal library first. It cannot
 * be closed by Escape or the backdrop, only by entering or leaving.
 */
export function EntryWarningModal({ onEnter }: { onEnter: () => void }) {
  const { t } = useTranslation();
  const settings = useSettings();
  const dialog = useRef<HTMLDialogElement>(null);
  useLayoutEffect(() => {
    const element = dialog.current;
    if (element && !element.open) open(element);
    // The page behind does not scroll while it is open (a `body:has()` rule would make the browser
    // check the whole page's style on every change).
    document.body.style.overflow = 'hidden';
    return () => {
      document.body.style.overflow = '';
    };
  }, []);
  return (
    <dialog
      ref={dialog}
      className="entry-warning modal"
      aria-labelledby="entry-warning-title"
      tabIndex={-1}
      // Escape asks to cancel: refused. A browser may close anyway on a second Escape: open again.
      onCancel={(event) => event.preventDefault()}
      onClose={(event) => open(event.currentTarget)}
    >
      <div className="modal-dialog modal-dialog-centered">
        <div className="modal-content">
          <div className="modal-header">
            <h2 className="modal-title h5" id="entry-warning-title">
              {t('entryWarning.title', { minAge: MIN_AGE })}
            </h2>
          </div>
          <div className="modal-body">
            <p>{t('entryWarning.body', { siteName: settings.name, minAge: MIN_AGE })}</p>
            <p className="small text-body-secondary mb-0">{settings.fictional_warning}</p>
          </div>
          <div className="modal-footer justify-content-between">
            <a href="https://www.google.com/" className="btn btn-link link-secondary" rel="noreferrer">
              {t('entryWarning.leave')}
            </a>
            <button
              type="button"
              className="btn btn-primary"
              onClick={onEnter}
              data-testid="entry-warning-enter"
            >
              {t('entryWarning.enter', { minAge: MIN_AGE })}
            </button>
          </div>
        </div>
      </div>
    </dialog>
  );
}
