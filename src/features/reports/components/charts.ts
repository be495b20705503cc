// One chart per table of the Auswertung, drawn from the table's own rows (model.ts), so picture, table and CSV
// show the same figures.
import type { ChartConfiguration } from 'chart.js';
import { cellValue, formatCell, type ReportTable } from '../model';
import { token } from './report-chart';

export interface ChartSpec {
  config: () => ChartConfiguration;
  height: number;
}

const column = (table: ReportTable, index: number) => table.rows.map((row) => cellValue(row[index]));
const labels = (table: ReportTable) => table.rows.map((row) => formatCell(row[0] ?? ''));
/** A horizontal bar chart's height: a bar per row and room for the axis and legend. */
const barsHeight = (rows: number) => Math.max(160, rows * 30 + 80);

/** Horizontal bars, one per row; `series` names the columns drawn (stacked when more than one). */
function horizontalBars(
  table: ReportTable,
  series: Array<[index: number, colour: string]>,
  max?: number,
): ChartSpec {
  return {
    height: barsHeight(table.rows.length),
    config: () => ({
      type: 'bar',
      data: {
        labels: labels(table),
        datasets: series.map(([index, colour]) => ({
          label: table.columns[index] ?? '',
          data: column(table, index),
          backgroundColor: token(colour),
        })),
      },
      options: {
        indexAxis: 'y',
        scales: {
          x: {
            stacked: series.length > 1,
            beginAtZero: true,
            ...(max ? { max } : { ticks: { precision: 0 } }),
          },
          y: { stacked: series.length > 1 },
        },
        plugins: { legend: { display: series.length > 1, position: 'bottom' } },
      },
    }),
  };
}

/** Accounts (and leads, where the table has them) per week as lines. */
function weekLines(table: ReportTable): ChartSpec {
  const colours = ['--color-secondary', '--color-primary'];
  return {
    height: 280,
    config: () => ({
      type: 'line',
      data: {
        labels: labels(table),
        datasets: colours.slice(0, table.columns.length - 1).map((colour, i) => ({
          label: table.columns[i + 1] ?? '',
          data: column(table, i + 1),
          borderColor: token(colour),
          backgroundColor: token(colour),
          tension: 0.2,
        })),
      },
      options: {
        scales: { y: { beginAtZero: true, ticks: { precision: 0 } } },
        plugins: { legend: { position: 'bottom' } },
      },
    }),
  };
}

/** The chart of a table, or null when it has no rows to draw. */
export function chartFor(table: ReportTable): ChartSpec | null {
  if (table.rows.length === 0) return null;
  switch (table.id) {
    case 'auslastung-standorte':
      return horizontalBars(table, [[4, '--color-primary']], 100);
    case 'auslastung-kurse':
      return horizontalBars(table, [[4, '--color-primary']], 100);
    case 'teilnahme':
      return horizontalBars(table, [
        [2, '--color-accent-green'],
        [3, '--color-primary'],
        [4, '--color-gray-400'],
      ]);
    case 'auslastung-zeiten':
      return null; // a heat map of cells with a legend (heatmap.tsx), not a canvas
    case 'warteliste':
      return horizontalBars(table, [
        [3, '--color-accent-blue'],
        [4, '--color-primary'],
      ]);
    case 'konten-anfragen':
      return weekLines(table);
  }
}
