import type { PageView } from '../../data/types';
import { imageSizes } from '../content/image-sizes';
import { ResponsiveImage } from '../content/ResponsiveImage';

/** A page without a builder layout: its title and rich-text body. */
export function PageTemplate({ page, children }: { page: PageView; children?: React.ReactNode }) {
  return (
    <div className="container page">
      <h1>{page.title}</h1>
      {page.image && <ResponsiveImage className="page__image" image={page.image} sizes={imageSizes.column} priority />}
      <div className="prose" dangerouslySetInnerHTML={{ __html: page.contentHtml }} />
      {children}
    </div>
  );
}
