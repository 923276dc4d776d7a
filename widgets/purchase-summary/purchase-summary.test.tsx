import { describe, expect, it } from 'vitest';
import { errorPaths, renderInEditor, renderWidget } from '../../builder/testing';

describe('purchase-summary widget', () => {
  it('holds its place in the editor under its title, and shows visitors nothing until orders exist', () => {
    expect(renderInEditor('purchase-summary', { title: 'ההזמנה שלך' })).toContain(
      'ההזמנה שלך: כאן יוצגו פרטי ההזמנה שהתקבלה',
    );
    expect(renderWidget('purchase-summary').html).toBe('');
  });

  it('requires a title', () => {
    expect(errorPaths('purchase-summary', { title: '' })).toEqual(['content.0.props.title']);
  });
});
