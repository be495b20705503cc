// The about page's values with mission and vision (seed 002 §3 "Culture value").
import type { PropsOf } from '#domain/blocks/define';
import type { aboutValuesKind } from '#domain/blocks/kinds/about';
import { CardGrid, FeatureCard } from '../../components/layout/card-grid';
import { Section, sectionHead } from '../../components/layout/section';
import './about.css';

export function AboutValues(props: PropsOf<typeof aboutValuesKind>) {
  return (
    <Section {...sectionHead({ ...props, subtitle: props.intro })} tone="muted" className="about-values">
      <CardGrid columns={4} className="about-values__grid">
        {props.values.map((value) => (
          <FeatureCard
            key={value.title}
            icon={value.iconName}
            iconSize="1.75rem"
            title={value.title ?? ''}
            text={value.description}
          />
        ))}
      </CardGrid>
      <div className="about-values__mission">
        {props.mission && (
          <div className="about-mission">
            <h3>{props.missionTitle}</h3>
            <p>{props.mission}</p>
          </div>
        )}
        {props.vision && (
          <div className="about-mission about-mission--vision">
            <h3>{props.visionTitle}</h3>
            <p>{props.vision}</p>
          </div>
        )}
      </div>
    </Section>
  );
}
