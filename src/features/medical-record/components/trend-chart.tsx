import { useTranslation } from 'react-i18next';
import { numberFormat } from '../../../lib/intl-formats';

const WIDTH = 280;
const HEIGHT = 150;
const PAD = { left: 44, right: 12, top: 12, bottom: 26 };

export interface TrendPoint {
  /** YYYY-MM-DD. */
  date: string;
  value: number;
}

/**
 * A test's results over time as a small line chart in plain SVG, with the normal range shaded: a picture of
 * the history table beside it, drawn from the same results. Hidden from assistive technology, which reads the
 * table, so nothing is lost to a screen-reader user and nothing is read twice.
 */
export function TrendChart({
  points,
  rangeLow,
  rangeHigh,
}: {
  points: readonly TrendPoint[];
  rangeLow: number | null;
  rangeHigh: number | null;
}) {
  const { i18n } = useTranslation();
  const number = numberFormat(i18n.language, { maximumFractionDigits: 2 });
  const values = points.map((point) => point.value);
  const bounds = [...values, rangeLow, rangeHigh].filter((value) => value !== null);
  const min = Math.min(...bounds);
  const max = Math.max(...bounds);
  const margin = (max - min) * 0.1 || Math.abs(max) * 0.1 || 1;
  const low = min - margin;
  const high = max + margin;
  const times = points.map((point) => Date.parse(point.date));
  const first = Math.min(...times);
  const last = Math.max(...times);
  const plotWidth = WIDTH - PAD.left - PAD.right;
  const plotHeight = HEIGHT - PAD.top - PAD.bottom;
  const x = (time: number) =>
    PAD.left + (last === first ? plotWidth / 2 : ((time - first) / (last - first)) * plotWidth);
  const y = (value: number) => PAD.top + ((high - value) / (high - low)) * plotHeight;
  const bandTop = y(Math.min(rangeHigh ?? high, high));
  const bandBottom = y(Math.max(rangeLow ?? low, low));
  const year = (time: number) => String(new Date(time).getUTCFullYear());

  return (
    <svg
      className="app-trend-chart"
      viewBox={`0 0 ${WIDTH} ${HEIGHT}`}
      width={WIDTH}
      height={HEIGHT}
      aria-hidden="true"
      focusable="false"
    >
      {(rangeLow !== null || rangeHigh !== null) && (
        <rect
          className="app-trend-chart__range"
          x={PAD.left}
          y={bandTop}
          width={plotWidth}
          height={Math.max(bandBottom - bandTop, 0)}
        />
      )}
      <line
        className="app-trend-chart__axis"
        x1={PAD.left}
        y1={PAD.top}
        x2={PAD.left}
        y2={HEIGHT - PAD.bottom}
      />
      <line
        className="app-trend-chart__axis"
        x1={PAD.left}
        y1={HEIGHT - PAD.bottom}
        x2={WIDTH - PAD.right}
        y2={HEIGHT - PAD.bottom}
      />
      <text className="app-trend-chart__label" x={PAD.left - 6} y={y(max) + 4} textAnchor="end">
        {number.format(max)}
      </text>
      <text className="app-trend-chart__label" x={PAD.left - 6} y={y(min) + 4} textAnchor="end">
        {number.format(min)}
      </text>
      <text className="app-trend-chart__label" x={x(first)} y={HEIGHT - 8} textAnchor="middle">
        {year(first)}
      </text>
      {last !== first && (
        <text className="app-trend-chart__label" x={x(last)} y={HEIGHT - 8} textAnchor="end">
          {year(last)}
        </text>
      )}
      <polyline
        className="app-trend-chart__line"
        points={points.map((point, index) => `${x(times[index] ?? 0)},${y(point.value)}`).join(' ')}
      />
      {points.map((point, index) => (
        <circle
          key={point.date + String(index)}
          className="app-trend-chart__point"
          cx={x(times[index] ?? 0)}
          cy={y(point.value)}
          r={4}
        />
      ))}
    </svg>
  );
}
