import { Bar, BarChart, CartesianGrid, Tooltip, XAxis, YAxis } from 'recharts'
import type { DailyClicks } from '#core/admin/earnings.ts'
import { translate as t } from '#core/i18n/translate.ts'

// Chart colours are the design tokens (app/app.css); recharts takes plain values, not classes.
const TERRACOTTA = '#a94f30'
const INK_SOFT = '#4a4453'
const LINE = '#e6ddd3'

const DAY = new Intl.DateTimeFormat('en-GB', { day: 'numeric', month: 'short', timeZone: 'UTC' })
const dayLabel = (date: string) => DAY.format(new Date(`${date}T00:00:00Z`))

/**
 * Clicks per day as bars. Loaded lazily, so the chart library reaches only administrators
 * who open this view. The picture is hidden from assistive tech and kept out of the tab
 * order (no accessibility layer): the summary and the table beside it carry the same data.
 */
export default function ClicksChart({ data }: { data: DailyClicks[] }) {
  return (
    <div aria-hidden="true" className="h-60 w-full" data-testid="clicks-chart">
      <BarChart responsive accessibilityLayer={false} data={data} style={{ width: '100%', height: '100%' }} margin={{ top: 8, right: 8, bottom: 0, left: -16 }}>
        <CartesianGrid vertical={false} stroke={LINE} />
        <XAxis dataKey="date" tickFormatter={dayLabel} tick={{ fill: INK_SOFT, fontSize: 12 }} tickLine={false} axisLine={{ stroke: LINE }} minTickGap={16} />
        <YAxis allowDecimals={false} tick={{ fill: INK_SOFT, fontSize: 12 }} tickLine={false} axisLine={false} />
        <Tooltip
          cursor={{ fill: 'rgba(244, 225, 220, 0.5)' }}
          labelFormatter={(label) => dayLabel(String(label))}
          formatter={(value) => [value, t('admin.earnings.clicks')]}
        />
        <Bar dataKey="clicks" fill={TERRACOTTA} radius={[4, 4, 0, 0]} isAnimationActive={false} />
      </BarChart>
    </div>
  )
}
