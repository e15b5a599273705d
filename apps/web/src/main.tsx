import { initialLocale, LOCALE_COOKIE } from '@amoret/shared';
import { createRoot } from 'react-dom/client';
import { App } from './app/app.tsx';
import { createQueryClient } from './app/query-client.ts';
import { seedFirstScreen } from './lib/first-screen.ts';
import { initI18n } from './lib/i18n.tsx';
import { appManifestHref, linkAppManifest } from './lib/installed-app.ts';
import { setSiteLocale } from './lib/intl.ts';
import { watchPageBounce } from './lib/page-bounce.ts';
import { whenPageLoaded } from './lib/page-loaded.ts';
import { fetchSettings, inlinedSettings } from './lib/site/settings.ts';
import { getCookie } from './lib/storage.ts';
import { captureTrafficSource } from './lib/traffic-source.ts';
import './styles/theme.scss';

async function boot() {
  captureTrafficSource();
  const manifestHref = appManifestHref();
  watchPageBounce();
  const queryClient = createQueryClient();
  seedFirstScreen(queryClient);
  // Settings decide the starting language, so they come first; everything else renders after. The
  // server inlines them into index.html (the route's chunk is already loading: the router starts it).
  const inlined = inlinedSettings();
  const settings = inlined ?? (await fetchSettings());
  // The server's page starts in the language the server picked the same way (the locale cookie,
  // else the site's) and wrote on <html lang>: reading document.cookie here instead is a blocking
  // call to the browser's cookie store on a phone's first load. Vite's dev page reads the cookie.
  const chosen = inlined ? document.documentElement.lang : getCookie(LOCALE_COOKIE);
  setSiteLocale(settings.domain_language);
  await initI18n(initialLocale(chosen, settings.domain_language));
  document.title = settings.index_title;
  createRoot(document.getElementById('root')!).render(<App queryClient={queryClient} settings={settings} />);
  whenPageLoaded().then(() => linkAppManifest(manifestHref));
}

boot().catch((error) => {
  console.error(error);
  const root = document.getElementById('root')!;
  root.innerHTML = '<p class="boot-error">Er is een fout opgetreden, probeer het later opnieuw.</p>';
});
