import { describe, expect, it } from 'vitest';
import { cancellationMessages, readCancellationForm } from './cancellation-form';

const post = (values: Record<string, string>) => new Map(Object.entries(values).map(([k, v]) => [k, [v]]));

describe('readCancellationForm', () => {
  it('reads a request with or without an order number and a phone', () => {
    expect(
      readCancellationForm(
        post({
          name: ' נועה כהן ',
          email: 'noa@example.co.il',
          phone: '050 123 4567',
          order: '#1042',
          details: 'כל ההזמנה',
        }),
      ),
    ).toEqual({
      ok: true,
      input: { name: 'נועה כהן', email: 'noa@example.co.il', phone: '0501234567', order: 1042, details: 'כל ההזמנה' },
    });
    const bare = readCancellationForm(post({ name: 'נועה', email: 'noa@example.co.il' }));
    expect(bare).toEqual({
      ok: true,
      input: { name: 'נועה', email: 'noa@example.co.il', phone: '', order: null, details: '' },
    });
  });

  it('names every wrong field in Hebrew and keeps what was typed', () => {
    const read = readCancellationForm(
      post({ name: 'x', email: 'noa@', phone: '123', order: 'abc', details: 'y'.repeat(2001) }),
    );
    expect(read.ok).toBe(false);
    if (read.ok) return;
    expect(read.errors).toEqual(cancellationMessages);
    expect(read.values.email).toBe('noa@');
  });
});
