import { APP_ICONS, initialLocale } from '@amoret/shared';
import type { SiteWithCompany } from '../../db/schema.ts';
import { translator } from '../../platform/i18n.ts';

/** The site's colour (DESIGN.md's muted rose, index.html's theme-color) and the page background. */
const THEME_COLOUR = '#b5656f';
const BACKGROUND_COLOUR = '#ffffff';

/** The icons the web build draws, but iOS's own (linked from index.html). */
const ICONS = APP_ICONS.filter((icon) => icon.purpose !== 'apple-touch').map((icon) => ({
  src: icon.path,
  sizes: `${icon.size}x${icon.size}`,
  type: 'image/png',
  purpose: icon.purpose,
}));

/**
 * A site's web app manifest: what a phone needs to install the site as an app of its own name, with
 * the site's language and description, opening full screen (the installed app the spec's Back
 * button, app badge and entry warning speak of), and shortcuts to messages, likes and the search.
 */
export function appManifest(site: SiteWithCompany) {
  // The pages a long press on the app's icon offers, named as the site's menu names them.
  const t = translator(initialLocale(undefined, site.domain_language));
  const shortcuts = [
    { name: t('nav.messages'), url: '/chats' },
    { name: t('nav.likes'), url: '/likes' },
    { name: t('nav.members'), url: '/members' },
  ];
  return {
    id: '/',
    name: site.name,
    short_name: site.name,
    description: site.description,
    lang: site.domain_language,
    dir: 'ltr',
    start_url: '/',
    scope: '/',
    display: 'standalone',
    background_color: BACKGROUND_COLOUR,
    theme_color: THEME_COLOUR,
    categories: ['social', 'lifestyle'],
    icons: ICONS,
    shortcuts,
  };
}
