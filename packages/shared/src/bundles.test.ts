import { readdirSync, readFileSync } from 'node:fs';
import path from 'node:path';
import { describe, expect, it } from 'vitest';
import { LOCALES } from './locales.ts';

const DIR = path.join(import.meta.dirname, '../locales');
const NAMESPACES = readdirSync(path.join(DIR, 'en')).map((f) => f.replace(/\.json$/, ''));
const PLURAL = /_(zero|one|two|few|many|other)$/;

type Tree = { [key: string]: string | Tree | Tree[] | string[] };
const load = (lang: string, ns: string): Tree =>
  JSON.parse(readFileSync(path.join(DIR, lang, `${ns}.json`), 'utf8'));

/** Dotted keys with their texts; plural forms fold into one key, as i18next picks them per language. */
function flatten(tree: Tree, prefix = ''): Map<string, string> {
  const out = new Map<string, string>();
  for (const [key, value] of Object.entries(tree)) {
    const name = `${prefix}${key}`;
    if (typeof value === 'string') out.set(name.replace(PLURAL, ''), value);
    else for (const [k, v] of flatten({ ...value } as Tree, `${name}.`)) out.set(k, v);
  }
  return out;
}

// The set of names: a translation may use one twice (the German SEPA mandate names the creditor twice).
const placeholders = (text: string) =>
  [...new Set([...text.matchAll(/\{\{\s*(\w+)/g)].map((m) => m[1]))].sort();

describe.each(NAMESPACES)('translation bundle %s', (ns) => {
  const source = flatten(load('en', ns));
  it.each(LOCALES.filter((l) => l !== 'en'))('%s has every key of en with the same placeholders', (lang) => {
    const bundle = flatten(load(lang, ns));
    expect([...source.keys()].filter((k) => !bundle.has(k))).toEqual([]);
    const mismatched = [...source].filter(
      ([key, text]) => bundle.has(key) && placeholders(text).join() !== placeholders(bundle.get(key)!).join(),
    );
    expect(mismatched.map(([key]) => key)).toEqual([]);
  });
});
