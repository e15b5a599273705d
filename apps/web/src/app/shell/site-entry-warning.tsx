import { DISMISSAL_KEYS, type LayoutName } from '@amoret/shared';
import { useState } from 'react';
import { useRouteName } from '../../components/use-route-name.ts';
import { sessionHinted, useUser } from '../../lib/auth/user.ts';
import { useSettings } from '../../lib/site/settings.ts';
import { dismissedAt, rememberDismissal } from '../../lib/storage.ts';
import { EntryWarningModal } from './entry-warning-modal.tsx';
import { shouldShowEntryWarning } from './entry-warning-rules.ts';

function isInstalledApp() {
  return (
    window.matchMedia?.('(display-mode: standalone)').matches ||
    (navigator as Navigator & { standalone?: boolean }).standalone === true
  );
}

/** Adults-only warning shown once per visitor; the dismissal time is remembered. */
export function SiteEntryWarning({ layout }: { layout: LayoutName }) {
  const settings = useSettings();
  const routeName = useRouteName();
  const user = useUser();
  const [dismissed, setDismissed] = useState(() => dismissedAt(DISMISSAL_KEYS.siteEntryWarning) !== null);
  // A page that came without a session cookie is a visitor's: no need to wait for who is logged in.
  const loggedIn = user === undefined ? (sessionHinted() ? undefined : false) : !!user;
  const show =
    loggedIn !== undefined &&
    shouldShowEntryWarning({
      settings,
      layout,
      routeName,
      installedApp: isInstalledApp(),
      loggedIn,
      dismissed,
    });
  if (!show) return null;

  const enter = () => {
    rememberDismissal(DISMISSAL_KEYS.siteEntryWarning);
    setDismissed(true);
  };
  return <EntryWarningModal onEnter={enter} />;
}
