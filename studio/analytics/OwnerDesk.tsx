import type { Payload, TypedUser } from 'payload';
import { hasRole } from '../../cms/access/roles';
import { getVisitReport } from '../../data/get-visit-report';
import { leadKinds } from '../../engines/analytics/visits';
import { Figures } from './report-parts';
import { rangeOf } from './range';
import '../shared/visually-hidden.css';
import './report.css';

/**
 * The studio's home (issue 17): this week's visits and leads and the latest form submissions, each with
 * the way in. Above Payload's list of collections.
 */
export async function OwnerDesk({ payload, user }: { payload: Payload; user?: TypedUser | null }) {
  if (!hasRole(user, 'admin', 'editor')) return null;
  const week = rangeOf(7);
  const [report, latest] = await Promise.all([
    getVisitReport(payload, week.from, week.to),
    payload.find({
      collection: 'form-submissions',
      sort: '-createdAt',
      limit: 5,
      depth: 1,
      overrideAccess: false,
      user,
      where: { spam: { equals: false } },
    }),
  ]);
  return (
    <section className="arig-desk" aria-labelledby="arig-desk-title">
      <h2 id="arig-desk-title">השבוע באתר</h2>
      <Figures
        items={[
          { label: 'מבקרים', value: report.totals.visitors },
          { label: 'צפיות', value: report.totals.views },
          { label: 'פניות', value: leadKinds.reduce((n, k) => n + report.totals.leads[k], 0) },
        ]}
      />
      <p>
        <a href="/admin/analytics">לדוח המלא: ביקורים ופניות</a>
      </p>
      <h3>הפניות האחרונות</h3>
      {latest.docs.length === 0 ? (
        <p>עוד אין פניות מהטפסים.</p>
      ) : (
        <ul className="arig-desk__list">
          {latest.docs.map((doc) => (
            <li key={doc.id}>
              <a href={`/admin/collections/form-submissions/${doc.id}`}>
                <bdi>{doc.visitorName || doc.visitorEmail || `הגשה ${doc.id}`}</bdi>
              </a>{' '}
              ·{' '}
              {new Date(doc.createdAt).toLocaleString('he-IL', {
                timeZone: 'Asia/Jerusalem',
                dateStyle: 'short',
                timeStyle: 'short',
              })}
              {doc.status === 'unread' && <strong> · חדשה</strong>}
            </li>
          ))}
        </ul>
      )}
      <p>
        <a href="/admin/collections/form-submissions">לכל ההגשות</a>
      </p>
    </section>
  );
}
