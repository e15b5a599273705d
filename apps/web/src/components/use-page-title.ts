import { useEffect } from 'react';
import { useSettings } from '../lib/site/settings.ts';

/** Sets the window title to "page title · site name" (the site's index title without one). */
export function usePageTitle(title?: string) {
  const settings = useSettings();
  useEffect(() => {
    document.title = title ? `${title} · ${settings.name}` : settings.index_title;
  }, [title, settings.name, settings.index_title]);
}
