import { routes, type Settings } from '@amoret/shared';
import { createContext, useContext } from 'react';
import { api } from '../api-client.ts';

/** GET /api/settings.php with the page's own query parameters passed through (spec section 7). */
export async function fetchSettings(): Promise<Settings> {
  const pageQuery = Object.fromEntries(new URLSearchParams(window.location.search));
  const { settings } = await api.call(routes.sites.settings, { query: pageQuery });
  return settings;
}

/**
 * The settings the server inlined into index.html for this page (`<script type="application/json"
 * id="amoret-settings">`, see apps/server/src/platform/spa.ts): the first screen then waits for no
 * API call. Null when the page came from elsewhere (Vite's dev server).
 */
export function inlinedSettings(): Settings | null {
  const element = document.getElementById('amoret-settings');
  if (!element?.textContent) return null;
  try {
    return (JSON.parse(element.textContent) as { settings: Settings }).settings;
  } catch {
    return null;
  }
}

/** The site's settings, loaded once before the first render (main.tsx) and never changed after. */
export const SettingsContext = createContext<Settings | null>(null);

/**
 * The site's settings. A context, not a query: nearly every component reads them, and a query
 * observer each cost a phone's first render tens of milliseconds for a value that never changes.
 */
export function useSettings(): Settings {
  const settings = useContext(SettingsContext);
  if (!settings) throw new Error('useSettings() outside <SettingsContext>');
  return settings;
}
