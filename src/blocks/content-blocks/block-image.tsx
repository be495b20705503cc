// An image named by key in a block's props (documents stay plain data): the catalogue asset through
// <ResponsiveImage>, or a neutral placeholder of the same box when the key is empty or unknown.
import type { CSSProperties } from 'react';
import { Icon } from '../../components/ui/icon';
import { ResponsiveImage } from '../../components/ui/responsive-image';
import { imageByKey } from '#domain/content/images';

export interface BlockImageProps {
  imageKey: string | undefined;
  sizes: string;
  /** Overrides the catalogue's alt text when not empty (a document may leave it ''). */
  alt?: string;
  priority?: boolean;
  className?: string;
  /** CSS aspect-ratio of the box (e.g. '4 / 3'); without it the image keeps its own ratio. */
  aspectRatio?: string;
}

export function BlockImage({ imageKey, sizes, alt, priority, className, aspectRatio }: BlockImageProps) {
  const asset = imageKey ? imageByKey(imageKey) : undefined;
  const style: CSSProperties | undefined = aspectRatio ? { aspectRatio } : undefined;
  if (!asset) {
    return (
      <div className={['cb-image cb-image--placeholder', className].filter(Boolean).join(' ')} style={style}>
        <Icon name="dumbbell" size="2rem" />
      </div>
    );
  }
  return (
    <div className={['cb-image', className].filter(Boolean).join(' ')} style={style}>
      <ResponsiveImage image={asset} sizes={sizes} alt={alt || undefined} priority={priority} />
    </div>
  );
}
