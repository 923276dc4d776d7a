import { renderToStaticMarkup } from 'react-dom/server';
import { describe, expect, it } from 'vitest';
import { readBar } from '../../engines/announcement/bar';
import { AnnouncementBar } from './AnnouncementBar';

const now = Date.parse('2026-11-26T10:00:00Z');
const render = (more: Record<string, unknown>) =>
  renderToStaticMarkup(
    <AnnouncementBar bar={readBar({ id: 7, text: 'סדנה <b>בינואר</b>', version: 'v2', ...more })!} now={now} />,
  );

describe('AnnouncementBar', () => {
  it('is a labelled region with the text (escaped), the time left, the button and a close button', () => {
    const html = render({
      buttonLabel: 'להרשמה',
      buttonLink: '/contact/',
      until: '2026-12-06T10:00:00Z',
      dismissDays: 3,
    });
    expect(html).toMatch(
      /^<aside id="arig-bar-7" class="announcement announcement--top" aria-label="הודעה" style="--bar-bg:#12355b;--bar-fg:#ffffff" data-bar="7" data-bar-key="arig-bar-7-v2" data-bar-seconds="259200">/,
    );
    expect(html).toContain('סדנה &lt;b&gt;בינואר&lt;/b&gt;');
    expect(html).toContain(
      '<time class="announcement__time" dateTime="2026-12-06T10:00:00Z" data-bar-until="">נותרו 10 ימים</time>',
    );
    expect(html).toContain('<a class="announcement__button" href="/contact/">להרשמה</a>');
    expect(html).toContain('aria-label="סגירת ההודעה" data-bar-close=""');
  });

  it('has no close button when not dismissible, and no button without both its label and link', () => {
    const html = render({ dismissible: false, buttonLabel: 'להרשמה', position: 'bottom' });
    expect(html).toContain('class="announcement announcement--bottom"');
    expect(html).not.toContain('data-bar-close');
    expect(html).not.toContain('data-bar-seconds');
    expect(html).not.toContain('announcement__button');
  });

  it('closes for the visit only when its days are 0', () => {
    expect(render({ dismissDays: 0 })).toContain('data-bar-seconds="0"');
  });
});
