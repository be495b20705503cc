// The about page's story (seed 002 §3 "About timeline item", §4): milestones with year, icon, metrics and
// highlights; each is completed, current or upcoming by the rule in story-status.ts, shown in colour and as text
// (screen readers hear it too), and the current one is emphasised and marked aria-current.
import { useId } from 'react';
import type { PropsOf } from '#domain/blocks/define';
import type { aboutStoryKind } from '#domain/blocks/kinds/about';
import { iconOrNone } from '../../components/layout/card-grid';
import { Section, sectionHead } from '../../components/layout/section';
import { imageByKey } from '#domain/content/images';
import { Icon } from '../../components/ui/icon';
import { ResponsiveImage } from '../../components/ui/responsive-image';
import { formatFigure } from './stat-list';
import { STORY_STATUS_LABELS, storyItemStatus } from './story-status';
import './about.css';

export function AboutStory(props: PropsOf<typeof aboutStoryKind>) {
  const headingId = useId();
  return (
    <Section
      {...sectionHead({ ...props, subtitle: props.intro })}
      headingId={headingId}
      className="about-story"
    >
      <ol className="story">
        {props.items.map((item, index) => {
          const status = storyItemStatus(item.status, index, props.currentIndex);
          const icon = iconOrNone(item.iconName) ?? 'check';
          const image = item.image ? imageByKey(item.image) : undefined;
          return (
            <li
              key={`${item.year}-${item.title}`}
              className={`story__item story__item--${status}`}
              aria-current={status === 'current' ? 'step' : undefined}
            >
              <span className="story__marker">
                <Icon name={status === 'completed' ? 'check' : icon} />
              </span>
              <article className="story__card">
                <p className="story__meta">
                  <span className="story__year">{item.year}</span>
                  <span className={`story__status story__status--${status}`}>
                    {STORY_STATUS_LABELS[status]}
                  </span>
                </p>
                <h3 className="story__title">{item.title}</h3>
                {item.subtitle && <p className="story__subtitle">{item.subtitle}</p>}
                {image && (
                  <ResponsiveImage
                    image={image}
                    sizes="(min-width: 48rem) 32rem, 90vw"
                    className="story__image"
                  />
                )}
                <p>{item.description}</p>
                {item.metrics && item.metrics.length > 0 && (
                  <dl className="story__metrics">
                    {item.metrics.map((metric) => (
                      <div key={metric.label}>
                        <dt>{metric.label}</dt>
                        <dd>
                          {formatFigure(metric.value ?? 0)}
                          {metric.suffix}
                        </dd>
                      </div>
                    ))}
                  </dl>
                )}
                {item.highlights && item.highlights.length > 0 && (
                  <ul className="story__highlights">
                    {item.highlights.map((highlight) => (
                      <li key={highlight}>
                        <Icon name="check" /> {highlight}
                      </li>
                    ))}
                  </ul>
                )}
              </article>
            </li>
          );
        })}
      </ol>
    </Section>
  );
}
