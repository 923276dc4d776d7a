import { renderToStaticMarkup } from 'react-dom/server';
import { describe, expect, it } from 'vitest';
import { popupSettingsSchema } from '../../engines/popup/settings';
import { PopupDialog } from './PopupDialog';

const settings = popupSettingsSchema.parse({
  close_button_position: 'outside',
  classes: 'promo wide',
  entrance_animation: 'zoomIn',
  exit_animation: 'fadeInUp',
  entrance_animation_duration: { size: 0.5 },
});

const html = (title = 'הניוזלטר') =>
  renderToStaticMarkup(
    <PopupDialog id="7" title={title} settings={settings}>
      <p>תוכן</p>
    </PopupDialog>,
  );

describe('PopupDialog (server markup)', () => {
  it('is a closed dialog labelled by its title, with the settings the runtime reads', () => {
    const markup = html();
    expect(markup).toMatch(/^<dialog id="popup-7" class="popup popup--close-outside promo wide" aria-label="הניוזלטר"/);
    expect(markup).not.toMatch(/<dialog[^>]*\sopen/);
    expect(markup).toContain('data-popup="7"');
    expect(markup).toContain('--popup-duration:0.5s;--popup-in:popup-zoom;--popup-out:popup-fade-up');
    expect(markup).toContain('<p>תוכן</p>');
  });

  it('renders the close button hidden, named in Hebrew after the popup', () => {
    expect(html()).toMatch(
      /<button type="button" class="popup__close" data-popup-close="true" hidden="" aria-label="סגירת החלון: הניוזלטר">/,
    );
  });

  it('escapes a hostile title', () => {
    const markup = html('"><script>alert(1)</script>');
    expect(markup).not.toContain('<script>');
    expect(markup).toContain('aria-label="&quot;&gt;&lt;script&gt;alert(1)&lt;/script&gt;"');
  });
});
