/**
 * Whether an image a server or a name service gave may be loaded (docs/nfts.md, "Images"): only from an
 * origin the network's config names (`imageOriginsOf`), so no other host learns who looks at what, and no
 * `data:`, `javascript:` or `blob:` URL, relative path or URL with credentials stands for an account or a
 * token. Anything else is shown as the app's own drawn fallback, and never requested.
 */

/** `url` as it may be loaded, when its origin is one of `origins`; else undefined. */
export function allowedImageUrl(url: string | null | undefined, origins: readonly string[]): string | undefined {
  if (!url) return undefined;
  let parsed: URL;
  try {
    parsed = new URL(url);
  } catch {
    return undefined;
  }
  if (parsed.protocol !== 'https:' && parsed.protocol !== 'http:') return undefined;
  if (parsed.username || parsed.password) return undefined;
  return origins.includes(parsed.origin) ? parsed.href : undefined;
}
