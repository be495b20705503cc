// One of the project's images as <picture>: AVIF, then WebP, in every rendered width, with width/height on the
// <img> so the browser reserves the space before a byte arrives (no layout shift). Below the fold it loads lazily;
// `priority` is for the one image that may be the largest paint (a hero). The same markup serves an uploaded
// image: imageByKey resolves its reference (`upload:<stem>:<w>x<h>`, decision 0132) to an asset whose
// renditions live under /uploads/, with the width and height carried in the reference.
import type { CSSProperties } from 'react';
import { imageSrcSet, imageUrl, type ImageAsset } from '#domain/content/images';

export interface ResponsiveImageProps {
  image: ImageAsset;
  /** The sizes attribute: how wide the image shows, e.g. '(min-width: 1024px) 33vw, 100vw'. */
  sizes: string;
  /** Overrides the asset's alt text ('' marks it decorative). */
  alt?: string;
  priority?: boolean;
  className?: string;
  style?: CSSProperties;
}

export function ResponsiveImage({
  image,
  sizes,
  alt,
  priority = false,
  className,
  style,
}: ResponsiveImageProps) {
  const largest = image.widths[image.widths.length - 1] ?? image.width;
  return (
    <picture>
      <source type="image/avif" srcSet={imageSrcSet(image, 'avif')} sizes={sizes} />
      <source type="image/webp" srcSet={imageSrcSet(image, 'webp')} sizes={sizes} />
      <img
        src={imageUrl(image, largest, 'webp')}
        alt={alt ?? image.alt}
        width={image.width}
        height={image.height}
        loading={priority ? 'eager' : 'lazy'}
        decoding={priority ? 'sync' : 'async'}
        fetchPriority={priority ? 'high' : 'auto'}
        className={className}
        style={style}
      />
    </picture>
  );
}
