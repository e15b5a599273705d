import { constants as zlibConstants } from 'node:zlib';
import react from '@vitejs/plugin-react';
import { defineConfig } from 'vite';
import { compression } from 'vite-plugin-compression2';

const apiTarget = `http://127.0.0.1:${process.env.API_PORT ?? '3001'}`;

export default defineConfig({
  // Brotli and gzip beside every text asset, built once: the server sends them as they are
  // (@fastify/static `preCompressed`) instead of compressing the same file for every visitor.
  plugins: [
    react(),
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
  },
  css: {
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
    proxy: { '/api': { target: apiTarget, changeOrigin: false, ws: true } },
  },
});
