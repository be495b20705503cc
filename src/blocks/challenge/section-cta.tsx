// The call to action that ends the timeline, benefits and testimonials sections (seed 001 §2 items 2–4): the
// shared call-to-action box (decision 0134).
import { CallToActionBand } from '../../components/layout/call-to-action';
import type { SectionCtaValues } from '#domain/blocks/shared-fields';

export function SectionCta({ ctaTitle, ctaText, ctaButtonText, ctaUrl }: SectionCtaValues) {
  if (!ctaButtonText) return null;
  return (
    <CallToActionBand
      inline
      variant="dark"
      title={ctaTitle ?? ''}
      description={ctaText}
      primaryText={ctaButtonText}
      primaryUrl={ctaUrl}
      primaryVariant="gradient"
    />
  );
}
