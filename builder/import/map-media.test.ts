import { describe, expect, it } from 'vitest';
import { map } from './testing';

describe('media', () => {
  it('image: custom link, caption, size; an image that was not imported is reported', () => {
    const { props } = map('image', {
      image: { id: 4, url: 'http://127.0.0.1:8080/a.jpg', alt: 'חלופי' },
      link_to: 'custom',
      link: { url: '/x/', is_external: 'on' },
      caption_source: 'custom',
      caption: 'כיתוב',
      width: { unit: '%', size: 50 },
      align: 'right',
    });
    expect(props).toMatchObject({
      media_id: '4',
      alt: 'חלופי',
      caption: 'כיתוב',
      link: '/x/',
      link_new_tab: true,
      lightbox: false,
      sizes: 'half',
      align: 'start',
    });
    const missing = map(
      'image',
      { image: { id: 999, url: 'http://127.0.0.1:8080/missing.jpg' } },
      { media: () => null },
    );
    expect(missing.props.media_id).toBe('');
    expect(missing.issues).toContain('missing.jpg');
  });

  it('image: a media id arig would refuse is reported, not stored', () => {
    const { props, issues } = map('image', { image: { id: 4 } }, { media: () => '../etc/passwd' });
    expect(props.media_id).toBe('');
    expect(issues).toContain('לא נמצאה');
  });

  it('image carousel: images, per-device counts, Elementor defaults', () => {
    const { props } = map('image-carousel', {
      carousel: [
        { id: 1, url: 'u1' },
        { id: 2, url: 'u2' },
      ],
      slides_to_show: '4',
      navigation: 'arrows',
      autoplay: '',
      effect: 'fade',
      link_to: 'custom',
      link: { url: '/g/' },
    });
    expect(props).toMatchObject({
      carousel_name: 'גלריית תמונות',
      slides_to_show: 4,
      slides_to_show_tablet: -1,
      navigation: 'arrows',
      autoplay: false,
      infinite: true,
      effect: 'fade',
    });
    expect(props.items).toEqual([
      { media_id: '1', caption: '', link: '/g/' },
      { media_id: '2', caption: '', link: '/g/' },
    ]);
  });

  it('galleries: the basic one and the Pro one, lightbox unless turned off', () => {
    expect(
      map('image-gallery', { wp_gallery: [{ id: 3 }], gallery_columns: '9', open_lightbox: 'no' }).props,
    ).toMatchObject({
      items: [{ media_id: '3', caption: '' }],
      columns: 6,
      lightbox: false,
    });
    const pro = map('gallery', {
      gallery: [{ id: 3 }, { id: 4 }],
      gallery_layout: 'masonry',
      columns: 3,
      gap: { unit: 'px', size: 12 },
    });
    expect(pro.node.type).toBe('gallery');
    expect(pro.props).toMatchObject({
      layout: 'masonry',
      columns: 3,
      gap_vertical: 12,
      gap_horizontal: 12,
      lightbox: true,
    });
  });

  it('video: YouTube and Vimeo; other hosts stay placeholders', () => {
    expect(
      map('video', {
        video_type: 'vimeo',
        vimeo_url: 'https://vimeo.com/76979871',
        aspect_ratio: '43',
        mute: 'yes',
        controls: '',
      }).props,
    ).toMatchObject({
      provider: 'vimeo',
      url: 'https://vimeo.com/76979871',
      aspect_ratio: '4-3',
      mute: true,
      controls: false,
    });
    expect(map('video', { video_type: 'youtube', youtube_url: 'https://evil.example/watch?v=x' }).node.type).toBe(
      'wp-placeholder',
    );
    expect(map('video', { video_type: 'dailymotion', dailymotion_url: 'https://dai.ly/x' }).node.type).toBe(
      'wp-placeholder',
    );
    expect(
      map('video', { video_type: 'hosted', hosted_url: { url: 'http://127.0.0.1:8080/wp-content/uploads/film.mp4' } })
        .props,
    ).toMatchObject({ provider: 'hosted', url: '/wp-content/uploads/film.mp4' });
  });

  it('SoundCloud audio and Google Maps become privacy-facade embeds', () => {
    expect(map('audio', { link: { url: 'https://soundcloud.com/artist/track' } }).props).toMatchObject({
      service: 'soundcloud',
      url: 'https://soundcloud.com/artist/track',
    });
    expect(map('audio', { link: { url: 'https://example.com/a.mp3' } }).node.type).toBe('wp-placeholder');
    expect(map('google_maps', { address: 'הרצל 10, תל אביב' }).props).toMatchObject({
      service: 'google-maps',
      url: 'הרצל 10, תל אביב',
    });
  });
});
