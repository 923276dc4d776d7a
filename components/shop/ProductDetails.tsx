import { TabsView, type TabView } from '../../builder/parts/tabs-view';
import type { ProductView } from '../../data/shop/types';
import { tshop } from '../../messages/shop';

/** Where the product page's tabs are: ShopPage loads the tabs island and its styles when they are shown. */
export const productTabsId = 'product-tabs';

/** The product's details as WooCommerce's tabs: its description, and its options ("מידע נוסף"). */
export function productTabs(product: ProductView): TabView[] {
  const tabs: TabView[] = [];
  if (product.descriptionHtml)
    tabs.push({
      title: tshop.description,
      content: <div className="prose" dangerouslySetInnerHTML={{ __html: product.descriptionHtml }} />,
    });
  if (product.attributes.length > 0)
    tabs.push({
      title: tshop.additionalInformation,
      content: (
        <table className="product__attributes">
          <caption className="visually-hidden">{tshop.additionalInformation}</caption>
          <tbody>
            {product.attributes.map((attribute) => (
              <tr key={attribute.name}>
                <th scope="row">{attribute.name}</th>
                <td>
                  {attribute.values.map((value, i) => (
                    <span key={value}>
                      {i > 0 && ', '}
                      <bdi>{value}</bdi>
                    </span>
                  ))}
                </td>
              </tr>
            ))}
          </tbody>
        </table>
      ),
    });
  return tabs;
}

/** Two details or more become tabs (every panel under its title without JavaScript); one is a section. */
export function ProductDetails({ product }: { product: ProductView }) {
  const tabs = productTabs(product);
  const [only] = tabs;
  if (tabs.length > 1)
    return (
      <section className="product__details" aria-label={tshop.productDetails}>
        <TabsView
          attrs={{ className: 'w-tabs w-tabs--horizontal', 'data-island': 'tabs' }}
          idBase={productTabsId}
          items={tabs}
          selected={0}
        />
      </section>
    );
  if (!only) return null;
  return (
    <section className="product__details" aria-labelledby="product-details">
      <h2 id="product-details">{only.title}</h2>
      {only.content}
    </section>
  );
}
