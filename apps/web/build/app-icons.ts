import { readFileSync } from 'node:fs';
import { APP_ICONS } from '@amoret/shared';
import sharp from 'sharp';
import type { Plugin } from 'vite';

type AppIcon = (typeof APP_ICONS)[number];

/**
 * An icon of `APP_ICONS` (@amoret/shared) as PNG: browsers offer the install only with PNG icons of
 * 192 and 512 pixels. The maskable one and iOS's (which rounds it itself) are the square without its
 * rounded corners, which would show the launcher's background.
 */
async function drawIcon(heart: string, icon: AppIcon): Promise<Buffer> {
  const svg = icon.purpose === 'any' ? heart : heart.replace(/ rx="[^"]*"/, '');
  return sharp(Buffer.from(svg), { density: (72 * icon.size) / 64 })
    .resize(icon.size, icon.size)
    .png({ compressionLevel: 9 })
    .toBuffer();
}

/** Where the heart stays at a fixed address: GET /favicon.ico sends browsers there (platform/spa.ts). */
const FAVICON_URL = '/img/favicon.svg';

/** The file index.html's icon link names: the plugin puts the heart itself there. */
const ICON_LINK_HREF = 'href="/src/assets/heart.svg"';

/**
 * The heart mark (`heartFile`, src/assets/heart.svg; the site brand imports it inline) as the app
 * icons, at FAVICON_URL in the build, and inside index.html's icon link as a data URL: a request
 * fewer on the first load, where a phone on HTTP/1.1 has six connections for the page's scripts,
 * style sheets and photos.
 */
export function appIcons(heartFile: string): Plugin {
  const heart = () => readFileSync(heartFile, 'utf8').trim();
  return {
    name: 'amoret-app-icons',
    // Development (`vite`) draws them when asked.
    configureServer(server) {
      server.middlewares.use((request, response, next) => {
        const icon = APP_ICONS.find((i) => request.url === i.path);
        if (!icon) return next();
        drawIcon(heart(), icon).then((png) => {
          response.setHeader('content-type', 'image/png');
          response.end(png);
        }, next);
      });
    },
    transformIndexHtml: {
      order: 'pre',
      handler: (html) =>
        html.replace(ICON_LINK_HREF, `href="data:image/svg+xml,${encodeURIComponent(heart())}"`),
    },
    async generateBundle() {
      const svg = heart();
      this.emitFile({ type: 'asset', fileName: FAVICON_URL.slice(1), source: svg });
      for (const icon of APP_ICONS)
        this.emitFile({ type: 'asset', fileName: icon.path.slice(1), source: await drawIcon(svg, icon) });
    },
  };
}
