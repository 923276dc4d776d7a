import type { DayTotals } from '../../engines/analytics/visits';

const dateLabel = (day: string) => day.split('-').reverse().slice(0, 2).join('.');

/**
 * Bars for a daily series, drawn as SVG, with the same numbers in a table beside it: the chart is a
 * picture with a summary for screen readers; the table is what they (and a spreadsheet) read.
 */
export function DailyChart({
  id,
  title,
  days,
  value,
}: {
  id: string;
  title: string;
  days: DayTotals[];
  value: (d: DayTotals) => number;
}) {
  const values = days.map(value);
  const max = Math.max(1, ...values);
  const total = values.reduce((a, b) => a + b, 0);
  const width = Math.max(days.length * 14, 280);
  return (
    <section className="arig-report__block" aria-labelledby={`${id}-title`}>
      <h3 id={`${id}-title`}>{title}</h3>
      <div className="arig-report__chart-and-table">
        <svg
          role="img"
          aria-label={`${title}: סך הכול ${total} בתקופה, לכל היותר ${max === 1 && total === 0 ? 0 : max} ביום אחד.`}
          viewBox={`0 0 ${width} 120`}
          preserveAspectRatio="none"
          className="arig-report__chart"
        >
          {values.map((v, i) => {
            const h = Math.round((v / max) * 100);
            // Right to left: the first day at the right edge, as the table reads.
            const x = width - (i + 1) * (width / days.length);
            return (
              <rect
                key={days[i]!.day}
                x={x + 2}
                y={110 - h}
                width={Math.max(width / days.length - 4, 2)}
                height={h}
                rx={2}
              >
                <title>{`${dateLabel(days[i]!.day)}: ${v}`}</title>
              </rect>
            );
          })}
          <line x1={0} x2={width} y1={110} y2={110} className="arig-report__axis" />
        </svg>
        {/* Scrolls when the range is long: focusable, so a keyboard can scroll it too. */}
        <div className="arig-report__table-wrap" tabIndex={0} role="group" aria-label={`${title}, לפי יום`}>
          <table className="arig-report__table">
            <caption className="arig-visually-hidden">{title}, לפי יום</caption>
            <thead>
              <tr>
                <th scope="col">יום</th>
                <th scope="col">{title}</th>
              </tr>
            </thead>
            <tbody>
              {/* Newest first: the table is read for the latest days. */}
              {days
                .map((d, i) => [d, values[i]!] as const)
                .reverse()
                .map(([d, v]) => (
                  <tr key={d.day}>
                    <th scope="row">
                      <bdi>{dateLabel(d.day)}</bdi>
                    </th>
                    <td>{v}</td>
                  </tr>
                ))}
            </tbody>
          </table>
        </div>
      </div>
    </section>
  );
}

/** A ranked list (pages, sources, campaigns) as a table. */
export function TopTable({
  id,
  title,
  column,
  rows,
}: {
  id: string;
  title: string;
  column: string;
  rows: { value: string; count: number }[];
}) {
  return (
    <section className="arig-report__block" aria-labelledby={`${id}-title`}>
      <h3 id={`${id}-title`}>{title}</h3>
      {rows.length === 0 ? (
        <p>אין עדיין נתונים לתקופה הזו.</p>
      ) : (
        <table className="arig-report__table">
          <thead>
            <tr>
              <th scope="col">{column}</th>
              <th scope="col">צפיות</th>
            </tr>
          </thead>
          <tbody>
            {rows.map((r) => (
              <tr key={r.value}>
                <th scope="row">
                  <bdi>{r.value}</bdi>
                </th>
                <td>{r.count}</td>
              </tr>
            ))}
          </tbody>
        </table>
      )}
    </section>
  );
}

/** The headline numbers. */
export function Figures({ items }: { items: { label: string; value: number | string }[] }) {
  return (
    <dl className="arig-report__figures">
      {items.map((item) => (
        <div key={item.label} className="arig-report__figure">
          <dt>{item.label}</dt>
          <dd>{item.value}</dd>
        </div>
      ))}
    </dl>
  );
}
