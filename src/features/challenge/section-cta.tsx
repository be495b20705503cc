// The call to action that ends the timeline, benefits and testimonials sections (seed 001 §2 items 2–4).
import { SmartLink } from '../../components/blocks/smart-link';

export interface SectionCtaProps {
  ctaTitle: string;
  ctaText: string;
  ctaButtonText: string;
  ctaUrl: string;
}

export function SectionCta({ ctaTitle, ctaText, ctaButtonText, ctaUrl }: SectionCtaProps) {
  if (!ctaButtonText) return null;
  return (
    <div className="challenge-cta">
      <div className="challenge-cta__copy">
        {ctaTitle && <p className="challenge-cta__title">{ctaTitle}</p>}
        {ctaText && <p>{ctaText}</p>}
      </div>
      <SmartLink to={ctaUrl} variant="gradient" size="lg" iconEnd="arrow-right">
        {ctaButtonText}
      </SmartLink>
    </div>
  );
}
