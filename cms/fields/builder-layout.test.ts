import { describe, expect, it } from 'vitest';
import { builderLayoutField, layoutErrorMessage } from './builder-layout';

const heading = (props: Record<string, unknown>) => ({
  version: 1,
  root: { props: { title: '' } },
  content: [{ type: 'heading', props: { id: 'h1', ...props } }],
});

describe('builder layout field', () => {
  it('accepts an empty value and a valid layout', () => {
    expect(layoutErrorMessage(null)).toBe(true);
    expect(layoutErrorMessage(heading({ text: 'שלום' }))).toBe(true);
  });

  it('refuses an unknown widget and a bad link with the path and a Hebrew reason', () => {
    const message = layoutErrorMessage({
      version: 1,
      root: { props: {} },
      content: [{ type: 'marquee', props: { id: 'm' } }],
    });
    expect(message).toMatch(/^הפריסה לא נשמרה: content\.0/);
    const link = layoutErrorMessage(heading({ text: 'x', link: 'javascript:alert(1)' }));
    expect(link).toMatch(/content\.0\.props\.link/);
  });

  it('stores the layout migrated and normalised', async () => {
    const hook = builderLayoutField().hooks?.beforeChange?.[0] as (args: { value: unknown }) => Promise<unknown>;
    const stored = (await hook({
      value: { root: { props: {} }, content: [{ type: 'heading', props: { id: 'h', text: 'א' } }] },
    })) as {
      version: number;
      content: { props: Record<string, unknown> }[];
    };
    expect(stored.version).toBe(1);
    expect(Object.keys(stored.content[0]?.props ?? {}).length).toBeGreaterThan(3);
  });
});

describe('builder layout field on draft saves', () => {
  it('refuses an invalid layout in the hook too, since Payload skips `validate` for drafts', async () => {
    const hook = builderLayoutField().hooks?.beforeChange?.[0] as (args: {
      value: unknown;
      collection?: { slug: string };
    }) => Promise<unknown>;
    let thrown: unknown;
    try {
      await hook({ value: heading({ text: 'x', link: 'javascript:alert(1)' }), collection: { slug: 'pages' } });
    } catch (err) {
      thrown = err;
    }
    expect(thrown).toMatchObject({
      status: 400,
      data: {
        errors: [{ path: 'layout', message: expect.stringMatching(/^הפריסה לא נשמרה: content\.0\.props\.link/) }],
      },
    });
  });
});
