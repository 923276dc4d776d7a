/** The field kinds' names in the studio (singular, plural). */
export const fieldKindLabels = {
  text: ['טקסט', 'שדות טקסט'],
  email: ['דוא"ל', 'שדות דוא"ל'],
  phone: ['טלפון', 'שדות טלפון'],
  textarea: ['טקסט ארוך', 'שדות טקסט ארוך'],
  select: ['רשימה נפתחת', 'רשימות נפתחות'],
  radio: ['בחירה אחת', 'שדות בחירה אחת'],
  checkbox: ['תיבת סימון', 'תיבות סימון'],
  acceptance: ['הסכמה', 'תיבות הסכמה'],
  number: ['מספר', 'שדות מספר'],
  date: ['תאריך', 'שדות תאריך'],
  hidden: ['שדה נסתר', 'שדות נסתרים'],
  upload: ['קובץ מצורף', 'קבצים מצורפים'],
} as const;

/** Hebrew strings of forms and the newsletter: visitors' errors and answers, and the mail they cause. */
export const tf = {
  required: (label: string) => `נא למלא: ${label}`,
  requiredChoice: (label: string) => `נא לבחור: ${label}`,
  acceptance: 'כדי לשלוח יש לסמן את תיבת ההסכמה.',
  email: 'כתובת הדוא"ל אינה תקינה. לדוגמה: name@example.co.il',
  phone: 'מספר הטלפון אינו תקין. לדוגמה: 050-1234567 או 03-1234567',
  number: 'נא להזין מספר.',
  numberRange: (min: number | undefined, max: number | undefined) =>
    min !== undefined && max !== undefined
      ? `נא להזין מספר בין ${min} ל-${max}.`
      : min !== undefined
        ? `נא להזין מספר שאינו קטן מ-${min}.`
        : `נא להזין מספר שאינו גדול מ-${max}.`,
  date: 'נא להזין תאריך תקין.',
  tooLong: (max: number) => `אפשר לכתוב עד ${max} תווים.`,
  option: 'נא לבחור אחת מהאפשרויות.',
  fileType: 'אפשר לצרף קובץ PDF, JPEG או PNG בלבד.',
  fileSize: 'הקובץ גדול מ-5 MB. נא לצרף קובץ קטן יותר.',
  fileEmpty: 'הקובץ ריק.',
  yes: 'כן',
  no: 'לא',
  summary: (count: number) => (count === 1 ? 'יש לתקן שדה אחד:' : `יש לתקן ${count} שדות:`),
  requiredNote: 'שדות המסומנים ב-* הם שדות חובה.',
  choose: 'בחירה…',
  uploadHint: 'PDF,‏ JPEG או PNG, עד 5 MB',
  sending: 'שולח…',
  sent: 'ההודעה נשלחה. תודה!',
  expired: 'תוקף הטופס פג. בדקו את הפרטים ולחצו שוב על שליחה.',
  failed: 'השליחה לא הצליחה. בדקו את החיבור ונסו שוב; הפרטים שמילאתם נשמרו בטופס.',
  badRequest: 'הבקשה אינה תקינה. רעננו את העמוד ונסו שוב.',
  notFound: 'הטופס לא נמצא. ייתכן שהוסר מהאתר.',
  tooLarge: 'הבקשה גדולה מדי. קובץ מצורף יכול להיות עד 5 MB.',
  editorChoose: 'בחרו טופס: הזינו את מספר הטופס מרשימת הטפסים בסטודיו.',
  editorMissing: (id: number) => `טופס מספר ${id} לא נמצא (אולי נמחק).`,
  subscribeSent: 'כמעט סיימנו: שלחנו אליך הודעה לאישור ההרשמה. ההרשמה תושלם כשתלחצו על הקישור שבה.',
  honeypotLabel: 'לא למילוי: שדה זה מיועד לזיהוי תוכנות זדוניות',
};

/** The newsletter's confirm and unsubscribe pages (links in its mail). */
export const tn = {
  confirm: {
    title: 'אישור ההרשמה לניוזלטר',
    ask: 'כדי להשלים את ההרשמה לניוזלטר, לחצו על הכפתור.',
    button: 'אישור ההרשמה',
    done: 'ההרשמה אושרה. תודה! ההודעה הבאה תגיע אליך עם המאמר הבא.',
    already: 'ההרשמה כבר אושרה קודם לכן. אין צורך לעשות דבר.',
    invalid:
      'הקישור אינו תקין או שפג תוקפו (קישור לאישור תקף 7 ימים). אפשר להירשם שוב בטופס ההרשמה שבתחתית כל עמוד באתר.',
  },
  unsubscribe: {
    title: 'הסרה מרשימת הדיוור',
    ask: 'לחצו על הכפתור כדי להפסיק לקבל את הניוזלטר.',
    button: 'הסרה מהרשימה',
    done: 'הוסרת מרשימת הדיוור. לא יישלחו אליך עוד הודעות.',
    already: 'כבר הוסרת מהרשימה. לא יישלחו אליך הודעות.',
    invalid: 'הקישור אינו תקין. כתבו לנו ונסיר אותך מהרשימה בעצמנו.',
  },
  home: 'לעמוד הבית',
};
