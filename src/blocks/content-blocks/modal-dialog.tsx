// The BaseModal of seed 002 §3 as a block: hidden by default, opened by its trigger button.
import { useState } from 'react';
import type { PropsOf } from '#domain/blocks/define';
import type { modalDialogKind } from '#domain/blocks/kinds/content-blocks';
import { SmartLink } from '../../components/blocks/smart-link';
import { Button } from '../../components/ui/button';
import { Modal } from '../../components/ui/modal';
import './content-blocks.css';

type ModalDialogProps = PropsOf<typeof modalDialogKind>;

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

export default ModalDialog;
