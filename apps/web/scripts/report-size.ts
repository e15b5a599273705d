/**
 * The JavaScript a first load of a page fetches, gzipped (level 9, as the build's .gz files), and the
 * build fails when a page is over its budget. Per page it counts what Chromium loads (checked against
 * a page load's requests): the entry chunk and its static imports, the route's chunk and its static
 * imports, the chunks the page imports lazily at once (a lander's design; for a signed-in member the
 * member shell, the realtime connection and the time bonus popup) and the language bundles it renders
 * with (the default site's language, nl).
 */
import { readFileSync } from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { brotliCompressSync, gzipSync } from 'node:zlib';
import { landerDesignOf, matchRoute, TIME_BONUS_MODULE } from '@amoret/shared';

interface ManifestChunk {
  file: string;
  isEntry?: boolean;
  imports?: string[];
}

/** Gzipped KiB of first-load JavaScript a page may have (issue 14's goal: under 100; docs/decisions.md). */
const BUDGET_KIB = 62;
/** A signed-in member's page: the same headroom over what it weighs (61.8 KiB on 2026-11-28). */
const MEMBER_BUDGET_KIB = 68;
const LANGUAGE = 'nl';

/**
 * What a signed-in member's page loads at once besides its own: the member shell (root-shell.tsx), the
 * realtime connection (use-realtime.ts) and, until the first purchase, the time bonus popup (page-boot.ts).
 */
const MEMBER_MODULES = ['app/shell/member-shell.tsx', 'lib/realtime/connect.ts', TIME_BONUS_MODULE];

/** The pages measured; their modules and namespaces come from the route table, as the server's preloads. */
const PAGES = [
  { path: '/', member: false },
  { path: '/landers/gallery', member: false },
  { path: '/members', member: false },
  { path: '/members', member: true },
].map(({ path: pathname, member }) => {
  const match = matchRoute(pathname);
  if (!match) throw new Error(`report-size: no route for ${pathname}`);
  const design = landerDesignOf(match);
  return {
    name: member ? `${pathname} (member)` : pathname,
    modules: [match.route.page, ...(design ? [design] : []), ...(member ? MEMBER_MODULES : [])].map(
      (file) => `src/${file}`,
    ),
    namespaces: ['common', ...match.route.namespaces],
    budget: member ? MEMBER_BUDGET_KIB : BUDGET_KIB,
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
  over ||= kib > page.budget;
  console.log(
    `first-load JavaScript of ${page.name.padEnd(26)} ${kib.toFixed(1)} KiB gzipped ` +
      `(${(brotli / 1024).toFixed(1)} KiB brotli) in ${files.size} files, budget ${page.budget} KiB` +
      (kib > page.budget ? '  OVER BUDGET' : ''),
  );
}
if (over) {
  console.error('report-size: a page is over its JavaScript budget (apps/web/scripts/report-size.ts)');
  process.exit(1);
}
