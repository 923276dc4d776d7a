import type { Page } from 'playwright-core';

/**
 * Latin words an owner may rightly see in the Hebrew studio: names of standards, formats, vendors and
 * technical terms with no Hebrew in use (issue 27's allowlist). Everything else in Latin letters is a
 * string someone forgot to translate.
 */
export const latinAllowed = new Set([
  'API',
  'CSV',
  'CSS',
  'DKIM',
  'GA4',
  'GSM',
  'HTML',
  'ID',
  'ISO',
  'JPEG',
  'JPG',
  'JSON',
  'PDF',
  'PNG',
  'RTL',
  'SEO',
  'SKU',
  // Yarn-count systems (the seeded guide's title): names of units, with no Hebrew of their own.
  'Ne',
  'Nm',
  'Tex',
  'Denier',
  'SMTP',
  'SVG',
  'URL',
  'UTM',
  'WebP',
  'WCAG',
  'AA',
  'IS',
  'RSS',
  'SMS',
  'QR',
  'CTA',
  'WhatsApp',
  'Web',
  'Google',
  'Ads',
  'Analytics',
  'Meta',
  'Pixel',
  'Facebook',
  'Instagram',
  'LinkedIn',
  'YouTube',
  'Vimeo',
  'Clarity',
  'Hotjar',
  'Microsoft',
  'Elementor',
  'WordPress',
  'WooCommerce',
  // Payment providers (issue 19), named as the owner knows them.
  'Stripe',
  'PayPal',
  'Lottie',
  'Excel',
  'slug',
  'px',
  'em',
  'rem',
  'vh',
  'vw',
  'ms',
  'KB',
  'MB',
  'GB',
  'RRGGBB',
  'AW',
  'G',
  'X',
  'CC',
  'BCC',
  'dataLayer',
  'PixelYourSite',
  'JavaScript',
  'alt',
  'Enter',
  'Escape',
  'Tab',
  // Examples of the identifiers an owner gives form fields (Latin by design: they name e-mail placeholders).
  'email',
  'phone',
  'name',
]);

/**
 * The Latin words in what the page shows: its visible text (not what the owner typed: inputs, rich text and
 * the cells of list tables hold content, which may be in any language) and its visible labels
 * (placeholders, `aria-label`, `title`). Addresses, e-mails, file names and `#colours` are content too.
 */
export async function visibleLatinWords(page: Page): Promise<string[]> {
  const texts = await page.evaluate(() => {
    // Content, not interface: what was typed, list cells, file details, and values isolated as Latin (bdi).
    const skip =
      'input, textarea, [contenteditable="true"], td, .file-details, .thumbnail, .upload-relationship-details, code, pre, bdi, [dir="ltr"]';
    const out: string[] = [];
    const visible = (el: Element) => {
      const box = el.getBoundingClientRect();
      const style = getComputedStyle(el);
      return box.width > 0 && box.height > 0 && style.visibility !== 'hidden' && style.display !== 'none';
    };
    const walker = document.createTreeWalker(document.body, NodeFilter.SHOW_TEXT);
    for (let node = walker.nextNode(); node; node = walker.nextNode()) {
      const parent = node.parentElement;
      if (!parent || parent.closest(skip) || parent.closest('script, style, noscript, svg') || !visible(parent))
        continue;
      out.push(node.textContent ?? '');
    }
    for (const el of document.querySelectorAll('[placeholder], [aria-label], [title]')) {
      if (!visible(el)) continue;
      for (const name of ['placeholder', 'aria-label', 'title']) {
        const value = el.getAttribute(name);
        if (value) out.push(value);
      }
    }
    return out;
  });
  const words = texts
    .join(' ')
    .replace(/\b[\w.+-]+@[\w.-]+\b/g, ' ')
    .replace(/(?:https?:\/\/|(?<!\w)\/)[^\s]*/g, ' ')
    .replace(/\b[\w-]+\.(?:webp|png|jpe?g|svg|pdf|avif|gif|mp4|mp3|xml|txt|csv)\b/gi, ' ')
    .replace(/#[0-9a-f]{3,8}\b/gi, ' ')
    // Syntax the owner types as it is: {{field}} and {SITE} placeholders, MAIL_FROM, utm_campaign, .css-class.
    .replace(/(?:^|[\s\u200e\u200f(])\.[a-z][\w-]*/g, ' ')
    .replace(/{{[^}]*}}|{[A-Z]+}/g, ' ')
    .replace(/\b\w+_\w+\b/g, ' ')
    // Example ids (AbCdEf123, G-XXXX), sizes (1600x900) and media types (image/webp).
    .replace(/\b(?=[\w-]*\d)[A-Za-z][\w-]*\b|\b\d+x\d+\b|\b\w+\/[\w.+-]+/g, ' ')
    .match(/[A-Za-z][A-Za-z0-9]*/g);
  return [...new Set(words ?? [])].filter((w) => !latinAllowed.has(w) && !/^[A-Z]\d*$/.test(w));
}
