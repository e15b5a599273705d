import { fileURLToPath } from 'node:url';
import { constants as zlibConstants } from 'node:zlib';
import purgeCss from '@fullhuman/postcss-purgecss';
import react from '@vitejs/plugin-react';
import type { Plugin as PostcssPlugin } from 'postcss';
import { defineConfig } from 'vite';
import { compression } from 'vite-plugin-compression2';
import { appIcons } from './build/app-icons.ts';
import { preloadOrder } from './build/preload-order.ts';

const apiTarget = `http://127.0.0.1:${process.env.API_PORT ?? '3001'}`;

// React's API on Preact (docs/decisions.md, "React API on Preact"): the same components and
// libraries, about 45 KiB less JavaScript gzipped on every first load.
const preactAliases = [
  { find: /^react$/, replacement: 'preact/compat' },
  { find: /^react-dom\/client$/, replacement: 'preact/compat/client' },
  { find: /^react-dom$/, replacement: 'preact/compat' },
  { find: /^react\/jsx-runtime$/, replacement: 'preact/jsx-runtime' },
  { find: /^react\/jsx-dev-runtime$/, replacement: 'preact/jsx-runtime' },
  // react-i18next's shim for React < 18: Preact has the hook itself.
  { find: /^use-sync-external-store\/shim$/, replacement: 'preact/compat' },
];

/**
 * Bootstrap's components and utility classes (`d-md-flex`, `mt-3`, … in every colour and breakpoint)
 * are most of its CSS, and every page waits for the stylesheet before it paints (a phone parses it in
 * one long task): the build keeps only those the sources name. Only in theme.scss, and only outside
 * its purgecss markers (reboot, type and our own styles stay whole: ours build class names at run
 * time, `route-progress--${phase}`). react-bootstrap's Modal, the one component of it the app uses,
 * builds its classes from a prefix (`${bsPrefix}-dialog`): kept by name. A Bootstrap class must
 * otherwise be written out whole in the source, never put together from pieces.
 */
const purgeUnusedCss = ((): PostcssPlugin => {
  const purge = purgeCss({
    content: [
      fileURLToPath(new URL('./src/**/*.{ts,tsx}', import.meta.url)),
      fileURLToPath(new URL('./index.html', import.meta.url)),
    ],
    safelist: { standard: [/^modal/, 'btn-close', 'fade', 'show'] },
  }) as PostcssPlugin;
  return {
    postcssPlugin: 'purge-unused-css',
    OnceExit(root, helpers) {
      if (root.source?.input.file?.endsWith('/src/styles/theme.scss')) return purge.OnceExit?.(root, helpers);
    },
  };
})();

export default defineConfig(({ command }) => ({
  resolve: { alias: preactAliases },
  // Brotli and gzip beside every text asset, built once: the server sends them as they are
  // (@fastify/static `preCompressed`) instead of compressing the same file for every visitor.
  plugins: [
    // No Fast Refresh: its runtime needs react-dom. A change reloads the page in development.
    react({ refreshExclude: /./ }),
    appIcons(fileURLToPath(new URL('./src/assets/heart.svg', import.meta.url))),
    preloadOrder(),
    compression({
      algorithms: [['brotliCompress', { params: { [zlibConstants.BROTLI_PARAM_QUALITY]: 11 } }], 'gzip'],
      include: /\.(js|mjs|css|html|json|svg|txt|xml|webmanifest)$/,
      threshold: 1024,
    }),
  ],
  build: {
    manifest: true,
    target: 'es2022',
    sourcemap: false,
    chunkSizeWarningLimit: 300,
    rolldownOptions: {
      preserveEntrySignatures: false,
      output: {
        codeSplitting: {
          // The first load's code in two files of about 20 KB (brotli) instead of one of 40: on a phone's
          // HTTP/1.1 the two come over two connections at once, while one waited its turn on a single
          // connection that shared the link with the style sheets and photos (gallery LCP in single runs
          // 1.91-2.04 → 1.75-1.88 s; docs/benchmarks.md, 2026-11-29 09:19).
          groups: [
            { name: 'vendor', test: /[\\/]node_modules[\\/]/, tags: ['$initial'], priority: 2 },
            { name: 'app', tags: ['$initial'], priority: 1 },
          ],
          experimentalInlineCommonChunks: { maxSize: 4096 },
        },
      },
    },
  },
  css: {
    // Not in development: a class added to a component would stay unstyled until theme.scss reloads.
    postcss: { plugins: command === 'build' ? [purgeUnusedCss] : [] },
    preprocessorOptions: {
      // Bootstrap 5.3 still uses @import and global functions; these warnings are Bootstrap's, not ours.
      scss: {
        quietDeps: true,
        silenceDeprecations: ['import', 'global-builtin', 'color-functions', 'if-function'],
      },
    },
  },
  server: {
    port: 3000,
    // ws: the member's realtime socket (/api/ws) goes through the same proxy.
    proxy: {
      '/api': { target: apiTarget, changeOrigin: false, ws: true },
      // The site's web app manifest is the server's too (its name, language and description).
      '/manifest.webmanifest': { target: apiTarget, changeOrigin: false },
    },
  },
}));
