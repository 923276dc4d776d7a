/** Visitor-facing Hebrew strings of the image lightbox. */
export const tl = {
  dialog: 'תצוגת תמונות',
  close: 'סגירה (Esc)',
  next: 'התמונה הבאה',
  prev: 'התמונה הקודמת',
  zoom: 'הגדלת התמונה',
  fullscreen: 'מסך מלא',
  share: 'שיתוף',
  shareOn: (network: string) => `שיתוף ב־${network} (נפתח בחלון חדש)`,
  download: 'הורדת התמונה',
  image: 'תמונה ',
} as const;
