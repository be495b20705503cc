// A post's cover image from its reference: a key of the site's images (domain/content/images.ts) for now; a
// reference the site does not know shows nothing rather than a broken image.
import { imageByKey, imageUrl } from '#domain/content/images';
import { ResponsiveImage } from '../../../components/ui/responsive-image';

export function coverAsset(reference: string | null) {
  return reference ? imageByKey(reference) : undefined;
}

/** The path of the cover's link-preview image (a WebP every preview service reads). */
export function coverPreviewPath(reference: string | null): string | undefined {
  const asset = coverAsset(reference);
  return asset
    ? imageUrl(asset, asset.widths.find((width) => width >= 960) ?? asset.width, 'webp')
    : undefined;
}

export function PostCover({
  reference,
  sizes,
  priority = false,
  className,
}: {
  reference: string | null;
  sizes: string;
  priority?: boolean;
  className?: string;
}) {
  const asset = coverAsset(reference);
  if (!asset) return null;
  return <ResponsiveImage image={asset} sizes={sizes} alt="" priority={priority} className={className} />;
}
