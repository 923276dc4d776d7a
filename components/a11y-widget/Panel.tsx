import type { A11yWidgetView } from '../../data/get-a11y-widget';

interface ToolButton {
  setting: string;
  tool: string;
  label: string;
  levels?: string[];
}

/** The spec's enabled tools, in the order the panel shows them; levels name each press of a cycling tool. */
const tools: ToolButton[] = [
  {
    setting: 'biggerText',
    tool: 'bigger-text',
    label: 'הגדלת טקסט',
    levels: ['רגיל', 'גדול', 'גדול יותר', 'הגדול ביותר'],
  },
  { setting: 'biggerLineHeight', tool: 'bigger-line-height', label: 'ריווח שורות ואותיות' },
  { setting: 'textAlign', tool: 'text-align', label: 'יישור טקסט לימין' },
  { setting: 'readableFont', tool: 'readable-font', label: 'גופן קריא' },
  { setting: 'grayscale', tool: 'grayscale', label: 'גווני אפור' },
  { setting: 'contrast', tool: 'contrast', label: 'ניגודיות', levels: ['רגילה', 'גבוהה', 'רקע כהה', 'רקע בהיר'] },
  { setting: 'readingMask', tool: 'reading-mask', label: 'מסכת קריאה' },
  { setting: 'hideImages', tool: 'hide-images', label: 'הסתרת תמונות' },
  { setting: 'pauseAnimations', tool: 'pause-animations', label: 'עצירת אנימציות' },
  { setting: 'highlightLinks', tool: 'highlight-links', label: 'הדגשת קישורים' },
  { setting: 'focusOutline', tool: 'focus-outline', label: 'מסגרת מיקוד בולטת' },
];

/**
 * The preferences dialog, served as an HTML fragment on the launcher's first use
 * (GET /wp-json/arig/v1/a11y-panel), so pages carry none of it until then.
 */
export function A11yPanel({ widget }: { widget: A11yWidgetView }) {
  const enabled = tools.filter((t) => widget.tools[t.setting] !== false);
  return (
    <dialog id="a11y-panel" className="a11y-panel" aria-labelledby="a11y-panel-title" data-a11y-panel>
      <div className="a11y-panel__head">
        <h2 id="a11y-panel-title">העדפות נגישות</h2>
        <button type="button" className="a11y-panel__close" data-a11y-close aria-label="סגירת חלון העדפות הנגישות">
          ✕
        </button>
      </div>
      <p className="a11y-panel__note">התאמות תצוגה אישיות. הן נשמרות בדפדפן הזה בלבד.</p>
      <ul className="a11y-panel__tools">
        {enabled.map((t) => (
          <li key={t.tool}>
            <button
              type="button"
              className="a11y-tool"
              data-a11y-tool={t.tool}
              data-levels={t.levels?.join('|')}
              aria-pressed="false"
            >
              <span className="a11y-tool__label">{t.label}</span>
              {t.levels && (
                <span className="a11y-tool__level" data-a11y-level>
                  {t.levels[0]}
                </span>
              )}
            </button>
          </li>
        ))}
        {widget.tools.pageStructure !== false && (
          <li>
            <button
              type="button"
              className="a11y-tool"
              data-a11y-structure
              aria-expanded="false"
              aria-controls="a11y-structure"
            >
              <span className="a11y-tool__label">מבנה העמוד</span>
            </button>
          </li>
        )}
      </ul>
      <section id="a11y-structure" className="a11y-panel__structure" hidden aria-label="מבנה העמוד" />
      <div className="a11y-panel__foot">
        <button type="button" className="a11y-panel__reset" data-a11y-reset>
          איפוס כל ההעדפות
        </button>
        <a href={widget.statementUrl}>הצהרת נגישות</a>
      </div>
    </dialog>
  );
}
