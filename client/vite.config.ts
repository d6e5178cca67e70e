import { defineConfig } from 'vite';
import react from '@vitejs/plugin-react';
import { VitePWA } from 'vite-plugin-pwa';
import { clientAlias } from './vite.alias.ts';
import { appHead } from './vite.app-head.ts';

const backend = process.env.VITE_BACKEND ?? 'http://localhost:3000';

export default defineConfig({
  // The brotli and gzip twins of the hashed files are written after the build (scripts/compress-build.mjs).
  plugins: [
    react(),
    appHead(),
    // The service worker (src/sw.ts) with the build's file list injected; the manifest is public/manifest.webmanifest,
    // named only by the app host's pages (vite.app-head.ts), and the page registers the worker itself (lib/offline).
    VitePWA({
      strategies: 'injectManifest',
      srcDir: 'src',
      filename: 'sw.ts',
      injectRegister: false,
      manifest: false,
      injectManifest: { globPatterns: ['index.html', 'build/**/*.{js,css}', 'favicon.svg', 'icons/*.png'], maximumFileSizeToCacheInBytes: 3_000_000 },
    }),
  ],
  resolve: { alias: clientAlias },
  server: {
    port: 5173,
    host: true,
    proxy: {
      '/api': { target: backend, changeOrigin: false },
      '/webhook': { target: backend, changeOrigin: false },
      '/socket.io': { target: backend, ws: true, changeOrigin: false },
    },
  },
  // Hashed output goes to /build (cached for a year by the server); public/assets keeps the owner's images.
  build: {
    sourcemap: false,
    chunkSizeWarningLimit: 400,
    manifest: true,
    assetsDir: 'build',
    // On a phone's link each request costs a round trip, and HTTP/1.1 runs six at a time, so an app
    // page's ~30 chunks (17 under 1 KB) arrived in waves. Shared chunks under 40 KB of source are copied into the
    // chunks that import them instead: the deck page loads 15 files instead of 32 for 4 KB more brotli, and the
    // landing's initial JS does not grow (bench/landing-size.ts). No entry's exports are used from outside
    // (preserveEntrySignatures: false); the bundler keeps module execution order (strictExecutionOrder).
    rolldownOptions: {
      preserveEntrySignatures: false,
      output: { codeSplitting: { experimentalInlineCommonChunks: { maxSize: 40_000 } } },
    },
  },
});
