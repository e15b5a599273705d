import { readFileSync } from 'node:fs';
import { createRequire } from 'node:module';

const require = createRequire(import.meta.url);

/** A language's common bundle, to compare answers with the texts translators wrote. */
export function messages(lang: string) {
  return JSON.parse(readFileSync(require.resolve(`@amoret/shared/locales/${lang}/common.json`), 'utf8'));
}
