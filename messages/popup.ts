/** Visitor-facing Hebrew strings of popups, and the editors' explainer panel. */
export const tPopup = {
  close: (title: string) => `סגירת החלון: ${title}`,
};

export const tPopupExplainer = {
  title: 'חלונות קופצים בדף הזה',
  refresh: 'רענון',
  close: 'סגירת ההסבר',
  none: 'אין בדף הזה חלונות קופצים.',
  conditions: 'תנאים',
  triggers: 'טריגרים',
  noConditions: 'לא הוגדרו תנאים',
  noTriggers: 'לא הוגדרו טריגרים: נפתח רק מקישור או מבורר',
  passed: 'התקיים',
  failed: 'לא התקיים',
  trigger: {
    pending: 'ממתין',
    fired: 'הופעל',
    destroyed: 'בוטל',
    unarmed: 'לא הופעל',
    unsupported: 'לא נתמך כאן',
    ended: 'הסתיים',
  },
};
