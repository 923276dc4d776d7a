import { describe, expect, it } from 'vitest';
import type { LayoutNode } from '../props';
import { childTypes, map } from './testing';

describe('boxes', () => {
  it('icon box and image box: a container with the image, a heading and the text', () => {
    const icon = map('icon-box', {
      title_text: 'כותרת',
      description_text: 'תיאור',
      title_size: 'h4',
      text_align: 'right',
      link: { url: '/x/' },
    });
    expect(icon.node.type).toBe('container');
    expect(childTypes(icon.node)).toEqual(['heading', 'text-editor']);
    expect((icon.node.props.items as LayoutNode[])[0]!.props).toMatchObject({
      text: 'כותרת',
      tag: 'h4',
      align: 'start',
      link: '/x/',
    });
    expect((icon.node.props.items as LayoutNode[])[1]!.props.html).toBe('<p>תיאור</p>');
    const image = map('image-box', {
      image: { id: 12, url: 'http://127.0.0.1:8080/a.jpg', alt: 'תמונה' },
      title_text: 'כותרת',
      position: 'left',
    });
    expect(childTypes(image.node)).toEqual(['image', 'heading']);
    expect((image.node.props.items as LayoutNode[])[0]!.props).toMatchObject({ media_id: '12', alt: 'תמונה' });
    expect(image.issues).toContain('הוצבו מעליו');
  });
});
