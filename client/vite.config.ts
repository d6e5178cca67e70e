import { defineConfig } from 'vite';
import react from '@vitejs/plugin-react';
import { clientAlias } from './vite.alias';

const backend = process.env.VITE_BACKEND ?? 'http://localhost:3000';

export default defineConfig({
  plugins: [react()],
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
  build: { sourcemap: false, chunkSizeWarningLimit: 400, manifest: true, assetsDir: 'build' },
});
