/**
 * Looking a text up in the language bundles (packages/shared/locales/<language>/<namespace>.json):
 * the subset of i18next's rules the bundles use, in a few hundred bytes instead of i18next's 15 KiB
 * gzipped on every first load (docs/decisions.md, "Translations without i18next").
 *
 * - Keys are dotted paths (`likes.tab.received`); `{{name}}` (and `{{a.b}}`) take the option of that
 *   name; a placeholder without a value stays as it is, like i18next's `skipOnVariables`.
 * - `count` chooses the plural form by the language's CLDR rules (`_one`, `_few`, `_many`, `_other`),
 *   `_zero` first when count is 0 and the bundle has it; `context` tries `key_<context>` first.
 * - `returnObjects` returns a list or object with its texts filled in; `defaultValue` answers a
 *   missing key, which otherwise answers itself.
 * - `ns:key` looks in that namespace only (`catalogue:gift.rose`), else the namespaces in order.
 */

export type Bundle = { readonly [key: string]: unknown };
/** Bundles by namespace, in the order they are searched (the page's first, `common` last). */
export type Bundles = { readonly [namespace: string]: Bundle };

export interface TOptions {
  count?: number;
  context?: string;
  defaultValue?: unknown;
  returnObjects?: boolean;
  [name: string]: unknown;
}

/** `t`: a text of the page's namespaces; with returnObjects, whatever the key holds. */
export interface TFunction {
  (key: string, options: TOptions & { returnObjects: true }): unknown;
  (key: string, options?: TOptions): string;
}

const pluralRules = new Map<string, Intl.PluralRules>();
function pluralForm(language: string, count: number): string {
  let rules = pluralRules.get(language);
  if (!rules) {
    rules = new Intl.PluralRules(language);
    pluralRules.set(language, rules);
  }
  return rules.select(count);
}

function at(tree: unknown, path: string): unknown {
  let node = tree;
  for (const part of path.split('.')) {
    if (node === null || typeof node !== 'object') return undefined;
    node = (node as Record<string, unknown>)[part];
  }
  return node;
}

/** The keys to try, most specific first (i18next's order: context and plural, context, plural, key). */
function candidates(key: string, options: TOptions, language: string): string[] {
  const bases = options.context ? [`${key}_${options.context}`, key] : [key];
  const { count } = options;
  if (typeof count !== 'number') return bases;
  const form = pluralForm(language, count);
  return bases.flatMap((base) => [...(count === 0 ? [`${base}_zero`] : []), `${base}_${form}`, base]);
}

export function interpolate(text: string, values: TOptions): string {
  return text.replace(/\{\{\s*([\w.]+)\s*\}\}/g, (placeholder, name: string) => {
    const value = at(values, name);
    return value === undefined || value === null ? placeholder : String(value);
  });
}

function fill(value: unknown, values: TOptions): unknown {
  if (typeof value === 'string') return interpolate(value, values);
  if (Array.isArray(value)) return value.map((item) => fill(item, values));
  if (value !== null && typeof value === 'object')
    return Object.fromEntries(Object.entries(value).map(([k, v]) => [k, fill(v, values)]));
  return value;
}

/** Looks `key` up in `bundles` for `language`. */
export function translate(bundles: Bundles, language: string, key: string, options: TOptions = {}) {
  const colon = key.indexOf(':');
  const only = colon > 0 ? bundles[key.slice(0, colon)] : undefined;
  const searched = only ? [only] : Object.values(bundles);
  const path = only ? key.slice(colon + 1) : key;
  for (const candidate of candidates(path, options, language)) {
    for (const bundle of searched) {
      const value = at(bundle, candidate);
      if (typeof value === 'string') return interpolate(value, options);
      if (value !== undefined && value !== null && options.returnObjects) return fill(value, options);
    }
  }
  if (options.defaultValue !== undefined) return fill(options.defaultValue, options);
  return key;
}

/** A `t` over fixed bundles (the app's comes from `useTranslation`; tests make their own). */
export function translator(bundles: Bundles, language: string): TFunction {
  return ((key: string, options?: TOptions) => translate(bundles, language, key, options)) as TFunction;
}
