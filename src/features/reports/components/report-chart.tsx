// The Auswertung's charts (decision 0161): Chart.js 4 with only the parts used registered (bars and lines; the
// weekday × hour heat map is a grid of cells since issue 37, heatmap.tsx), imported by this admin route alone. A chart is a picture
// for sighted people: the canvas is aria-hidden, its table beside it is what a screen reader reads.
import { useEffect, useRef } from 'react';
import {
  BarController,
  BarElement,
  CategoryScale,
  Chart,
  Legend,
  LinearScale,
  LineController,
  LineElement,
  PointElement,
  Tooltip,
  type ChartConfiguration,
} from 'chart.js';

Chart.register(
  BarController,
  BarElement,
  CategoryScale,
  LinearScale,
  LineController,
  LineElement,
  PointElement,
  Tooltip,
  Legend,
);

/** A design token's colour (tokens.css), read when a chart is drawn. */
export function token(name: string): string {
  return getComputedStyle(document.documentElement).getPropertyValue(name).trim() || '#1b365d';
}

export interface ReportChartProps {
  /** Builds the chart's configuration when it is drawn (the tokens are read then). */
  config: () => ChartConfiguration;
  /** The canvas' height in CSS pixels; the width follows the column. */
  height: number;
}

export function ReportChart({ config, height }: ReportChartProps) {
  const canvas = useRef<HTMLCanvasElement>(null);
  useEffect(() => {
    if (!canvas.current) return;
    const base = config();
    const chart = new Chart(canvas.current, {
      ...base,
      options: {
        responsive: true,
        maintainAspectRatio: false,
        animation: false,
        locale: 'de-DE',
        ...base.options,
      },
    } as ChartConfiguration);
    return () => chart.destroy();
  }, [config]);
  return (
    <div className="report-chart" style={{ height }} aria-hidden="true">
      <canvas ref={canvas} />
    </div>
  );
}
