import { defaultConsentText } from '../../globals/newsletter';
import { siteSettings } from './pages';
import type { SeedBlock } from './types';

/**
 * The demo's contact form (issue 16): name, phone, e-mail, subject, message, a privacy consent and an
 * optional newsletter consent; it tells the owner (the visitor as Reply-To) and answers the visitor.
 */
const half = { desktop: '50', tablet: '50', mobile: '100' } as const;
const full = { desktop: '100', tablet: '100', mobile: '100' } as const;

export const contactFormTitle = 'פנייה מהאתר';

export const contactForm = {
  title: contactFormTitle,
  submitButtonLabel: 'שליחת ההודעה',
  confirmationType: 'message' as const,
  confirmation: [
    { type: 'p', text: 'תודה! קיבלנו את פנייתך ונחזור אליך בתוך יום עסקים אחד. עותק של ההודעה נשלח לתיבת הדואר שלך.' },
  ] satisfies SeedBlock[],
  fields: [
    { blockType: 'text', name: 'name', label: 'שם מלא', required: true, width: half, placeholder: 'ישראל ישראלי' },
    { blockType: 'phone', name: 'phone', label: 'טלפון', required: false, width: half, placeholder: '050-1234567' },
    {
      blockType: 'email',
      name: 'email',
      label: 'דוא"ל',
      required: true,
      width: half,
      placeholder: 'name@example.co.il',
    },
    {
      blockType: 'select',
      name: 'subject',
      label: 'נושא הפנייה',
      required: true,
      width: half,
      options: [
        { label: 'ייעוץ טכני', value: 'consulting' },
        { label: 'בדיקות מעבדה', value: 'lab' },
        { label: 'חוות דעת מקצועית', value: 'expert-opinion' },
        { label: 'הדרכה או סדנה', value: 'training' },
        { label: 'אחר', value: 'other' },
      ],
    },
    {
      blockType: 'textarea',
      name: 'message',
      label: 'ההודעה',
      required: true,
      width: full,
      maxLength: 3000,
      help: 'ספרו בקצרה על המוצר, הבד או הבעיה. אפשר לצרף תמונות בהמשך, בדואר.',
    },
    {
      blockType: 'acceptance',
      name: 'privacy',
      label: 'הסכמה לשמירת הפרטים',
      required: true,
      width: full,
      consentText: 'אני מסכים/ה שאריג תשמור את הפרטים ששלחתי כדי לחזור אליי בנוגע לפנייה.',
    },
    {
      blockType: 'acceptance',
      name: 'newsletter',
      label: 'הרשמה לניוזלטר',
      required: false,
      width: full,
      consentText: defaultConsentText,
    },
  ],
  emails: [
    {
      emailTo: siteSettings.email,
      replyTo: '{{email}}',
      subject: 'פנייה חדשה מהאתר: {{name}}',
      message: 'התקבלה פנייה חדשה בטופס יצירת הקשר באתר. אפשר להשיב ישירות להודעה זו.\n\n{{*}}',
    },
    {
      emailTo: '{{email}}',
      subject: 'קיבלנו את פנייתך – אריג',
      message:
        'שלום {{name}},\n\nתודה על פנייתך לאריג – הנדסת טקסטיל. קיבלנו את ההודעה ונחזור אליך בתוך יום עסקים אחד.\n\nאלה הפרטים ששלחת:\n\n{{*}}\n\nבברכה,\nאריג – הנדסת טקסטיל',
    },
  ],
  newsletterConsentField: 'newsletter',
};
