// One chart per table of the Auswertung, drawn from the table's own rows (model.ts), so picture, table and CSV
// show the same figures.
import type { ChartConfiguration, ScriptableContext } from 'chart.js';
import { cellValue, formatCell, WEEKDAYS, type ReportTable } from '../model';
import { token } from './report-chart';

export interface ChartSpec {
  config: () => ChartConfiguration;
  height: number;
}

/** A hex colour with an alpha (0–1). */
function alpha(hex: string, a: number): string {
  const value = hex.replace('#', '');
  const [r, g, b] = [0, 2, 4].map((i) => parseInt(value.slice(i, i + 2), 16));
  return `rgba(${r}, ${g}, ${b}, ${a})`;
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

/** Weekday × hour as a matrix: each cell's colour is the slot's utilisation. */
function weekMatrix(table: ReportTable): ChartSpec {
  // Every hour from the first session's to the last one's, so gaps show as gaps.
  const used = table.rows.map((row) => Number(formatCell(row[1] ?? '').slice(0, 2)));
  const first = Math.min(...used);
  const hours = Array.from({ length: Math.max(...used) - first + 1 }, (_, i) =>
    String(first + i).padStart(2, '0'),
  );
  const cells = table.rows.map((row) => ({
    x: formatCell(row[1] ?? '').slice(0, 2),
    y: formatCell(row[0] ?? '').slice(0, 2),
    v: cellValue(row[5]),
  }));
  const days = WEEKDAYS.map((day) => day.slice(0, 2));
  return {
    height: 7 * 36 + 70,
    config: () => {
      const colour = token('--color-primary');
      return {
        type: 'matrix',
        data: {
          datasets: [
            {
              label: 'Auslastung (%)',
              data: cells,
              backgroundColor: (context: ScriptableContext<'matrix'>) => {
                const cell = context.dataset.data[context.dataIndex] as { v: number } | undefined;
                return alpha(colour, 0.12 + 0.88 * Math.min(1, (cell?.v ?? 0) / 100));
              },
              borderColor: token('--color-gray-300'),
              borderWidth: 1,
              width: ({ chart }) => (chart.chartArea?.width ?? 0) / Math.max(1, hours.length) - 2,
              height: ({ chart }) => (chart.chartArea?.height ?? 0) / days.length - 2,
            },
          ],
        },
        options: {
          scales: {
            x: {
              type: 'category',
              labels: hours,
              offset: true,
              grid: { display: false },
              title: { display: true, text: 'Uhr' },
            },
            y: { type: 'category', labels: days, offset: true, grid: { display: false } },
          },
          plugins: {
            legend: { display: false },
            tooltip: {
              callbacks: {
                title: () => '',
                label: (context) => {
                  const cell = context.raw as { x: string; y: string; v: number };
                  return `${cell.y} ${cell.x} Uhr: ${cell.v.toLocaleString('de-DE')} %`;
                },
              },
            },
          },
        },
      };
    },
  };
}

/** Accounts and leads per week as two lines. */
function weekLines(table: ReportTable): ChartSpec {
  return {
    height: 280,
    config: () => ({
      type: 'line',
      data: {
        labels: labels(table),
        datasets: [
          [1, '--color-secondary'],
          [2, '--color-primary'],
        ].map(([index, colour]) => ({
          label: table.columns[index as number] ?? '',
          data: column(table, index as number),
          borderColor: token(colour as string),
          backgroundColor: token(colour as string),
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
    case 'auslastung-kurse':
      return horizontalBars(table, [[4, '--color-primary']], 100);
    case 'teilnahme':
      return horizontalBars(table, [
        [2, '--color-accent-green'],
        [3, '--color-primary'],
        [4, '--color-gray-400'],
      ]);
    case 'auslastung-zeiten':
      return weekMatrix(table);
    case 'warteliste':
      return horizontalBars(table, [
        [3, '--color-accent-blue'],
        [4, '--color-primary'],
      ]);
    case 'konten-anfragen':
      return weekLines(table);
  }
}
