// Media blocks of seed 002 §3: the content section 48 (text with an image or a video: play button, aspect ratio
// 56.25 %, a video from another host only behind the consent embed) and the gallery block (exactly 4 images,
// padded with placeholders; 3 on top plus 1 wide).
import { useId, useState } from 'react';
import { defineBlock } from '../../components/blocks/block';
import { SmartLink } from '../../components/blocks/smart-link';
import { Badge } from '../../components/ui/badge';
import { BlockImage } from './block-image';
import { useContentDeps } from './deps';
import { cssAspectRatio, galleryImages, isExternalMedia } from './layout';
import { Section, sectionHead } from '../../components/layout/section';
import './content-blocks.css';
import { contentSectionDefaults, imageGalleryDefaults } from '../../content/blocks/content-blocks';
import type { ContentSectionProps, ImageGalleryProps } from '../../content/blocks/content-blocks';

function VideoMedia(props: ContentSectionProps) {
  const { videoEmbed } = useContentDeps();
  const [playing, setPlaying] = useState(false);
  const ratio = cssAspectRatio(props.aspectRatio) ?? '16 / 9';
  const external = isExternalMedia(props.mediaUrl);
  // Without a play button there is nothing to press: the video (or its consent gate) shows right away.
  const started = playing || !props.showPlayButton;
  if (started && external) {
    const Embed = videoEmbed.component;
    return (
      <div className="content-section__embed">
        <Embed
          {...videoEmbed.defaults}
          kind="video"
          title={props.heading}
          src={props.mediaUrl}
          aspectRatio={ratio}
        />
      </div>
    );
  }
  if (started) {
    return (
      <div className="content-section__frame" style={{ aspectRatio: ratio }}>
        {/* The studio's own clip: no captions exist for the demo footage; controls let the visitor stop it. */}
        <video
          className="content-section__video"
          src={props.mediaUrl}
          controls
          autoPlay={playing}
          playsInline
          aria-label={props.heading}
        />
      </div>
    );
  }
  return (
    <div className="content-section__frame" style={{ aspectRatio: ratio }}>
      <BlockImage imageKey={props.videoThumbnail} alt="" sizes="(min-width: 64rem) 50vw, 100vw" />
      <button type="button" className="content-section__play" onClick={() => setPlaying(true)}>
        <span className="content-section__play-icon" aria-hidden="true">
          ▶
        </span>
        <span>{props.playButtonLabel}</span>
      </button>
    </div>
  );
}

export function ContentSection(props: ContentSectionProps) {
  const headingId = useId();
  return (
    <Section
      anchor={props.anchor}
      labelledBy={headingId}
      innerClassName={`content-section content-section--media-${props.mediaPosition}`}
    >
      <div className="content-section__copy">
        {props.eyebrow && <p className="eyebrow">{props.eyebrow}</p>}
        <h2 id={headingId}>{props.heading}</h2>
        <p className="lead">{props.description}</p>
        {props.buttonText && (
          <SmartLink to={props.buttonUrl} variant={props.buttonVariant} size={props.buttonSize}>
            {props.buttonText}
          </SmartLink>
        )}
      </div>
      <div className="content-section__media">
        {props.mediaType === 'video' ? (
          <VideoMedia {...props} />
        ) : (
          <BlockImage
            imageKey={props.mediaUrl}
            sizes="(min-width: 64rem) 50vw, 100vw"
            aspectRatio={cssAspectRatio(props.aspectRatio)}
          />
        )}
      </div>
    </Section>
  );
}

export const contentSectionBlock = defineBlock<ContentSectionProps>({
  label: 'Inhaltsbereich mit Bild oder Video',
  defaults: contentSectionDefaults,
  component: ContentSection,
});

export function ImageGallery(props: ImageGalleryProps) {
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

export const imageGalleryBlock = defineBlock<ImageGalleryProps>({
  label: 'Bildergalerie',
  defaults: imageGalleryDefaults,
  component: ImageGallery,
});
