import { readFileSync } from 'node:fs';
import sharp from 'sharp';
import type { Plugin } from 'vite';

/**
 * The icons an installed app needs, drawn from the site icon (public/img/favicon.svg) at build time:
 * browsers want PNG files of 192 and 512 pixels to offer the install (the web app manifest,
 * GET /manifest.webmanifest, names them), one that may be cut to any shape (maskable: the colour to the
 * edges, the heart inside the middle 80 %), and iOS its 180-pixel home-screen icon, which it rounds itself.
 */
export const APP_ICONS = [
  { fileName: 'img/app-icon-192.png', size: 192, fullBleed: false },
  { fileName: 'img/app-icon-512.png', size: 512, fullBleed: false },
  { fileName: 'img/app-icon-maskable-512.png', size: 512, fullBleed: true },
  { fileName: 'apple-touch-icon.png', size: 180, fullBleed: true },
] as const;

type AppIcon = (typeof APP_ICONS)[number];

async function drawIcon(favicon: string, icon: AppIcon): Promise<Buffer> {
  // The rounded square's corners would show the launcher's background: square for a shape of its own.
  const svg = icon.fullBleed ? favicon.replace(/ rx="[^"]*"/, '') : favicon;
  return sharp(Buffer.from(svg), { density: (72 * icon.size) / 64 })
    .resize(icon.size, icon.size)
    .png({ compressionLevel: 9 })
    .toBuffer();
}

export function appIcons(faviconPath: string): Plugin {
  return {
    name: 'amoret-app-icons',
    // Development (`vite`) draws them when asked.
    configureServer(server) {
      server.middlewares.use((request, response, next) => {
        const icon = APP_ICONS.find((i) => request.url === `/${i.fileName}`);
        if (!icon) return next();
        drawIcon(readFileSync(faviconPath, 'utf8'), icon).then((png) => {
          response.setHeader('content-type', 'image/png');
          response.end(png);
        }, next);
      });
    },
    async generateBundle() {
      const favicon = readFileSync(faviconPath, 'utf8');
      for (const icon of APP_ICONS)
        this.emitFile({ type: 'asset', fileName: icon.fileName, source: await drawIcon(favicon, icon) });
    },
  };
}
