// The weekday × hour heat map of the Auswertung (issue 37): a grid of cells, Monday in the top row, each cell in the
// colour of its utilisation step, and a legend naming the steps. Like the charts it is a picture (aria-hidden): the
// table beside it is what a screen reader reads; the legend is text and read as a list.
import type { Report } from '#domain/reports/schemas';
import { formatCell, heatmap, HEAT_STEPS } from '../model';

export function Heatmap({ slots }: { slots: Report['slots'] }) {
  const map = heatmap(slots);
  return (
    <div className="report-heatmap">
      <div className="report-chart" aria-hidden="true">
        <div
          className="heatmap"
          style={{ gridTemplateColumns: `2rem repeat(${map.hours.length}, minmax(0, 1fr))` }}
        >
          <span />
          {map.hours.map((hour) => (
            <span key={hour} className="heatmap__hour">
              {String(hour).padStart(2, '0')}
            </span>
          ))}
          {map.days.map((day) => (
            <div key={day.name} className="heatmap__row">
              <span className="heatmap__day">{day.short}</span>
              {day.cells.map((cell, index) =>
                cell ? (
                  <span
                    key={index}
                    className="heatmap__cell"
                    data-step={cell.step}
                    title={`${day.name} ${String(map.hours[index]).padStart(2, '0')} Uhr: ${formatCell({ kind: 'percent', value: cell.share })} %`}
                  />
                ) : (
                  <span key={index} className="heatmap__cell heatmap__cell--none" />
                ),
              )}
            </div>
          ))}
        </div>
        <p className="heatmap__axis">Uhrzeit (Beginn)</p>
      </div>
      <ul className="heatmap-legend" aria-label="Legende: Auslastung">
        {HEAT_STEPS.map((label, step) => (
          <li key={label}>
            <span className="heatmap__swatch" data-step={step} aria-hidden="true" />
            {label}
          </li>
        ))}
        <li>
          <span className="heatmap__swatch heatmap__cell--none" aria-hidden="true" />
          kein Termin
        </li>
      </ul>
    </div>
  );
}
