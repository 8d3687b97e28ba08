import { defineConfig } from 'vite';
import react from '@vitejs/plugin-react';
import tailwindcss from '@tailwindcss/vite';
import { compression } from 'vite-plugin-compression2';
import { lingui } from '@lingui/vite-plugin';
import { VitePWA } from 'vite-plugin-pwa';

const apiTarget = process.env.API_URL ?? 'http://localhost:3000';
const BACK_OFFICE_ASSETS = 'assets/back-office/';
const isBackOfficePage = (moduleId: string | null) => moduleId?.includes('/src/web/features/admin/') ?? false;

export default defineConfig({
  root: 'src/web',
  publicDir: 'public',
  // A brotli and a gzip copy of every text file at top quality, sent by the server to browsers that
  // accept them (src/server/http/web-static.ts): about a quarter of the bytes, without compressing per request.
  // lingui() compiles each imported catalogue (src/web/locales/*/messages.po) to a module of its own; a message
  // missing in a language fails the build (lingui.config.ts, docs/decisions/024).
  plugins: [
    react(),
    tailwindcss(),
    lingui({ failOnMissing: true, failOnCompileError: true }),
    compression({ algorithms: ['brotliCompress', 'gzip'], exclude: /\.vite\// }),
    // The installable app (docs/decisions/042-service-worker.md): our own service worker (src/web/service-worker/sw.ts)
    // gets the list of the build's files to keep; the page registers it itself, after load (app/pwa/), so nothing
    // of it is in a first visit's JavaScript.
    VitePWA({
      strategies: 'injectManifest',
      srcDir: 'service-worker',
      filename: 'sw.ts',
      injectRegister: false,
      manifest: {
        name: 'Lounge Pre-Order',
        short_name: 'Lounges',
        description: 'Pre-order drinks to your festival lounge.',
        start_url: '/shop',
        scope: '/',
        display: 'standalone',
        theme_color: '#693ed8',
        background_color: '#ffffff',
        icons: [
          { src: '/icons/icon-192.png', sizes: '192x192', type: 'image/png' },
          { src: '/icons/icon-512.png', sizes: '512x512', type: 'image/png' },
          { src: '/icons/icon-maskable-512.png', sizes: '512x512', type: 'image/png', purpose: 'maskable' },
        ],
      },
      injectManifest: {
        // Every page's code, the three languages' texts, styles and icons (not the .br/.gz copies of them); the
        // back office's too, so the delivery run and the packing list open without a connection.
        globPatterns: ['**/*.{js,css,html,svg,png,webmanifest}'],
        maximumFileSizeToCacheInBytes: 3 * 1024 * 1024,
      },
    }),
  ],
  // The manifest maps entry and page chunks to their imports; scripts/check-web-budget.mjs reads it.
  build: {
    outDir: '../../dist/web',
    emptyOutDir: true,
    manifest: true,
    // Everything a first visit runs goes in one file: left alone, Rolldown cut out every module that lazy
    // pages share with the entry into a chunk of its own, eight requests where one does (on HTTP/1.1 the
    // extra round trips put FCP 0.5 s later under Lighthouse's mobile throttling).
    rolldownOptions: {
      output: {
        codeSplitting: { groups: [{ name: 'first-load', tags: ['$initial'] }] },
        chunkFileNames: (chunk) => (isBackOfficePage(chunk.facadeModuleId) ? `${BACK_OFFICE_ASSETS}[name]-[hash].js` : 'assets/[name]-[hash].js'),
      },
    },
    // A page's chunk is fetched with the chunks it imports, listed in the entry so they load in parallel. The back
    // office's pages are left out of that list: every guest's first visit would download it (a fifth of the /shop
    // budget's headroom), while an admin's page fetches what it imports one step later, once, then from the cache.
    // No modulepreload polyfill: every browser of the build's target but Safari 16 preloads modules itself, and Safari
    // 16 merely fetches a lazy page's imports one step later; its 0.2 KB gzip were in every first visit (the budget).
    modulePreload: { polyfill: false, resolveDependencies: (file, deps) => (file.startsWith(BACK_OFFICE_ASSETS) ? [] : deps) },
  },
  server: {
    proxy: {
      // The server checks Host and Origin on mutating requests; present the API's own address through the dev proxy.
      '/api': {
        target: apiTarget,
        changeOrigin: true,
        configure: (proxy) => proxy.on('proxyReq', (req) => req.setHeader('origin', apiTarget)),
      },
    },
  },
});
