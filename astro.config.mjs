// @ts-check
import node from '@astrojs/node';
import react from '@astrojs/react';
import { defineConfig } from 'astro/config';
import { noPreloadHelper } from './site/build/no-preload-helper.mjs';

/** The public site. Served by scripts/server.ts, which mounts Astro's handler in middleware mode. */
export default defineConfig({
  root: '.',
  srcDir: './site',
  publicDir: './site/public',
  outDir: './dist/site',
  output: 'server',
  adapter: node({ mode: 'middleware' }),
  // React components render to a string, not through a web stream: no component here suspends or hydrates
  // through Astro (islands are wired by site-runtime), and the stream's machinery was a quarter of an
  // uncached page's CPU (5.4–6.2 against 6.9–8.2 ms a request for /articles/; the markup is the same).
  integrations: [react({ experimentalDisableStreaming: true })],
  trailingSlash: 'ignore',
  compressHTML: true,
  build: { assets: '_astro', inlineStylesheets: 'always' },
  prefetch: false,
  devToolbar: { enabled: false },
  // Off: arig checks form posts itself against SITE_URL (site/lib/forms/origin.ts). Astro's check rebuilds
  // the origin from the Host header (http:// behind a TLS proxy) and refuses RFC 8058 one-click unsubscribes.
  security: { checkOrigin: false },
  vite: {
    plugins: [noPreloadHelper()],
    build: {
      // A font stays a file of its own: inlined as base64 it would weigh on every page's HTML, and the
      // cache that later pages read it from (engines/font-cache.ts) would be empty.
      assetsInlineLimit: (file) => (file.endsWith('.woff2') ? false : undefined),
    },
    ssr: {
      // Payload and its database drivers stay plain Node modules, shared with the studio at run time.
      external: [
        'payload',
        'sharp',
        '@libsql/client',
        'pg',
        'drizzle-orm',
        '@payloadcms/db-sqlite',
        '@payloadcms/db-postgres',
        '@payloadcms/drizzle',
        '@payloadcms/richtext-lexical',
        '@payloadcms/translations',
        '@payloadcms/storage-s3',
        '@aws-sdk/client-s3',
      ],
    },
  },
});
