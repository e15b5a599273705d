import { useEffect, useRef, useState } from 'react';
import { useTranslation } from '../../lib/i18n.tsx';
import { useLocation } from '../../lib/router/hooks.tsx';

/** The id of the element around every layout's page: the skip link's target. */
export const MAIN_CONTENT_ID = 'main-content';

/** First thing a keyboard reaches on every page: straight to the page's content. */
export function SkipLink() {
  const { t } = useTranslation();
  return (
    <a href={`#${MAIN_CONTENT_ID}`} className="skip-link visually-hidden-focusable">
      {t('common.skipToContent')}
    </a>
  );
}

/** Whether the focus is in a field of the page's content that takes text. */
function isWritingIn(main: HTMLElement | null): boolean {
  const active = document.activeElement;
  return (
    !!main &&
    active instanceof HTMLElement &&
    main.contains(active) &&
    (active.isContentEditable ||
      active.matches(
        'textarea, input:not([type=button], [type=submit], [type=checkbox], [type=radio]), select',
      ))
  );
}

/** How long a lazily loaded page may take to show its heading before focus goes to the content. */
const HEADING_WAIT_MS = 3000;

/**
 * After every change of page (not the first load): focus moves to the new page's heading (else its
 * content), unless it is already in one of the page's text fields, and the new title is announced to
 * screen readers, as a full page load would.
 */
export function RouteAnnouncer() {
  const { pathname } = useLocation();
  const [announcement, setAnnouncement] = useState('');
  const first = useRef(true);
  useEffect(() => {
    if (first.current) {
      first.current = false;
      return;
    }
    const started = Date.now();
    let timer: number;
    const settle = () => {
      const main = document.getElementById(MAIN_CONTENT_ID);
      const heading = main?.querySelector<HTMLElement>('h1');
      if (!heading && Date.now() - started < HEADING_WAIT_MS) {
        timer = window.setTimeout(settle, 100);
        return;
      }
      // A dialog that opened meanwhile keeps the focus it took.
      if (document.activeElement?.closest('[role="dialog"]')) return;
      const target = heading ?? main;
      // Someone writing in the new page (a chat's first message moves it to the conversation's own
      // address, and the member goes on typing) keeps the field: their next keys would go nowhere.
      if (target && !isWritingIn(main)) {
        if (!target.hasAttribute('tabindex')) target.setAttribute('tabindex', '-1');
        target.focus({ preventScroll: true });
      }
      setAnnouncement(document.title);
    };
    timer = window.setTimeout(settle, 50);
    return () => window.clearTimeout(timer);
  }, [pathname]);
  return (
    <div className="visually-hidden" aria-live="polite" aria-atomic="true" data-testid="route-announcer">
      {announcement}
    </div>
  );
}
