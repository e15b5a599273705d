import { DISMISSAL_KEYS, type LayoutName } from '@amoret/shared';
import { useState } from 'react';
import { useEntryWarningShows } from '../../lib/entry-warning.ts';
import { dismissedAt, rememberDismissal } from '../../lib/storage.ts';
import { EntryWarningModal } from './entry-warning-modal.tsx';

/** Adults-only warning shown once per visitor; the dismissal time is remembered. */
export function SiteEntryWarning({ layout }: { layout: LayoutName }) {
  const [dismissed, setDismissed] = useState(() => dismissedAt(DISMISSAL_KEYS.siteEntryWarning) !== null);
  if (!useEntryWarningShows(layout, dismissed)) return null;

  const enter = () => {
    rememberDismissal(DISMISSAL_KEYS.siteEntryWarning);
    setDismissed(true);
  };
  return <EntryWarningModal onEnter={enter} />;
}
