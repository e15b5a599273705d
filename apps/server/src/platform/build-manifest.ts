import { existsSync, readFileSync } from 'node:fs';
import path from 'node:path';

interface ManifestChunk {
  file: string;
  isEntry?: boolean;
  imports?: string[];
  css?: string[];
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
  /** The style sheets those chunks bring (Vite adds them when the chunk loads, after the entry ran). */
  pageStyles(page: string): string[];
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

  const collect = (key: string, files: Set<string>, styles: Set<string>) => {
    const chunk = manifest[key];
    if (!chunk || files.has(chunk.file)) return;
    files.add(chunk.file);
    for (const sheet of chunk.css ?? []) styles.add(sheet);
    for (const imported of chunk.imports ?? []) collect(imported, files, styles);
  };
  // Vite's own modulepreload and stylesheet links in index.html cover these.
  const entryFiles = new Set<string>();
  const entryStyles = new Set<string>();
  for (const [key, chunk] of Object.entries(manifest))
    if (chunk.isEntry) collect(key, entryFiles, entryStyles);

  const pages = new Map<string, { chunks: string[]; styles: string[] }>();
  const pageFiles = (page: string) => {
    let found = pages.get(page);
    if (!found) {
      const files = new Set<string>();
      const styles = new Set<string>();
      collect(`src/${page}`, files, styles);
      found = {
        chunks: [...files].filter((f) => !entryFiles.has(f)),
        styles: [...styles].filter((f) => !entryStyles.has(f)),
      };
      pages.set(page, found);
    }
    return found;
  };
  return {
    localeChunk: (locale, namespace) => locales.get(`${locale}/${namespace}`),
    pageChunks: (page) => pageFiles(page).chunks,
    pageStyles: (page) => pageFiles(page).styles,
  };
}
