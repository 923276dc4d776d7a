import type { Where } from 'payload';

/**
 * An image field's choices: pictures only, not the animations (Lottie JSON) the media library also holds.
 * Payload applies it to the studio's picker and checks a saved value against it, so a JSON file set
 * through the API is refused too.
 */
export const imagesOnly = (): Where => ({ mimeType: { contains: 'image/' } });
