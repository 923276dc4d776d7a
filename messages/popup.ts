/** Visitor-facing Hebrew strings of popups. */
export const tPopup = {
  close: (title: string) => `סגירת החלון: ${title}`,
};
