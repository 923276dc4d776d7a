/**
 * The demo popups (issue 9): a newsletter invitation on every article, 5 s after load, at most once a
 * day, with "do not show again"; and an exit-intent offer on the services page.
 */
type Node = { type: string; props: Record<string, unknown> };

const layout = (title: string, content: Node[]) => ({ version: 1, root: { props: { title } }, content });

export interface SeedPopup {
  key: 'newsletter' | 'services-exit';
  title: string;
  /** Page slugs for a "chosen" placement. */
  pages: string[];
  placement: 'articles' | 'chosen';
  settings: Record<string, unknown>;
  layout: ReturnType<typeof layout>;
}

export const seedPopups: SeedPopup[] = [
  {
    key: 'newsletter',
    title: 'הניוזלטר של אריג',
    placement: 'articles',
    pages: [],
    settings: {
      page_load: true,
      page_load_delay: 5,
      times: true,
      times_times: 1,
      times_period: 'day',
      times_count: 'open',
      do_not_show_again: true,
      entrance_animation: 'fadeInUp',
      entrance_animation_duration: { size: 0.4 },
      exit_animation: 'fadeIn',
    },
    layout: layout('הניוזלטר של אריג', [
      {
        type: 'subscribe',
        props: { id: 'popup-newsletter-form', heading: 'מאמר חדש פעם בחודש', heading_tag: 'h2', show_intro: true },
      },
    ]),
  },
  {
    key: 'services-exit',
    title: 'שיחת ייעוץ ראשונה',
    placement: 'chosen',
    pages: ['services'],
    settings: {
      exit_intent: true,
      times: true,
      times_times: 1,
      times_period: 'week',
      times_count: 'close',
      stop_after_conversion: true,
      entrance_animation: 'zoomIn',
      entrance_animation_duration: { size: 0.3 },
      exit_animation: 'fadeIn',
    },
    layout: layout('שיחת ייעוץ ראשונה', [
      { type: 'heading', props: { id: 'popup-exit-heading', text: 'רגע לפני שאתם הולכים', tag: 'h2' } },
      {
        type: 'text-editor',
        props: {
          id: 'popup-exit-text',
          html: '<p>שיחת היכרות של 20 דקות על הבד, הבדיקה או התקן שמעסיקים אתכם — בלי עלות ובלי התחייבות.</p>',
        },
      },
      {
        type: 'button',
        props: { id: 'popup-exit-button', text: 'לתיאום שיחה', link: '/contact/', variant: 'primary' },
      },
    ]),
  },
];
