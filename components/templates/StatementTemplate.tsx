import type { SiteSettingsView, StatementView } from '../../data/types';
import { formatLongDate } from '../format/date';
import { telHref } from '../format/phone';
import { ContactLinks } from '../ui/ContactLinks';
import { Ltr } from '../ui/Ltr';

interface Props {
  statement: StatementView;
  settings: SiteSettingsView;
}

/** The accessibility statement Israeli regulation 35 requires (IS 5568 / WCAG 2.2 AA). */
export function StatementTemplate({ statement, settings }: Props) {
  const s = statement;
  return (
    <div className="container page statement">
      <h1>הצהרת נגישות</h1>
      <div className="prose">
        <p>
          {s.intro ??
            `${settings.businessName} רואה חשיבות רבה במתן שירות שוויוני, מכבד ונגיש לכל הלקוחות והגולשים, ובהם אנשים עם מוגבלות.`}
        </p>

        <h2>רמת הנגישות באתר</h2>
        <p>
          {s.conformanceLevel === 'AA' ? (
            <>
              האתר הונגש בהתאם לתקנות שוויון זכויות לאנשים עם מוגבלות (התאמות נגישות לשירות), התשע״ג–2013, ולתקן הישראלי
              ת״י 5568 ברמה <Ltr>AA</Ltr>, המבוסס על הנחיות <Ltr>WCAG 2.2</Ltr> של ארגון <Ltr>W3C</Ltr>.
            </>
          ) : (
            <>
              האתר מונגש באופן חלקי לפי התקן הישראלי ת״י 5568 והנחיות <Ltr>WCAG 2.2</Ltr> ברמה <Ltr>AA</Ltr>. אנו
              ממשיכים לפעול להשלמת ההנגשה.
            </>
          )}
        </p>

        {s.adjustments.length > 0 && (
          <>
            <h2>התאמות הנגישות שבוצעו</h2>
            <ul>
              {s.adjustments.map((a) => (
                <li key={a}>{a}</li>
              ))}
            </ul>
          </>
        )}

        {s.knownLimitations.length > 0 && (
          <>
            <h2>רכיבים שאינם נגישים במלואם וחלופות</h2>
            <ul>
              {s.knownLimitations.map((k) => (
                <li key={k.description}>
                  {k.description}. <strong>חלופה:</strong> {k.alternative}
                </li>
              ))}
            </ul>
          </>
        )}

        <h2>הסדרי נגישות במקום הפיזי</h2>
        <p>
          {s.premisesArrangements ??
            'השירות ניתן בעיקר מרחוק ובתיאום מראש; פרטים על הסדרי הנגישות יימסרו בפנייה אלינו.'}
        </p>

        {s.testedWith && (
          <>
            <h2>דפדפנים וטכנולוגיות מסייעות</h2>
            <p>{s.testedWith}</p>
          </>
        )}

        <h2>פניות בנושא נגישות</h2>
        <p>
          נתקלתם בקושי בגלישה באתר או בקבלת השירות? נשמח לשמוע ולתקן. פניות בנושא נגישות מתקבלות אצל רכז/ת הנגישות
          ומטופלות בהקדם:
        </p>
        {s.coordinator && (
          <ul className="statement__coordinator">
            <li>שם: {s.coordinator.name}</li>
            <li>
              טלפון:{' '}
              <a href={telHref(s.coordinator.phone)}>
                <Ltr>{s.coordinator.phone}</Ltr>
              </a>
            </li>
            <li>
              דואר אלקטרוני:{' '}
              <a href={`mailto:${s.coordinator.email}`}>
                <Ltr>{s.coordinator.email}</Ltr>
              </a>
            </li>
          </ul>
        )}
        <p>אפשר גם לפנות ישירות לעסק:</p>
        <ContactLinks phone={settings.phone} email={settings.email} />

        {s.lastUpdated && (
          <p className="statement__updated">
            ההצהרה עודכנה לאחרונה ב־<time dateTime={s.lastUpdated}>{formatLongDate(s.lastUpdated)}</time>.
          </p>
        )}
      </div>
    </div>
  );
}
