import type { CSSProperties } from 'react';
import { dismissKey, dismissSeconds, timeLeftText, type AnnouncementBar as Bar } from '../../engines/announcement/bar';
import { t } from '../../messages/he';

export const barDomId = (bar: Pick<Bar, 'id'>) => `arig-bar-${bar.id}`;

/**
 * One announcement bar, rendered by the server: the text, the time left when it counts down, a button,
 * and a close button that works once the bar's code has loaded (shown only with JavaScript). The head
 * hides a bar the visitor closed before it is painted (site/lib/bars-bootstrap.ts), so nothing shifts.
 */
export function AnnouncementBar({ bar, now }: { bar: Bar; now: number }) {
  const id = barDomId(bar);
  return (
    <aside
      id={id}
      className={`announcement announcement--${bar.position}`}
      aria-label={t.announcement.label}
      style={{ '--bar-bg': bar.background, '--bar-fg': bar.foreground } as CSSProperties}
      data-bar={bar.id}
      data-bar-key={dismissKey(bar)}
      data-bar-seconds={bar.dismissible ? (dismissSeconds(bar) ?? 0) : undefined}
    >
      <div className="announcement__inner">
        <p className="announcement__text">
          {bar.until ? `${bar.text} ` : bar.text}
          {bar.until && (
            <>
              <time className="announcement__time" dateTime={bar.until} data-bar-until="">
                {timeLeftText(Date.parse(bar.until), now)}
              </time>
            </>
          )}
        </p>
        {bar.buttonLabel && bar.buttonLink && (
          <a className="announcement__button" href={bar.buttonLink}>
            {bar.buttonLabel}
          </a>
        )}
      </div>
      {bar.dismissible && (
        <button type="button" className="announcement__close" aria-label={t.announcement.close} data-bar-close="">
          <svg viewBox="0 0 24 24" aria-hidden="true" focusable="false">
            <path d="M6 6l12 12M18 6L6 18" />
          </svg>
        </button>
      )}
    </aside>
  );
}
