/**
 * Hebrew strings of the studio's notice when it is opened at an address the server will not save from.
 * Addresses and the setting's name are inserted between the parts, each bidi-isolated.
 */
export const ts = {
  title: 'שמירה לא תתאפשר בכתובת הזו',
  openedAt: 'הסטודיו פתוח בכתובת',
  configuredBefore: 'השרת מקבל שינויים רק מהכתובת',
  configuredSetting: 'שנקבעה בהגדרה',
  loopbackBefore: 'כשההגדרה',
  loopbackAfter: 'אינה קבועה, השרת מקבל שינויים רק מהמחשב הזה',
  why: 'כך אתר זר אינו יכול לשמור שינויים בשמכם.',
  goThere: 'מעבר לסטודיו בכתובת',
  orSettingBefore: 'אם הכתובת הזו היא כתובת האתר, קבעו אותה בהגדרה',
  orSettingAfter: 'והפעילו את השרת מחדש.',
};
