import { env } from '../../config/env';

/** Above the outbox list: whether messages leave the machine, and where to set that. */
export function OutboxNotice() {
  const configured = Boolean(env().SMTP_URL);
  return (
    <p className="arig-outbox-notice" style={{ marginBlock: '0 1rem', lineHeight: 1.5 }}>
      {configured
        ? 'הודעות נשלחות דרך שרת הדואר שהוגדר (SMTP_URL). הודעה שנכשלה נשלחת שוב אוטומטית, ומנהל/ת מערכת יכול/ה לשלוח אותה מחדש.'
        : 'לא הוגדר שרת דואר (SMTP_URL), ולכן ההודעות נשמרות כאן ואינן נשלחות. פתחו הודעה כדי לראות אותה כפי שתישלח; לאחר הגדרת SMTP_URL והפעלה מחדש הן יישלחו.'}
    </p>
  );
}
