// The image files an `image` may name (API.md §5.8), by extension, with their media types: the
// server takes URLs ending so, and the CLI uploads files so named to a WordPress site.
export const IMAGE_TYPES: Readonly<Record<string, string>> = {
  '.jpg': 'image/jpeg',
  '.jpeg': 'image/jpeg',
  '.jpe': 'image/jpeg',
  '.png': 'image/png',
  '.gif': 'image/gif',
  '.webp': 'image/webp',
  '.avif': 'image/avif',
  '.bmp': 'image/bmp',
  '.tif': 'image/tiff',
  '.tiff': 'image/tiff',
  '.ico': 'image/x-icon',
  '.heic': 'image/heic',
};

/** The media type of an image file's name (case-insensitive), or undefined where it names none. */
export function imageType(name: string): string | undefined {
  const dot = name.lastIndexOf('.');
  return dot < 0 ? undefined : IMAGE_TYPES[name.slice(dot).toLowerCase()];
}
