import { describe, expect, it } from 'vitest';
import { errorPaths, renderInEditor, renderWidget } from '../../builder/testing';
import type { OrderView } from '../../data/shop/get-order-for-buyer';

describe('purchase-summary widget', () => {
  it('holds its place in the editor under its title, and shows visitors nothing until orders exist', () => {
    expect(renderInEditor('purchase-summary', { title: 'ההזמנה שלך' })).toContain(
      'ההזמנה שלך: כאן יוצגו פרטי ההזמנה, כשהעמוד נבחר כעמוד התודה',
    );
    expect(renderWidget('purchase-summary').html).toBe('');
  });

  it('shows the order its link names: number, date, payment, lines, discount, total with VAT', () => {
    const order: OrderView = {
      number: 1042,
      status: 'processing',
      createdAt: '2026-11-26T10:00:00.000Z',
      customer: { name: 'נועה', email: 'noa@example.co.il' },
      shippingMethod: 'none',
      paymentMethod: 'card',
      address: null,
      lines: [{ title: 'מדריך בדיקות בד', options: null, quantity: 2, lineTotal: 238_00 }],
      shipping: 0,
      discount: { code: 'WELCOME10', amount: 23_80 },
      total: 214_20,
      vat: 32_68,
      vatPercent: 18,
      payBy: null,
    };
    const { html, islands } = renderWidget('purchase-summary', { title: 'תודה על הקנייה' }, { order });
    expect(islands).toEqual([]);
    expect(html).toContain('<h2>תודה על הקנייה</h2>');
    expect(html).toContain('<bdi>1042</bdi>');
    expect(html).toContain('כרטיס אשראי');
    expect(html).toContain('מדריך בדיקות בד');
    expect(html).toContain('הנחה (WELCOME10)');
    expect(html).toContain('214.20');
    expect(html).toContain('מתוכו מע״מ (18%)');
  });

  it('requires a title', () => {
    expect(errorPaths('purchase-summary', { title: '' })).toEqual(['content.0.props.title']);
  });

  it('gives the summary its typography group on its section, and none when it is global', () => {
    const order: OrderView = {
      number: 7,
      status: 'processing',
      createdAt: '2026-11-26T10:00:00.000Z',
      customer: { name: 'נועה', email: 'noa@example.co.il' },
      shippingMethod: 'none',
      paymentMethod: 'card',
      address: null,
      lines: [{ title: 'מדריך', options: null, quantity: 1, lineTotal: 100_00 }],
      shipping: 0,
      discount: null,
      total: 100_00,
      vat: 15_25,
      vatPercent: 18,
      payBy: null,
    };
    const { html } = renderWidget('purchase-summary', { title: 'תודה', typo_font: 'body' }, { order });
    expect(html).toMatch(
      /^<section class="w w-purchase-summary checkout w--tf" style="--w-font:var\(--font-body\)" aria-label="תודה"><h2>/,
    );
    expect(renderWidget('purchase-summary', { title: 'תודה' }, { order }).html).toMatch(
      /^<section class="w w-purchase-summary checkout" aria-label="תודה"><h2>/,
    );
    // Its common settings reach it, as every widget's do: an anchor and hiding on a device.
    expect(
      renderWidget('purchase-summary', { title: 'תודה', anchor_id: 'summary', hide_mobile: true }, { order }).html,
    ).toMatch(/^<section class="w w-purchase-summary w--hide-mobile checkout" id="summary" aria-label="תודה">/);
  });
});
