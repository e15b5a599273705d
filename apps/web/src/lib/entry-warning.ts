import { DISMISSAL_KEYS, type LayoutName, type Settings } from '@amoret/shared';
import { sessionHinted, useUser } from './auth/user.ts';
import { isInstalledApp } from './installed-app.ts';
import { useRouteName } from './router/hooks.tsx';
import { useSettings } from './site/settings.ts';
import { dismissedAt } from './storage.ts';

/** Routes on which the site-entry warning never shows (spec: default layout behaviour). */
const HIDDEN_ON = new Set(['complete-signup', 'reset-password', 'reset-password-do']);
/** On the chat, lander and empty layouts only visitors from these countries get the warning. */
const RESTRICTED_LAYOUT_COUNTRIES = new Set(['NL', 'DE']);

export interface EntryWarningContext {
  settings: Pick<Settings, 'enable_site_entry_popup' | 'site_entry_countries' | 'geoip_country'>;
  layout: LayoutName;
  routeName: string | undefined;
  installedApp: boolean;
  loggedIn: boolean;
  dismissed: boolean;
}

/** Whether the site-entry warning modal shows (spec: site-entry warning modal). */
export function shouldShowEntryWarning(ctx: EntryWarningContext): boolean {
  const { settings, layout, routeName } = ctx;
  if (ctx.installedApp || ctx.loggedIn || ctx.dismissed) return false;
  if (settings.enable_site_entry_popup === 'no') return false;
  if (routeName && HIDDEN_ON.has(routeName)) return false;
  const country = settings.geoip_country;
  if (
    settings.site_entry_countries.length > 0 &&
    !(country && settings.site_entry_countries.includes(country))
  ) {
    return false;
  }
  if (layout !== 'default') return !!country && RESTRICTED_LAYOUT_COUNTRIES.has(country);
  return true;
}

/**
 * Whether the adults-only warning shows on a page of this layout now. `dismissed`: the warning's own
 * state once the visitor enters; else the remembered dismissal, read only for a visitor.
 */
export function useEntryWarningShows(layout: LayoutName, dismissed?: boolean): boolean {
  const settings = useSettings();
  const routeName = useRouteName();
  const user = useUser();
  // A page that came without a session cookie is a visitor's: no need to wait for who is logged in.
  const loggedIn = user === undefined ? (sessionHinted() ? undefined : false) : !!user;
  if (loggedIn !== false) return false;
  const page = { settings, layout, routeName, loggedIn, installedApp: false, dismissed: false };
  // The browser's state (a media query, the stored dismissal: a blocking storage read on a first
  // load) is asked only where the page's own facts would show the warning.
  if (!shouldShowEntryWarning(page)) return false;
  return shouldShowEntryWarning({
    ...page,
    installedApp: isInstalledApp(),
    dismissed: dismissed ?? dismissedAt(DISMISSAL_KEYS.siteEntryWarning) !== null,
  });
}
