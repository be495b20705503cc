// The pricing section (seed 001 §2 item 5, §5, §9; anchor anmeldung): the plan cards show at most 6 features and
// 2 bonus features, then '+ N weitere Features' (domain/campaign/pricing.ts); every call to action goes to /kontakt
// with utm source, medium and campaign; then the package comparison table of seed 001 §9.
import type { PropsOf } from '#domain/blocks/define';
import type { ValuesOf } from '#domain/blocks/field-spec';
import type { transformationPricingKind } from '#domain/blocks/kinds/challenge';
import type { comparisonRowFields, pricingPlanFields } from '#domain/blocks/kinds/challenge.fields';
import { useId } from 'react';
import { pricingCtaUrl, truncateFeatures } from '#domain/campaign/pricing';
import { Section } from '../../components/layout/section';
import { SmartLink } from '../../components/blocks/smart-link';
import { Badge } from '../../components/ui/badge';
import { Icon, ICON_NAMES, type IconName } from '../../components/ui/icon';
import './challenge.css';

const iconOf = (name: string) => (ICON_NAMES.includes(name as IconName) ? (name as IconName) : undefined);

function PlanCard({ plan, bonusLabel }: { plan: ValuesOf<typeof pricingPlanFields>; bonusLabel: string }) {
  const id = useId();
  const shown = truncateFeatures(plan.features ?? [], plan.bonusFeatures ?? []);
  const icon = iconOf(plan.icon ?? '');
  return (
    <li className={plan.featured ? 'plan plan--featured' : 'plan'} aria-labelledby={`${id}-name`}>
      {plan.badge && (
        <Badge variant={plan.featured ? 'new' : 'limited'} className="plan__badge">
          {plan.badge}
        </Badge>
      )}
      <div className="plan__head">
        {icon && (
          <span className="plan__icon">
            <Icon name={icon} size="1.5rem" />
          </span>
        )}
        <h3 id={`${id}-name`} className="plan__name">
          {plan.name}
        </h3>
      </div>
      {plan.description && <p className="plan__description">{plan.description}</p>}
      <p className="plan__price">
        {plan.originalPrice && (
          <s className="plan__original">
            <span className="visually-hidden">statt </span>
            {plan.originalPrice}
          </s>
        )}{' '}
        <span className="plan__amount">{plan.price}</span> <span className="plan__period">{plan.period}</span>
      </p>
      {plan.discount && <p className="plan__discount">{plan.discount}</p>}
      {plan.paymentInfo && <p className="plan__payment">{plan.paymentInfo}</p>}
      <ul className="check-list plan__features">
        {shown.features.map((feature) => (
          <li key={feature}>{feature}</li>
        ))}
      </ul>
      {shown.bonusFeatures.length > 0 && (
        <>
          <p className="plan__bonus-title">{bonusLabel}</p>
          <ul className="check-list plan__bonus">
            {shown.bonusFeatures.map((feature) => (
              <li key={feature}>{feature}</li>
            ))}
          </ul>
        </>
      )}
      {shown.moreLabel && <p className="plan__more">{shown.moreLabel}</p>}
      <div className="plan__cta">
        <SmartLink
          to={pricingCtaUrl(plan.ctaUrl || '/kontakt')}
          variant={plan.featured ? 'gradient' : 'outline'}
          size="lg"
          fullWidth
        >
          {plan.ctaText}
        </SmartLink>
      </div>
      {plan.additionalInfo && <p className="plan__info">{plan.additionalInfo}</p>}
    </li>
  );
}

function Cell({ value }: { value: boolean | string }) {
  if (value === true)
    return (
      <>
        <Icon name="check" className="compare__yes" />
        <span className="visually-hidden">Inklusive</span>
      </>
    );
  if (value === false)
    return (
      <>
        <span aria-hidden="true" className="compare__no">
          –
        </span>
        <span className="visually-hidden">Nicht enthalten</span>
      </>
    );
  return <>{value}</>;
}

export function ComparisonTable({
  title,
  header,
  packages,
  rows,
}: {
  title: string;
  header: string;
  packages: string[];
  rows: ValuesOf<typeof comparisonRowFields>[];
}) {
  const id = useId();
  return (
    <div className="compare">
      <h3 id={`${id}-title`} className="compare__title">
        {title}
      </h3>
      {/* A wide table scrolls inside this labelled region, never the page (360 px). */}
      <div className="compare__scroll" role="region" aria-labelledby={`${id}-title`} tabIndex={0}>
        <table className="compare__table">
          <caption className="visually-hidden">{title}</caption>
          <thead>
            <tr>
              <th scope="col">{header}</th>
              {packages.map((name) => (
                <th key={name} scope="col">
                  {name}
                </th>
              ))}
            </tr>
          </thead>
          <tbody>
            {rows.map((row) => (
              <tr key={row.name}>
                <th scope="row">{row.name}</th>
                {packages.map((name, index) => (
                  <td key={name}>
                    <Cell value={row.values?.[index] ?? false} />
                  </td>
                ))}
              </tr>
            ))}
          </tbody>
        </table>
      </div>
    </div>
  );
}

export function TransformationPricing(props: PropsOf<typeof transformationPricingKind>) {
  const id = useId();
  return (
    <Section
      anchor={props.anchor}
      headingId={`${id}-title`}
      eyebrow={props.badge && <Badge variant="new">{props.badge}</Badge>}
      title={props.title}
      intro={props.subtitle}
      className="pricing"
    >
      <ul className="plan-grid">
        {props.plans.map((plan) => (
          <PlanCard key={plan.name} plan={plan} bonusLabel={props.bonusLabel} />
        ))}
      </ul>
      {props.showComparison && props.comparison.length > 0 && (
        <ComparisonTable
          title={props.comparisonTitle}
          header={props.comparisonHeader}
          packages={props.comparisonPackages}
          rows={props.comparison}
        />
      )}
      {props.footnote && <p className="pricing__footnote">{props.footnote}</p>}
    </Section>
  );
}
