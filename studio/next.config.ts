import path from 'node:path';
import { withPayload } from '@payloadcms/next/withPayload';
import type { NextConfig } from 'next';

const root = path.resolve(import.meta.dirname, '..');

const nextConfig: NextConfig = {
  poweredByHeader: false,
  // The studio imports the shared data model from ../cms; the repository root is the build root.
  turbopack: { root },
  outputFileTracingRoot: root,
  // `npm run check` type-checks the whole repository once; the build does not do it again.
  typescript: { ignoreBuildErrors: true },
  images: { unoptimized: true },
  // The site (Astro) and the studio (Next) share one process and one Payload instance (getPayload caches it
  // on globalThis). Bundled, Payload would be a second copy whose error classes differ from the instance's:
  // its REST error formatter (`instanceof ValidationError`) then dropped every field error's path, and the
  // studio could mark no field. Loaded from node_modules, there is one copy.
  serverExternalPackages: ['payload', '@payloadcms/db-sqlite', '@payloadcms/db-postgres', '@payloadcms/drizzle'],
  experimental: {
    // forbidden(): the builder answers a signed-in user without the right role with a real 403 page.
    authInterrupts: true,
    // A CI run builds once in a fresh clone: writing Turbopack's cache for a next build is 12 s for nobody.
    turbopackFileSystemCacheForBuild: process.env.CI !== 'true',
  },
};

export default withPayload(nextConfig, { devBundleServerPackages: false });
