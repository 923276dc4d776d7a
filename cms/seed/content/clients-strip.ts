import { clientLogos } from './clients';
import { image, type factory, type MediaId, type Node } from './layout-parts';

/**
 * The clients' logos under the figures (issue 25's trust signals): six monochrome logos, drawn by the seed
 * (cms/seed/images/client-logos.ts), in one row on a desktop, three on a tablet and two on a phone; each
 * image's alt is the client's name. Nothing when the logos are missing.
 */
export function clientsStrip(w: ReturnType<typeof factory>, media: MediaId): Node[] {
  const logos = clientLogos.flatMap((logo) => image(w, media, logo.key, logo.alt));
  if (logos.length === 0) return [];
  return [
    w('container', {
      content_width: 'boxed',
      html_tag: 'section',
      padding: 24,
      gap: 12,
      items: [
        w('heading', { text: 'לקוחות שעבדו איתנו', tag: 'h2', align: 'center' }),
        w('text-editor', { html: '<p>מפעלי אריגה וסריגה, מטוויות, יבואנים ובתי אופנה.</p>', align: 'center' }),
        w('container', {
          layout: 'grid',
          columns: '6',
          columns_tablet: '3',
          columns_mobile: '2',
          gap: 24,
          align: 'center',
          items: logos.map((node) => ({ ...node, props: { ...node.props, sizes: 'thumbnail' } })),
        }),
      ],
    }),
  ];
}
