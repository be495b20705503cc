// The cashback badge as a block of its own (seed 002 §3 badge positions): a small offer card with the badge in the
// chosen corner.
import type { PropsOf } from '#domain/blocks/define';
import type { cashbackBadgeKind } from '#domain/blocks/kinds/challenge';
import { Section } from '../../components/layout/section';
import { MoneyStage } from './money-stage';
import './challenge.css';

/** The badge on its own: a small offer card with the badge in the chosen corner. */
export function CashbackBadgeSection(props: PropsOf<typeof cashbackBadgeKind>) {
  return (
    <Section anchor={props.anchor} label={props.title}>
      <MoneyStage badge={props} className="cashback-card">
        <div className="cashback-card__body">
          <h2 className="cashback-card__title">{props.title}</h2>
          {props.description && <p>{props.description}</p>}
        </div>
      </MoneyStage>
    </Section>
  );
}

export default CashbackBadgeSection;
