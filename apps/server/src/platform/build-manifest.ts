import { existsSync, readFileSync } from 'node:fs';
import path from 'node:path';

interface ManifestChunk {
  file: string;
  isEntry?: boolean;
  imports?: string[];
}

/**
 * What the web build's manifest (`dist/.vite/manifest.json`) tells the page server: the chunk of each
 * language bundle, and the chunks a page module needs beyond those index.html already preloads.
 */
export interface BuildManifest {
  /** The chunk of `locale/namespace` (`…/locales/nl/common.json`), if built. */
  localeChunk(locale: string, namespace: string): string | undefined;
  /** The page module's chunk (`features/home/home-page.tsx`) and its static imports not in the entry's. */
  pageChunks(page: string): string[];
}

export function readBuildManifest(distDir: string): BuildManifest {
  const file = path.join(distDir, '.vite', 'manifest.json');
  const manifest: Record<string, ManifestChunk> = existsSync(file)
    ? JSON.parse(readFileSync(file, 'utf8'))
    : {};

  const locales = new Map<string, string>();
  for (const [key, chunk] of Object.entries(manifest)) {
    const match = /locales\/([a-z]{2})\/([a-z-]+)\.json$/.exec(key);
    if (match) locales.set(`${match[1]}/${match[2]}`, chunk.file);
  }

  const collect = (key: string, files: Set<string>) => {
    const chunk = manifest[key];
    if (!chunk || files.has(chunk.file)) return;
    files.add(chunk.file);
    for (const imported of chunk.imports ?? []) collect(imported, files);
  };
  // Vite's own modulepreload links in index.html cover these.
  const entryFiles = new Set<string>();
  for (const [key, chunk] of Object.entries(manifest)) if (chunk.isEntry) collect(key, entryFiles);

  const pages = new Map<string, string[]>();
  return {
    localeChunk: (locale, namespace) => locales.get(`${locale}/${namespace}`),
    pageChunks(page) {
      let chunks = pages.get(page);
      if (!chunks) {
        const files = new Set<string>();
        collect(`src/${page}`, files);
        chunks = [...files].filter((f) => !entryFiles.has(f));
        pages.set(page, chunks);
      }
      return chunks;
    },
  };
}
