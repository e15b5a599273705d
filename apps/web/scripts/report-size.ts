/**
 * The JavaScript a visitor's first load of a page fetches, gzipped (level 9, as the build's .gz
 * files), and the build fails when a page is over its budget. Per page it counts what Chromium
 * loads (checked against a page load's requests): the entry chunk and its static imports, the route's
 * chunk and its static imports, the chunks the page imports lazily at once (a lander's design) and the
 * language bundles it renders with (the default site's language, nl).
 */
import { readFileSync } from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { brotliCompressSync, gzipSync } from 'node:zlib';
import { landerDesignOf, matchRoute } from '@amoret/shared';

interface ManifestChunk {
  file: string;
  isEntry?: boolean;
  imports?: string[];
}

/** Gzipped KiB of first-load JavaScript a page may have (issue 14's goal: under 100; docs/decisions.md). */
const BUDGET_KIB = 62;
const LANGUAGE = 'nl';

/** The pages measured; their modules and namespaces come from the route table, as the server's preloads. */
const PAGES = ['/', '/landers/gallery', '/members'].map((name) => {
  const match = matchRoute(name);
  if (!match) throw new Error(`report-size: no route for ${name}`);
  const design = landerDesignOf(match);
  return {
    name,
    modules: [match.route.page, ...(design ? [design] : [])].map((file) => `src/${file}`),
    namespaces: ['common', ...match.route.namespaces],
  };
});

const dist = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '../dist');
const manifest: Record<string, ManifestChunk> = JSON.parse(
  readFileSync(path.join(dist, '.vite/manifest.json'), 'utf8'),
);

function collect(key: string, files: Set<string>) {
  const chunk = manifest[key];
  if (!chunk) throw new Error(`report-size: ${key} is not in the build's manifest`);
  if (files.has(chunk.file)) return;
  files.add(chunk.file);
  for (const imported of chunk.imports ?? []) collect(imported, files);
}

const sizes = new Map<string, { gzip: number; brotli: number }>();
function sizeOf(file: string) {
  let size = sizes.get(file);
  if (!size) {
    const content = readFileSync(path.join(dist, file));
    size = { gzip: gzipSync(content, { level: 9 }).length, brotli: brotliCompressSync(content).length };
    sizes.set(file, size);
  }
  return size;
}

let over = false;
for (const page of PAGES) {
  const files = new Set<string>();
  for (const [key, chunk] of Object.entries(manifest)) if (chunk.isEntry) collect(key, files);
  for (const module of page.modules) collect(module, files);
  for (const ns of page.namespaces) {
    const key = Object.keys(manifest).find((k) => k.endsWith(`locales/${LANGUAGE}/${ns}.json`));
    if (!key) throw new Error(`report-size: no ${LANGUAGE}/${ns} language bundle in the manifest`);
    collect(key, files);
  }
  let gzip = 0;
  let brotli = 0;
  for (const file of files) {
    gzip += sizeOf(file).gzip;
    brotli += sizeOf(file).brotli;
  }
  const kib = gzip / 1024;
  over ||= kib > BUDGET_KIB;
  console.log(
    `first-load JavaScript of ${page.name.padEnd(17)} ${kib.toFixed(1)} KiB gzipped ` +
      `(${(brotli / 1024).toFixed(1)} KiB brotli) in ${files.size} files, budget ${BUDGET_KIB} KiB` +
      (kib > BUDGET_KIB ? '  OVER BUDGET' : ''),
  );
}
if (over) {
  console.error('report-size: a page is over its JavaScript budget (apps/web/scripts/report-size.ts)');
  process.exit(1);
}
