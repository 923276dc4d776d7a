import type { WidgetContext } from '../../builder/context';
import { EditorPlaceholder } from '../../builder/parts/editor-placeholder';
import { typographyStyle } from '../../builder/parts/typography';
import { ProductCard } from '../../components/shop/ProductCard';
import { tw } from '../../messages/builder';
import { pickProducts } from './pick';
import type { ProductsProps } from './schema';

/** The shop's cards in a builder layout (the catalogue's own card: price, sale, stock, add to cart). */
export function Products({ props, ctx }: { props: ProductsProps; ctx: WidgetContext }) {
  const shop = ctx.shop;
  const now = new Date(shop?.now ?? 0);
  const shown = shop
    ? pickProducts(
        shop.products,
        shop.categories,
        { source: props.source, term: props.term, order: props.order, max: props.max_items },
        now,
      )
    : [];
  if (shown.length === 0) return <EditorPlaceholder ctx={ctx} text={tw.editorEmpty.products} />;
  const typography = { title: typographyStyle(props, 'typo_title'), price: typographyStyle(props, 'typo_price') };
  return (
    <section {...ctx.attrs} aria-label={props.name}>
      <ul className="product-grid">
        {shown.map((product) => (
          <li key={product.id}>
            <ProductCard product={product} now={now} headingLevel={3} typography={typography} />
          </li>
        ))}
      </ul>
    </section>
  );
}
