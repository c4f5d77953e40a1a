import { Bar, BarChart, CartesianGrid, Legend, Tooltip, XAxis, YAxis } from 'recharts'

// Chart colours: the design tokens (app/app.css) first, then darker and lighter steps of
// them, so six stacked series stay tellable apart; recharts takes plain values, not classes.
const SERIES_COLOURS = ['#a94f30', '#5c6b4f', '#4a4453', '#d98b6f', '#8a9a7b', '#b9b0a6']
const INK_SOFT = '#4a4453'
const LINE = '#e6ddd3'

const DAY = new Intl.DateTimeFormat('en-GB', { day: 'numeric', month: 'short', timeZone: 'UTC' })
const dayLabel = (date: string) => DAY.format(new Date(`${date}T00:00:00Z`))

export interface EarningsChartProps {
  rows: Array<Record<string, number | string>>
  series: Array<{ key: string; label: string }>
  /** Formats a value for the axis and the tooltip (a count, or dollars). */
  format: (value: number) => string
  /** Counts: the axis ticks whole numbers only. */
  whole: boolean
}

/**
 * Stacked bars per day, one colour per series. Loaded lazily, so the chart library reaches
 * only administrators who open this tab. The picture is hidden from assistive tech and kept
 * out of the tab order: the summary and the tables beside it carry the same figures.
 */
export default function EarningsChart({ rows, series, format, whole }: EarningsChartProps) {
  return (
    <div aria-hidden="true" className="h-72 w-full" data-testid="earnings-chart">
      <BarChart responsive accessibilityLayer={false} data={rows} style={{ width: '100%', height: '100%' }} margin={{ top: 8, right: 8, bottom: 0, left: 0 }}>
        <CartesianGrid vertical={false} stroke={LINE} />
        <XAxis dataKey="date" tickFormatter={dayLabel} tick={{ fill: INK_SOFT, fontSize: 12 }} tickLine={false} axisLine={{ stroke: LINE }} minTickGap={16} />
        <YAxis width={48} allowDecimals={!whole} tickFormatter={(v: number) => format(v)} tick={{ fill: INK_SOFT, fontSize: 12 }} tickLine={false} axisLine={false} />
        <Tooltip cursor={{ fill: 'rgba(244, 225, 220, 0.5)' }} labelFormatter={(label) => dayLabel(String(label))} formatter={(value) => format(Number(value))} />
        <Legend wrapperStyle={{ fontSize: 12 }} />
        {series.map((s, i) => (
          <Bar key={s.key} dataKey={s.key} name={s.label} stackId="day" fill={SERIES_COLOURS[i % SERIES_COLOURS.length]} isAnimationActive={false} />
        ))}
      </BarChart>
    </div>
  )
}
