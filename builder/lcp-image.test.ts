import { describe, expect, it } from 'vitest';
import type { ImageView } from '../data/types';
import { builderLcpImage } from './lcp-image';
import type { LayoutNode } from './props';

const view = (n: number): ImageView => ({
  src: `/media/${n}.webp`,
  srcset: `/media/${n}-750.webp 750w`,
  width: 1600,
  height: 900,
  alt: 'אריג',
  title: null,
  description: null,
});
const images = { '1': view(1), '2': view(2), '5': view(5) };
const slides = (props: Record<string, unknown> = {}): LayoutNode => ({
  type: 'slides',
  props: { id: 's', priority: true, width: 'full', slides: [{ media_id: '1' }, { media_id: '2' }], ...props },
});
const heading: LayoutNode = { type: 'heading', props: { id: 'h', text: 'כותרת', tag: 'h2' } };
const image: LayoutNode = { type: 'image', props: { id: 'i', media_id: '5' } };
const container = (...items: LayoutNode[]): LayoutNode => ({ type: 'container', props: { id: 'c', items } });

describe('builderLcpImage', () => {
  it("is the first slide's picture when a slides widget is the page's first widget with a picture", () => {
    expect(builderLcpImage({ content: [heading, slides(), image] }, images)).toEqual({
      image: view(1),
      sizes: '100vw',
    });
    // Inside a container too, and with the content-width sizes the slides' pictures carry.
    expect(builderLcpImage({ content: [container(heading, slides({ width: 'content' }))] }, images)).toEqual({
      image: view(1),
      sizes: '(max-width: 1024px) 100vw, 1140px',
    });
  });

  it('is none when another picture comes first, the slides load lazily, or the first slide has no picture', () => {
    expect(builderLcpImage({ content: [image, slides()] }, images)).toBeNull();
    expect(builderLcpImage({ content: [container(image), slides()] }, images)).toBeNull();
    expect(builderLcpImage({ content: [{ type: 'loop-grid', props: { id: 'l' } }, slides()] }, images)).toBeNull();
    expect(builderLcpImage({ content: [slides({ priority: false })] }, images)).toBeNull();
    expect(
      builderLcpImage({ content: [slides({ slides: [{ media_id: '' }, { media_id: '2' }] })] }, images),
    ).toBeNull();
    expect(builderLcpImage({ content: [slides({ slides: [{ media_id: '404' }] })] }, images)).toBeNull();
    expect(builderLcpImage({ content: [slides()] }, undefined)).toBeNull();
    expect(builderLcpImage({ content: [heading] }, images)).toBeNull();
  });

  it('counts a video only with its poster', () => {
    const video = (poster: string): LayoutNode => ({ type: 'video', props: { id: 'v', poster_media_id: poster } });
    expect(builderLcpImage({ content: [video(''), slides()] }, images)?.image).toEqual(view(1));
    expect(builderLcpImage({ content: [video('5'), slides()] }, images)).toBeNull();
  });

  it('refuses a picture whose address is not safe', () => {
    const bad = { '1': { ...view(1), src: 'javascript:alert(1)' } };
    expect(builderLcpImage({ content: [slides()] }, bad)).toBeNull();
  });
});
