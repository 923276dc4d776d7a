import { templateIdOf, templateScrollDurationMs, templateScrollY } from '../engines/theme/template-scroll';
import { scrollToY } from './scroll-to';

/** Spec §2: scrolls to the theme template that `?theme_template_id=` names, when the page shows it. */
export function scrollToTemplate(): void {
  const id = templateIdOf(location.search);
  const template = id === null ? null : document.querySelector<HTMLElement>(`[data-theme-template="${id}"]`);
  if (!template) return;
  const top = template.getBoundingClientRect().top + window.scrollY;
  const max = document.documentElement.scrollHeight - window.innerHeight;
  scrollToY(templateScrollY(top, window.innerHeight, max), templateScrollDurationMs, () => {});
}
