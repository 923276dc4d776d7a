/** The demo's site-wide announcement: a workshop with its registration open, counting down. */
export const announcementBar = {
  title: 'סדנת חורף',
  text: 'סדנת בדים טכניים לצוותי רכש ואיכות: ההרשמה פתוחה.',
  buttonLabel: 'להרשמה',
  buttonLink: '/contact/',
  position: 'top' as const,
  background: '#12355b',
  foreground: '#ffffff',
  dismissible: true,
  dismissDays: 7,
  /** The workshop is this many days after the seed runs, so the demo's countdown never lies in the past. */
  daysAhead: 40,
};
