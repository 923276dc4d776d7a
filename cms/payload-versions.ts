/**
 * Packages of the Payload family that are knowingly at another version than `payload` itself: the S3 storage
 * adapter's newest release (and its plugin's) is 3.90.1, one patch behind the rest (3.90.2). npm's overrides
 * in package.json give them the project's `payload` as their peer.
 */
export const payloadVersionGaps: Readonly<Record<string, string>> = {
  '@payloadcms/storage-s3': '3.90.1',
  '@payloadcms/plugin-cloud-storage': '3.90.1',
};

/**
 * Payload's own check (outside production) wants every installed @payloadcms package at payload's version, and
 * rejects a promise nobody awaits, which ends the process on Node. It is off for as long as the gap above lasts;
 * cms/payload-versions.test.ts checks the same thing, gap allowed. Called before Payload starts (it reads the
 * variable in `init`).
 */
export function allowPayloadVersionGaps(): void {
  if (Object.keys(payloadVersionGaps).length > 0) process.env.PAYLOAD_DISABLE_DEPENDENCY_CHECKER = 'true';
}
