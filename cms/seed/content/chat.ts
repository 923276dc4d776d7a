import type { ChatWidget } from '../../payload-types';

/** The demo chat: the site's own WhatsApp number (site settings), a two-bubble greeting and a note. */
export const chatWidget: Omit<ChatWidget, 'id'> = {
  enabled: true,
  buttonTip: 'שאלה על בד או חוט? כתבו לנו',
  message:
    'שלום!\n===\nאני כאן לשאלות על *בחירת בדים*, בדיקות מעבדה וייעוץ לייצור.\n>>>\nעונים בדרך כלל תוך שעה, בימים א׳–ה׳.',
  messageSend: 'שלום, הגעתי מהאתר {SITE} ({URL})',
  messageStart: 'פתיחת שיחה',
  buttonDelay: 3,
  messageDelay: 10,
  messageViews: 2,
  position: 'right',
  color: '#0a7d5a',
};
