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
async function drawIcon(favicon: string, icon: AppIcon): Promise<Buffer> {
  const svg = icon.purpose === 'any' ? favicon : favicon.replace(/ rx="[^"]*"/, '');
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
        const icon = APP_ICONS.find((i) => request.url === i.path);
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
        this.emitFile({ type: 'asset', fileName: icon.path.slice(1), source: await drawIcon(favicon, icon) });
    },
  };
}
