/** How an order reaches its buyer, as the owner set it in the studio (amounts in agorot). */
export interface ShippingSettings {
  pickup: { enabled: boolean; place: string };
  courier: { enabled: boolean; price: number; freeAbove: number | null };
}

export type ShippingMethod = 'pickup' | 'courier' | 'none';

export interface ShippingOption {
  method: ShippingMethod;
  /** In agorot, VAT included; 0 for pickup and for a courier above the free-shipping amount. */
  cost: number;
  /** Whether the courier is free because the cart passed the owner's amount. */
  free: boolean;
}

/**
 * The ways an order can arrive: nothing to choose when nothing in it ships (digital products and
 * services); otherwise pickup and the courier, as enabled, the courier free from the owner's amount up.
 */
export function shippingOptions(settings: ShippingSettings, subtotal: number, ships: boolean): ShippingOption[] {
  if (!ships) return [{ method: 'none', cost: 0, free: false }];
  const options: ShippingOption[] = [];
  if (settings.pickup.enabled) options.push({ method: 'pickup', cost: 0, free: false });
  if (settings.courier.enabled) {
    const free = settings.courier.freeAbove !== null && subtotal >= settings.courier.freeAbove;
    options.push({ method: 'courier', cost: free ? 0 : settings.courier.price, free });
  }
  return options;
}
