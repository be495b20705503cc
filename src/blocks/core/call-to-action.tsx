// The call to action (variants default, gradient, outline; trust indicators).
import type { PropsOf } from '#domain/blocks/define';
import type { callToActionKind } from '#domain/blocks/kinds/core';
import { CallToActionBand } from '../../components/layout/call-to-action';
import './blocks.css';

/** Seed 002 §2: primary call to action free trial at /kontakt, secondary view courses at /kurse. */
export function CallToAction(props: PropsOf<typeof callToActionKind>) {
  return <CallToActionBand {...props} />;
}

export default CallToAction;
