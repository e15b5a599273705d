/**
 * Prints the gzipped size of the JavaScript the home page loads first: the entry chunk, everything it
 * imports statically, and the home route's own chunk with its static imports. Target: 150 KB or less.
 */
import { readFileSync } from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { gzipSync } from 'node:zlib';

interface ManifestChunk {
  file: string;
  isEntry?: boolean;
  imports?: string[];
  src?: string;
}

const dist = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '../dist');
const manifest: Record<string, ManifestChunk> = JSON.parse(
  readFileSync(path.join(dist, '.vite/manifest.json'), 'utf8'),
);

const files = new Set<string>();
function collect(key: string) {
  const chunk = manifest[key];
  if (!chunk || files.has(chunk.file)) return;
  files.add(chunk.file);
  for (const imported of chunk.imports ?? []) collect(imported);
}
for (const [key, chunk] of Object.entries(manifest)) if (chunk.isEntry) collect(key);
const homeKey = Object.keys(manifest).find((k) => k.endsWith('features/home/home-page.tsx'));
if (homeKey) collect(homeKey);

let total = 0;
for (const file of files) total += gzipSync(readFileSync(path.join(dist, file)), { level: 9 }).length;
const kb = (total / 1024).toFixed(1);
console.log(`home page first-load JavaScript: ${kb} KB gzipped in ${files.size} files (target ≤ 150 KB)`);
