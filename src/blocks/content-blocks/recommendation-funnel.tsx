// The course recommendation funnel of seed 002 §3 as a section: a teaser whose button points at the page's
// '#probetraining' anchor. The page renderer's FunnelProvider claims that anchor and opens the funnel (ADR 0060),
// so the block needs nothing of the marketing feature; without a provider the button is a plain in-page link.
import { useId } from 'react';
import type { PropsOf } from '#domain/blocks/define';
import type { recommendationFunnelKind } from '#domain/blocks/kinds/content-blocks';
import { Section } from '../../components/layout/section';
import { SmartLink } from '../../components/blocks/smart-link';
import { Icon } from '../../components/ui/icon';
import './content-blocks.css';

/** The anchor the FunnelProvider claims (its FUNNEL_ANCHOR). */
const FUNNEL_TARGET = '#probetraining';

export function RecommendationFunnel(props: PropsOf<typeof recommendationFunnelKind>) {
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

export default RecommendationFunnel;
