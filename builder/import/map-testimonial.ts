import { escapeText } from '../../engines/sanitize-html';
import { logicalAlign, logicalAlignNoJustify } from './align';
import { MAX_DEPTH } from './limits';
import { plainText } from './text';
import type { LayoutNode } from '../props';
import type { WidgetMapper } from './widget-mapper';

/**
 * An Elementor testimonial → a container with the person's photo, the quote (a `blockquote`) and who said
 * it. Not arig's reviews widget: that shows the studio's "המלצות", each with a rating, and a testimonial
 * has none to give (arig does not make one up).
 */
export const mapTestimonial: WidgetMapper = ({ s, ctx, where, depth, child }) => {
  if (depth >= MAX_DEPTH) {
    ctx.report.issue(`${where}: ההמלצה עמוקה מדי בעמוד לייבוא כמכל`);
    return null;
  }
  const content = plainText(s.value('testimonial_content'), 5000, true);
  const name = plainText(s.value('testimonial_name'), 200);
  const job = plainText(s.value('testimonial_job'), 200);
  if (!content && !name) return null;
  const align = logicalAlign(s.str('testimonial_alignment')) ?? 'center';
  const image = s.record('testimonial_image');
  const mediaId = image?.url || image?.id ? ctx.media(image, where) : '';
  if (s.has('testimonial_image_position') && s.str('testimonial_image_position') === 'aside')
    ctx.report.issue(`${where}: התמונה שלצד ההמלצה הוצבה מעליה`);
  const quote = content
    .split(/\n{2,}/)
    .map((para) => `<p>${escapeText(para).replace(/\n/g, '<br>')}</p>`)
    .join('');
  const cite = name ? `<p><strong>${escapeText(name)}</strong>${job ? `, ${escapeText(job)}` : ''}</p>` : '';
  const items = [
    mediaId
      ? child('image', {
          media_id: mediaId,
          alt: plainText(image?.alt, 300) || name,
          align: logicalAlignNoJustify(s.str('testimonial_alignment')) ?? 'center',
          sizes: 'thumbnail',
        })
      : null,
    child('text-editor', {
      html: ctx.rich(`${content ? `<blockquote>${quote}</blockquote>` : ''}${cite}`, 50_000, where),
      align,
    }),
  ].filter((node): node is LayoutNode => node !== null);
  return { type: 'container', props: { direction: 'column', gap: 12, items } };
};
