/** A product's or variant's price rule, in agorot, VAT included. */
export interface PriceRule {
  regular: number;
  sale: number | null;
  /** ISO dates; the sale runs from `saleFrom` (inclusive) until `saleTo` (exclusive). Null = open. */
  saleFrom: string | null;
  saleTo: string | null;
}

export interface PriceNow {
  /** What the customer pays now. */
  price: number;
  regular: number;
  onSale: boolean;
}

/** The price at a moment: the sale price while its schedule runs and it is below the regular price. */
export function priceAt(rule: PriceRule, now: Date): PriceNow {
  const t = now.getTime();
  const started = rule.saleFrom === null || Date.parse(rule.saleFrom) <= t;
  const notEnded = rule.saleTo === null || t < Date.parse(rule.saleTo);
  const onSale = rule.sale !== null && rule.sale < rule.regular && started && notEnded;
  return { price: onSale ? (rule.sale as number) : rule.regular, regular: rule.regular, onSale };
}
