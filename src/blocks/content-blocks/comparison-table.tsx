// The comparison of the local gym landing (seed 002 §3 "Comparison"): traditional training against the studio's
// concept, a real <table> with row headers.
import { useId } from 'react';
import type { PropsOf } from '#domain/blocks/define';
import type { comparisonTableKind } from '#domain/blocks/kinds/content-blocks';
import './content-blocks.css';
import { Section } from '../../components/layout/section';

export function ComparisonTable(props: PropsOf<typeof comparisonTableKind>) {
  const headingId = useId();
  return (
    <Section
      anchor={props.anchor}
      headingId={headingId}
      title={props.title}
      intro={props.subtitle}
      className="comparison"
    >
      <div className="comparison__scroll">
        <table className="comparison__table" aria-labelledby={headingId}>
          <thead>
            <tr>
              <td />
              <th scope="col">{props.leftColumnTitle}</th>
              <th scope="col" className="comparison__concept">
                {props.rightColumnTitle}
              </th>
            </tr>
          </thead>
          <tbody>
            {props.comparisonRows.map((row) => (
              <tr key={row.feature}>
                <th scope="row">{row.feature}</th>
                <td>{row.traditional}</td>
                <td className="comparison__concept">{row.concept}</td>
              </tr>
            ))}
          </tbody>
        </table>
      </div>
    </Section>
  );
}
