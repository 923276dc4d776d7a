import { Gutter } from '@payloadcms/ui';
import type { AdminViewServerProps } from 'payload';
import { hasRole } from '../../cms/access/roles';
import { getVisitReport } from '../../data/get-visit-report';
import { leadKindLabels, leadKinds, totalLeads, type DayTotals } from '../../engines/analytics/visits';
import { DailyChart, Figures, TopTable } from './report-parts';
import { daysBetween, rangeOf, ranges } from './range';
import { StudioPage } from '../shared/StudioPage';
import '../shared/visually-hidden.css';
import './report.css';

/**
 * The owner's own numbers (issue 17): visits and leads per day, leads by kind, top pages, sources and
 * campaigns, for 7, 30, 90 or 365 days. First-party and cookieless; admins and editors.
 */
export async function AnalyticsView({ initPageResult, params, searchParams }: AdminViewServerProps) {
  const { req } = initPageResult;
  const allowed = hasRole(req.user, 'admin', 'editor');
  const range = rangeOf(searchParams?.days);
  const report = allowed ? await getVisitReport(req.payload, range.from, range.to) : null;
  const byDay = new Map(report?.days.map((d) => [d.day, d]));
  const days: DayTotals[] = daysBetween(range.from, range.to).map(
    (day) =>
      byDay.get(day) ?? { day, views: 0, visitors: 0, leads: { tel: 0, mailto: 0, whatsapp: 0, chat: 0, form: 0 } },
  );
  return (
    <StudioPage initPageResult={initPageResult} params={params} searchParams={searchParams}>
      <Gutter className="arig-report">
        <h1>ביקורים ופניות</h1>
        {!report ? (
          <p role="alert">הדוח זמין למנהלי מערכת ולעורכי תוכן.</p>
        ) : (
          <>
            <p className="arig-report__lead">
              ספירה של האתר עצמו, בלי עוגיות ובלי צד שלישי: מבקר נספר פעם ביום (לפי חתימה מתחלפת שאינה נשמרת), בוטים
              אינם נספרים.
            </p>
            <nav aria-label="טווח תאריכים" className="arig-report__ranges">
              {ranges.map((r) => (
                <a key={r} href={`?days=${r}`} aria-current={r === range.days ? 'page' : undefined}>
                  {r === 365 ? 'שנה' : `${r} ימים`}
                </a>
              ))}
            </nav>
            <Figures
              items={[
                { label: 'מבקרים', value: report.totals.visitors },
                { label: 'צפיות בעמודים', value: report.totals.views },
                { label: 'פניות', value: leadKinds.reduce((n, k) => n + report.totals.leads[k], 0) },
              ]}
            />
            <DailyChart id="visitors" title="מבקרים" days={days} value={(d) => d.visitors} />
            <DailyChart id="leads" title="פניות" days={days} value={totalLeads} />
            <section className="arig-report__block" aria-labelledby="by-kind-title">
              <h3 id="by-kind-title">פניות לפי סוג</h3>
              <table className="arig-report__table">
                <thead>
                  <tr>
                    <th scope="col">סוג</th>
                    <th scope="col">פניות</th>
                  </tr>
                </thead>
                <tbody>
                  {leadKinds.map((k) => (
                    <tr key={k}>
                      <th scope="row">{leadKindLabels[k]}</th>
                      <td>{report.totals.leads[k]}</td>
                    </tr>
                  ))}
                </tbody>
              </table>
            </section>
            <div className="arig-report__columns">
              <TopTable id="pages" title="העמודים הנצפים" column="עמוד" rows={report.topPages} />
              <TopTable id="sources" title="מקורות" column="מקור" rows={report.topSources} />
              <TopTable id="campaigns" title="קמפיינים (utm_campaign)" column="קמפיין" rows={report.topCampaigns} />
            </div>
          </>
        )}
      </Gutter>
    </StudioPage>
  );
}
