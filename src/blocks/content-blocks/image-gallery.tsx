// The gallery block (seed 002 §3 "Gallery blocks", §9 "Layout"): exactly 4 images, padded with placeholders; 3 on
// top plus 1 wide.
import type { PropsOf } from '#domain/blocks/define';
import type { imageGalleryKind } from '#domain/blocks/kinds/content-blocks';
import { Badge } from '../../components/ui/badge';
import { BlockImage } from './block-image';
import { cssAspectRatio, galleryImages } from './layout';
import { Section, sectionHead } from '../../components/layout/section';
import './content-blocks.css';

export function ImageGallery(props: PropsOf<typeof imageGalleryKind>) {
  const slots = galleryImages(props.images);
  return (
    <Section {...sectionHead(props)}>
      <ul className={`image-gallery image-gallery--gap-${props.gap}`}>
        {slots.map((slot, index) => {
          const wide = index === slots.length - 1;
          return (
            <li
              key={index}
              className={[
                'image-gallery__item',
                wide && 'image-gallery__item--wide',
                props.showOverlay && 'image-gallery__item--overlay',
              ]
                .filter(Boolean)
                .join(' ')}
              data-placeholder={slot.placeholder || undefined}
            >
              {index === 0 && props.badgeText && (
                <Badge variant={props.badgeVariant} position="top-left">
                  {props.badgeText}
                </Badge>
              )}
              <BlockImage
                imageKey={slot.src}
                alt={slot.alt}
                sizes={wide ? '(min-width: 72rem) 72rem, 100vw' : '(min-width: 48rem) 33vw, 100vw'}
                aspectRatio={
                  cssAspectRatio(wide ? props.bottomImageAspectRatio : props.imageAspectRatio) ??
                  (wide ? '21 / 9' : '4 / 3')
                }
              />
            </li>
          );
        })}
      </ul>
    </Section>
  );
}
