import { globalTypography, type TypographyStyle } from '../../builder/parts/typography';
import { typographyAttrs } from '../../builder/parts/typography-attrs';
import { formatAgorot } from '../../engines/shop/money';
import type { PriceNow } from '../../engines/shop/pricing';
import { tshop } from '../../messages/shop';

interface Props {
  price: PriceNow;
  /** A variable product's lowest price: "from …". */
  from?: boolean;
  /** Says "VAT included" beside it (product pages; the catalogue says it once). */
  withVat?: boolean;
  /** A products widget's typography of its prices. */
  typography?: TypographyStyle;
}

/** A price as shekels, each figure isolated from the Hebrew around it; a sale shows both, said in words. */
export function Price({ price, from = false, withVat = false, typography = globalTypography }: Props) {
  return (
    <p {...typographyAttrs('price', typography)} data-product-price>
      {from && <span className="price__from">{tshop.from}</span>}
      {price.onSale ? (
        <>
          <del className="price__regular">
            <span className="visually-hidden">{tshop.regularPrice} </span>
            <bdi dir="ltr">{formatAgorot(price.regular)}</bdi>
          </del>{' '}
          <ins className="price__now">
            <span className="visually-hidden">{tshop.salePrice} </span>
            <bdi dir="ltr">{formatAgorot(price.price)}</bdi>
          </ins>
        </>
      ) : (
        <span className="price__now">
          <bdi dir="ltr">{formatAgorot(price.price)}</bdi>
        </span>
      )}
      {withVat && <span className="price__vat"> {tshop.vatIncluded}</span>}
    </p>
  );
}
