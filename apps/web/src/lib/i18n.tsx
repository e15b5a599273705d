import { LOCALE_COOKIE, LOCALE_COOKIE_MAX_AGE_S, LOCALES, type Locale } from '@amoret/shared';
import { cloneElement, type ReactElement, type ReactNode, useMemo, useSyncExternalStore } from 'react';
import { setCookie } from './storage.ts';
import { type Bundle, type TFunction, type TOptions, translate } from './translate.ts';

export type { TFunction } from './translate.ts';

// One chunk per language and namespace, fetched only when that language and namespace are used.
const bundleFiles = import.meta.glob<{ default: Bundle }>('../../../../packages/shared/locales/*/*.json');

/** The bundles loaded so far, by `language/namespace`, and the loads under way. */
const loaded = new Map<string, Bundle>();
const loading = new Map<string, Promise<void>>();

let language: Locale = 'nl';
/** Goes up with every change of language: `t` functions and the components using them renew. */
let version = 0;
const listeners = new Set<() => void>();
const subscribe = (onChange: () => void) => {
  listeners.add(onChange);
  return () => {
    listeners.delete(onChange);
  };
};

function load(lng: string, ns: string): Promise<void> {
  const id = `${lng}/${ns}`;
  let pending = loading.get(id);
  if (!pending) {
    const file = bundleFiles[`../../../../packages/shared/locales/${id}.json`];
    pending = file
      ? file().then((module) => {
          loaded.set(id, module.default);
        })
      : Promise.reject(new Error(`No ${ns} bundle for ${lng}`));
    loading.set(id, pending);
    // A failed load (a network error) may be tried again by the next render.
    pending.catch(() => loading.delete(id));
  }
  return pending;
}

/** Null when every namespace is there for the language; otherwise the promise of their loading. */
function missing(lng: string, namespaces: readonly string[]): Promise<unknown> | null {
  const absent = namespaces.filter((ns) => !loaded.has(`${lng}/${ns}`));
  return absent.length ? Promise.all(absent.map((ns) => load(lng, ns))) : null;
}

// The router starts the first route's loading before boot has chosen the language.
let languageChosen: () => void = () => undefined;
const chosen = new Promise<void>((resolve) => {
  languageChosen = resolve;
});

/** Loads the namespaces in the page's language (a route's, with its code). */
export async function loadNamespaces(namespaces: readonly string[]): Promise<void> {
  await chosen;
  await missing(language, namespaces);
}

/** Switches language once the namespaces in use are loaded in it (no untranslated flash). */
async function setLanguage(next: string): Promise<void> {
  if (!(LOCALES as readonly string[]).includes(next)) return;
  const inUse = [...new Set([...loaded.keys()].map((id) => id.split('/')[1]!))];
  await missing(next, inUse);
  language = next as Locale;
  document.documentElement.lang = next;
  version++;
  for (const onChange of listeners) onChange();
}

/** What components read of the translation state (react-i18next's `i18n`, as far as it is used). */
export const i18n = {
  get language(): Locale {
    return language;
  },
  get resolvedLanguage(): Locale {
    return language;
  },
  /** Speaks `next` in this page view without remembering it (a lander's slug language). */
  changeLanguage: setLanguage,
};

/** The starting language with its `common` bundle, before the first render. */
export async function initI18n(locale: Locale) {
  language = locale;
  languageChosen();
  document.documentElement.lang = locale;
  await missing(locale, ['common']);
  return i18n;
}

/** Switches language and remembers it in the locale cookie for 365 days. */
export async function changeLocale(locale: Locale) {
  setCookie(LOCALE_COOKIE, locale, LOCALE_COOKIE_MAX_AGE_S);
  await setLanguage(locale);
}

/**
 * `t` for the page's namespaces (then `common`, where the shell's texts are; `ns:key` picks one of
 * them). A namespace not loaded yet suspends the component (the nearest Suspense shows its
 * fallback) until it is.
 */
export function useTranslation(ns?: string | readonly string[]): { t: TFunction; i18n: typeof i18n } {
  const current = useSyncExternalStore(subscribe, () => version);
  const nsKey = ns === undefined ? '' : typeof ns === 'string' ? ns : ns.join();
  const lng = language;
  const namespaces = useMemo(() => [...new Set([...(nsKey ? nsKey.split(',') : []), 'common'])], [nsKey]);
  const waiting = missing(lng, namespaces);
  // Made again once the bundles are there (the render after the suspension) and on every language.
  const t = useMemo(() => {
    const bundles = Object.fromEntries(namespaces.map((name) => [name, loaded.get(`${lng}/${name}`) ?? {}]));
    return ((key: string, options?: TOptions) => translate(bundles, lng, key, options)) as TFunction;
  }, [namespaces, lng, current, waiting === null]);
  if (waiting) throw waiting;
  return { t, i18n };
}

/**
 * A text with links or other elements in it: `<terms>terms</terms>` in the text becomes
 * `components.terms` with that text inside. Tags do not nest.
 */
export function withComponents(text: string, components: Record<string, ReactElement>): ReactNode[] {
  const parts: ReactNode[] = [];
  const tag = /<(\w+)>(.*?)<\/\1>/g;
  let last = 0;
  for (let match = tag.exec(text); match; match = tag.exec(text)) {
    if (match.index > last) parts.push(text.slice(last, match.index));
    const element = components[match[1]!];
    parts.push(element ? cloneElement(element, { key: parts.length }, match[2]) : match[2]);
    last = tag.lastIndex;
  }
  if (last < text.length) parts.push(text.slice(last));
  return parts;
}

export function Trans(props: {
  i18nKey: string;
  ns?: string;
  values?: TOptions;
  components: Record<string, ReactElement>;
}) {
  const { t } = useTranslation(props.ns);
  return <>{withComponents(t(props.i18nKey, props.values), props.components)}</>;
}
