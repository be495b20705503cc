// The about page's closing call to action.
import type { PropsOf } from '#domain/blocks/define';
import type { aboutCtaKind } from '#domain/blocks/kinds/about';
import { CallToActionBand } from '../../components/layout/call-to-action';

export function AboutCta(props: PropsOf<typeof aboutCtaKind>) {
  return (
    <CallToActionBand
      anchor={props.anchor}
      variant="warm"
      title={props.title}
      description={props.description}
      primaryText={props.primaryCtaText}
      primaryUrl={props.primaryCtaUrl}
      secondaryText={props.secondaryCtaText}
      secondaryUrl={props.secondaryCtaUrl}
      trustIndicators={props.trustIndicators}
    />
  );
}
