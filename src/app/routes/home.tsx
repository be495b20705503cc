// The start page: hero with the studio's promise and the two ways in (courses, registration), the current week's
// courses (seed 000 §2 grid), what makes the studio different, how to start, and the free-trial call to action.
import { DocumentTitle } from '../../components/document-title';
import { Button } from '../../components/ui/button';
import { Card } from '../../components/ui/card';
import { Icon } from '../../components/ui/icon';
import { paths } from '../../config/paths';
import { HOME_CTA, HOME_FEATURES, HOME_HERO, HOME_STEPS } from '../../content/home';
import { OPENING_HOURS, TRUST_POINTS } from '../../content/studio';
import { CourseWeekGrid } from '../../features/courses/components/week-grid';
import { InstallApp } from '../install-app';
import './home.css';

export function HomePage() {
  return (
    <>
      <DocumentTitle title="Startseite" />
      <section className="hero" aria-labelledby="hero-heading">
        <div className="container hero__grid">
          <div className="hero__copy">
            <p className="eyebrow hero__eyebrow">{HOME_HERO.eyebrow}</p>
            <h1 id="hero-heading" className="hero__headline">
              {HOME_HERO.headline} <span className="hero__accent">{HOME_HERO.headlineAccent}</span>
            </h1>
            <p className="hero__sub">{HOME_HERO.subheadline}</p>
            <div className="hero__actions">
              <Button to={paths.courses} size="lg" iconEnd="arrow-right">
                {HOME_HERO.primaryCta}
              </Button>
              <Button to={paths.register} size="lg" variant="outline" className="hero__secondary">
                {HOME_HERO.secondaryCta}
              </Button>
            </div>
            <ul className="hero__trust">
              {TRUST_POINTS.map((point) => (
                <li key={point}>
                  <Icon name="check" /> {point}
                </li>
              ))}
            </ul>
          </div>

          <aside className="hero__panel" aria-labelledby="hero-hours">
            <h2 id="hero-hours" className="hero__panel-title">
              <Icon name="clock" /> Öffnungszeiten
            </h2>
            <dl className="hero__hours">
              {OPENING_HOURS.map((entry) => (
                <div key={entry.days}>
                  <dt>{entry.daysLong}</dt>
                  <dd>{entry.time}</dd>
                </div>
              ))}
            </dl>
            <Button to={paths.contact} variant="gradient" fullWidth>
              {HOME_CTA.button}
            </Button>
          </aside>
        </div>

        <div className="container">
          <dl className="hero__stats">
            {HOME_HERO.stats.map((stat) => (
              <div key={stat.label} className="hero__stat">
                <dt>{stat.label}</dt>
                <dd>
                  {stat.value}
                  <span className="hero__stat-suffix">{stat.suffix}</span>
                </dd>
              </div>
            ))}
          </dl>
        </div>
      </section>

      <div className="section section--schedule">
        <div className="container home-schedule">
          <CourseWeekGrid headerSubtitle="Alle Kurse von Montag bis Sonntag auf einen Blick. Tippe auf einen Kurs für Details." />
          <div className="home-schedule__footer">
            <Button to={paths.courses} variant="secondary" iconEnd="arrow-right">
              Alle Kurse mit Filtern
            </Button>
          </div>
          <InstallApp />
        </div>
      </div>

      <section className="section section--muted" aria-labelledby="features-heading">
        <div className="container">
          <div className="section__head">
            <p className="eyebrow">Warum wir</p>
            <h2 id="features-heading">{HOME_FEATURES.heading}</h2>
            <p className="lead">{HOME_FEATURES.intro}</p>
          </div>
          <ul className="features">
            {HOME_FEATURES.items.map((feature) => (
              <li key={feature.title}>
                <Card as="article" className="feature">
                  <span className="feature__icon">
                    <Icon name={feature.icon} size="1.5rem" />
                  </span>
                  <h3>{feature.title}</h3>
                  <p>{feature.text}</p>
                </Card>
              </li>
            ))}
          </ul>
        </div>
      </section>

      <section className="section" aria-labelledby="steps-heading">
        <div className="container">
          <div className="section__head">
            <p className="eyebrow">In drei Schritten</p>
            <h2 id="steps-heading">{HOME_STEPS.heading}</h2>
          </div>
          <ol className="steps">
            {HOME_STEPS.items.map((step, index) => (
              <li key={step.title} className="step">
                <span className="step__number" aria-hidden="true">
                  {index + 1}
                </span>
                <h3>{step.title}</h3>
                <p>{step.text}</p>
              </li>
            ))}
          </ol>
        </div>
      </section>

      <section className="cta-band" aria-labelledby="cta-heading">
        <div className="container cta-band__inner">
          <div>
            <h2 id="cta-heading">{HOME_CTA.heading}</h2>
            <p>{HOME_CTA.text}</p>
          </div>
          <Button to={paths.contact} variant="secondaryFull" size="lg" iconEnd="arrow-right">
            {HOME_CTA.button}
          </Button>
        </div>
      </section>
    </>
  );
}
