import { describe, expect, it } from 'vitest';
import type { LayoutNode } from '../props';
import { childTypes, map } from './testing';

describe('testimonial', () => {
  it("a container with the person's photo, the quote as a blockquote and who said it", () => {
    const { node, issues } = map('testimonial', {
      testimonial_content: 'שירות אישי.\n\nותוצאות <b>מהירות</b>.',
      testimonial_name: 'דנה כהן',
      testimonial_job: 'מנכ"לית, סטודיו <script>x</script>',
      testimonial_image: { url: 'http://127.0.0.1:8080/wp-content/uploads/2025/12/team-dana.jpg', id: 80, alt: 'דנה' },
      testimonial_image_position: 'aside',
      testimonial_alignment: 'right',
    });
    expect(node.type).toBe('container');
    expect(childTypes(node)).toEqual(['image', 'text-editor']);
    const [image, text] = node.props.items as LayoutNode[];
    expect(image!.props).toMatchObject({ media_id: '80', alt: 'דנה', sizes: 'thumbnail', align: 'start' });
    expect(text!.props.align).toBe('start');
    expect(text!.props.html).toBe(
      '<blockquote><p>שירות אישי.</p><p>ותוצאות מהירות.</p></blockquote><p><strong>דנה כהן</strong>, מנכ"לית, סטודיו</p>',
    );
    expect(issues).toContain('הוצבה מעליה');
  });

  it('without a photo, just the words; with neither words nor name, a placeholder', () => {
    const { node } = map('testimonial', { testimonial_content: 'מעולה', testimonial_alignment: 'center' });
    expect(childTypes(node)).toEqual(['text-editor']);
    expect(map('testimonial', { testimonial_image: { id: 80 } }).node.type).toBe('wp-placeholder');
  });
});
