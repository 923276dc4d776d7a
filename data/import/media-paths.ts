import path from 'node:path';

/**
 * Where an uploaded file of the old site lives, in one spelling: its path under `wp-content/uploads`
 * without WordPress's generated-size suffix (`article-3-1024x576.jpg` → `article-3.jpg`) or the
 * `-scaled` of a big original, so a link to any size finds the one imported picture.
 */
export function uploadKey(urlOrPath: string): string | null {
  let pathname = urlOrPath.trim();
  try {
    pathname = decodeURIComponent(new URL(pathname, 'http://old.invalid').pathname);
  } catch {
    return null;
  }
  const marker = '/wp-content/uploads/';
  const at = pathname.indexOf(marker);
  const relative = at >= 0 ? pathname.slice(at + marker.length) : pathname.replace(/^\/+/, '');
  if (relative === '' || relative.split('/').some((part) => part === '..')) return null;
  return relative.replace(/(?:-\d+x\d+|-scaled)(\.[a-z0-9]+)$/i, '$1').toLowerCase();
}

const imageTypes: Record<string, string> = {
  '.jpg': 'image/jpeg',
  '.jpeg': 'image/jpeg',
  '.png': 'image/png',
  '.gif': 'image/gif',
  '.webp': 'image/webp',
  '.avif': 'image/avif',
};

/** The picture types the media library accepts, by file extension; null for anything else. */
export const imageTypeOf = (file: string): string | null => imageTypes[path.extname(file).toLowerCase()] ?? null;

/**
 * An attachment's file as the export names it (`_wp_attached_file`, or its URL) → its path inside the
 * uploads folder (`2026/11/a.jpg`), or null when the name climbs out of the folder (`..`, encoded or not)
 * or is an absolute path elsewhere. Old WordPress versions stored absolute server paths: the part after
 * `/wp-content/uploads/` is kept.
 */
export function pathInUploads(value: string): string | null {
  let name: string;
  try {
    name = decodeURIComponent(value.trim());
  } catch {
    return null;
  }
  name = name.replace(/^[a-z][a-z0-9+.-]*:\/\/[^/]*/i, '').split(/[?#]/)[0] ?? '';
  const marker = '/wp-content/uploads/';
  const at = name.indexOf(marker);
  if (at >= 0) name = name.slice(at + marker.length);
  else if (path.isAbsolute(name) || /^[\\/]|^[a-z]:/i.test(name)) return null;
  if (name === '' || name.split(/[\\/]/).some((part) => part === '..')) return null;
  return name;
}

/** The file inside the uploads folder, or null when the export's path would lead out of it. */
export function insideUploads(uploadsDir: string, attached: string): string | null {
  const root = path.resolve(uploadsDir);
  const file = path.resolve(root, attached);
  return file.startsWith(`${root}${path.sep}`) ? file : null;
}
