// Base blocks of seed 002 §3: the base button (six variants, four sizes), the course recommendation funnel as a
// section, and the BaseModal as a block (hidden by default, opened by its trigger button).
import { useId, useState } from 'react';
import { defineBlock } from '../../components/blocks/block';
import { Section } from '../../components/layout/section';
import { SmartLink } from '../../components/blocks/smart-link';
import { Button } from '../../components/ui/button';
import { Icon } from '../../components/ui/icon';
import { Modal } from '../../components/ui/modal';
import './content-blocks.css';
import {
  buttonDefaults,
  modalDialogDefaults,
  recommendationFunnelDefaults,
} from '../../content/blocks/content-blocks';
import type {
  ButtonBlockProps,
  ModalDialogProps,
  RecommendationFunnelProps,
} from '../../content/blocks/content-blocks';

export const buttonBlock = defineBlock<ButtonBlockProps>({
  label: 'Button',
  defaults: buttonDefaults,
  component: ({ anchor, text, url, variant, size, fullWidth, align }) => (
    <div id={anchor || undefined} className={`container cb-button cb-button--${align}`}>
      <SmartLink to={url} variant={variant} size={size} fullWidth={fullWidth}>
        {text}
      </SmartLink>
    </div>
  ),
});

/** The page renderer's FunnelProvider claims this anchor and opens the funnel (ADR 0060). */
export const FUNNEL_TARGET = '#probetraining';

export function RecommendationFunnel(props: RecommendationFunnelProps) {
  const headingId = useId();
  return (
    <Section
      anchor={props.anchor}
      labelledBy={headingId}
      className="funnel-teaser"
      innerClassName="funnel-teaser__inner"
    >
      <div>
        {props.eyebrow && <p className="eyebrow">{props.eyebrow}</p>}
        <h2 id={headingId}>{props.title}</h2>
        <p className="lead">{props.description}</p>
        <ul className="cb-pills">
          {props.points.map((point) => (
            <li key={point}>
              <Icon name="check" /> {point}
            </li>
          ))}
        </ul>
      </div>
      <SmartLink to={FUNNEL_TARGET} variant="gradient" size="xl" iconEnd="arrow-right">
        {props.buttonText}
      </SmartLink>
    </Section>
  );
}

export const recommendationFunnelBlock = defineBlock<RecommendationFunnelProps>({
  label: 'Kursempfehlung (Funnel)',
  defaults: recommendationFunnelDefaults,
  component: RecommendationFunnel,
});

/** The modal has sizes up to xl and full; 2xl and 3xl are xl widened by CSS (see content-blocks.css). */
const modalSize = (maxWidth: ModalDialogProps['maxWidth']) =>
  maxWidth === '2xl' || maxWidth === '3xl' ? 'xl' : maxWidth;

export function ModalDialog(props: ModalDialogProps) {
  const [open, setOpen] = useState(props.show);
  return (
    <div id={props.anchor || undefined} className="container cb-button cb-button--center">
      <Button variant={props.triggerVariant} aria-haspopup="dialog" onClick={() => setOpen(true)}>
        {props.triggerText}
      </Button>
      <Modal
        open={open}
        onClose={() => setOpen(false)}
        title={props.title}
        size={modalSize(props.maxWidth)}
        closeOnBackdrop={props.closeOnBackdrop}
        footer={
          props.ctaText ? (
            <SmartLink to={props.ctaUrl} variant="primary">
              {props.ctaText}
            </SmartLink>
          ) : undefined
        }
      >
        {/* The markers let CSS style the backdrop and the wider panels around this content (:has()). */}
        <div
          className={['modal-block', props.contentClass].filter(Boolean).join(' ')}
          data-modal-backdrop-style={props.backdrop}
          data-modal-width={props.maxWidth}
        >
          <p>{props.text}</p>
        </div>
      </Modal>
    </div>
  );
}

export const modalDialogBlock = defineBlock<ModalDialogProps>({
  label: 'Dialog (Modal)',
  defaults: modalDialogDefaults,
  component: ModalDialog,
});
