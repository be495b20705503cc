// Level Up Week testimonials (seed 001 §3: key, name, title, quote, photo, badge, event, achievements or
// highlights, before and after lists). Photos come from the project's image catalogue by key.
import type { PropsOf } from '#domain/blocks/define';
import type { levelUpTestimonialsKind } from '#domain/blocks/kinds/level-up';
import { Icon } from '../../components/ui/icon';
import { ResponsiveImage } from '../../components/ui/responsive-image';
import { imageByKey } from '#domain/content/images';
import './level-up.css';
import { Section, sectionHead } from '../../components/layout/section';

export function LevelUpTestimonials(props: PropsOf<typeof levelUpTestimonialsKind>) {
  const headingId = `${props.anchor || 'level-up-testimonials'}-heading`;
  return (
    <Section {...sectionHead(props)} headingId={headingId} className="lu-testimonials">
      <ul className="lu-testimonials__grid">
        {props.testimonials.map((testimonial) => {
          const photo = imageByKey(testimonial.photo ?? '');
          const wins = testimonial.achievements?.length
            ? testimonial.achievements
            : (testimonial.highlights ?? []);
          const before = testimonial.before ?? [];
          const after = testimonial.after ?? [];
          return (
            <li key={testimonial.key} className="lu-testimonial">
              <figure>
                <div className="lu-testimonial__head">
                  {photo && (
                    <ResponsiveImage image={photo} sizes="4rem" alt="" className="lu-testimonial__photo" />
                  )}
                  <div>
                    <h3 className="lu-testimonial__name">{testimonial.name}</h3>
                    {testimonial.title && <p className="lu-testimonial__title">{testimonial.title}</p>}
                  </div>
                </div>
                {testimonial.badge && <p className="lu-testimonial__badge">{testimonial.badge}</p>}
                <blockquote className="lu-testimonial__quote">
                  <p>„{testimonial.quote}“</p>
                </blockquote>
                {testimonial.event && (
                  <figcaption className="lu-testimonial__event">
                    <Icon name="calendar" /> {testimonial.event}
                  </figcaption>
                )}
              </figure>
              {wins.length > 0 && (
                <>
                  <h4 className="lu-testimonial__label">Erfolge</h4>
                  <ul className="lu-checklist">
                    {wins.map((win) => (
                      <li key={win}>
                        <Icon name="trophy" /> {win}
                      </li>
                    ))}
                  </ul>
                </>
              )}
              {(before.length > 0 || after.length > 0) && (
                <div className="lu-testimonial__compare">
                  <div>
                    <h4 className="lu-testimonial__label">Vorher</h4>
                    <ul>
                      {before.map((line) => (
                        <li key={line}>{line}</li>
                      ))}
                    </ul>
                  </div>
                  <div>
                    <h4 className="lu-testimonial__label">Nachher</h4>
                    <ul>
                      {after.map((line) => (
                        <li key={line}>{line}</li>
                      ))}
                    </ul>
                  </div>
                </div>
              )}
            </li>
          );
        })}
      </ul>
    </Section>
  );
}
