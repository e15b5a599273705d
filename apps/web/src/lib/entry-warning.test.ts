import { describe, expect, it } from 'vitest';
import { type EntryWarningContext, shouldShowEntryWarning } from './entry-warning.ts';

const base: EntryWarningContext = {
  settings: { enable_site_entry_popup: 'yes', site_entry_countries: [], geoip_country: 'NL' },
  layout: 'default',
  routeName: 'members',
  installedApp: false,
  loggedIn: false,
  dismissed: false,
};
const show = (patch: Partial<EntryWarningContext>, settings: Partial<EntryWarningContext['settings']> = {}) =>
  shouldShowEntryWarning({ ...base, ...patch, settings: { ...base.settings, ...settings } });

describe('site-entry warning', () => {
  it('shows once to a new visitor on the default layout', () => {
    expect(show({})).toBe(true);
    expect(show({ dismissed: true })).toBe(false);
  });
  it('is skipped in the installed app, for members and when the site turns it off', () => {
    expect(show({ installedApp: true })).toBe(false);
    expect(show({ loggedIn: true })).toBe(false);
    expect(show({}, { enable_site_entry_popup: 'no' })).toBe(false);
  });
  it('respects the country restriction list', () => {
    expect(show({}, { site_entry_countries: ['DE', 'AT'] })).toBe(false);
    expect(show({}, { site_entry_countries: ['DE', 'AT'], geoip_country: 'AT' })).toBe(true);
    expect(show({}, { site_entry_countries: ['DE'], geoip_country: null })).toBe(false);
  });
  it('is hidden on complete-signup and the password reset pages', () => {
    for (const routeName of ['complete-signup', 'reset-password', 'reset-password-do'])
      expect(show({ routeName })).toBe(false);
  });
  it('shows on chat, lander and empty layouts only to visitors from NL and DE', () => {
    for (const layout of ['chat', 'lander', 'empty'] as const) {
      expect(show({ layout }, { geoip_country: 'NL' })).toBe(true);
      expect(show({ layout }, { geoip_country: 'DE' })).toBe(true);
      expect(show({ layout }, { geoip_country: 'BE' })).toBe(false);
      expect(show({ layout }, { geoip_country: null })).toBe(false);
    }
  });
});
