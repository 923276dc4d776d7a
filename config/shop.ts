/** The shop's constants (issue 18). Prices are stored and computed in agorot, VAT included. */

/** Israel's VAT rate since 1 January 2025 (Value Added Tax Law, 18%). */
export const vatPercent = 18;

/** Products per catalogue page (WooCommerce's default of four rows of three). */
export const productsPerPage = 12;

/** The most of one line a cart holds: a guard against typos such as 1000 instead of 10. */
export const maxLineQuantity = 999;

/** The most lines a cart holds. */
export const maxCartLines = 50;

/** A guest's cart lives this long after its last change (WooCommerce keeps sessions 48 hours; a week is kinder). */
export const guestCartDays = 7;

/** The first order's number; each next order takes the next one (sequential, never reused). */
export const firstOrderNumber = 1001;
