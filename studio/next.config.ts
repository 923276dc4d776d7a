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
  // forbidden(): the builder answers a signed-in user without the right role with a real 403 page.
  experimental: { authInterrupts: true },
};

export default withPayload(nextConfig, { devBundleServerPackages: false });
