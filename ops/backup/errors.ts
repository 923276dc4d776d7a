/** A backup or restore refused or failed for a reason the owner can act on (its message says which, in Hebrew). */
export class BackupError extends Error {
  override name = 'BackupError';
}
