// The content section 48 (seed 002 §3): text with an image or a video (play button, aspect ratio 56.25 %); a video
// from another host plays only behind the consent-gated embed, the studio's own files at once.
import { useId, useState } from 'react';
import type { PropsOf } from '#domain/blocks/define';
import type { contentSectionKind } from '#domain/blocks/kinds/content-blocks';
import { SmartLink } from '../../components/blocks/smart-link';
import { videoEmbedKind } from '#domain/blocks/kinds/core';
import { ExternalEmbed } from '../../components/consent/embed';
import { BlockImage } from './block-image';
import { cssAspectRatio, isExternalMedia } from './layout';
import { Section } from '../../components/layout/section';
import './content-blocks.css';

type ContentSectionProps = PropsOf<typeof contentSectionKind>;

function VideoMedia(props: ContentSectionProps) {
  const [playing, setPlaying] = useState(false);
  const ratio = cssAspectRatio(props.aspectRatio) ?? '16 / 9';
  const external = isExternalMedia(props.mediaUrl);
  // Without a play button there is nothing to press: the video (or its consent gate) shows right away.
  const started = playing || !props.showPlayButton;
  if (started && external) {
    return (
      <div className="content-section__embed">
        <ExternalEmbed
          {...videoEmbedKind.defaults}
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

export default ContentSection;
