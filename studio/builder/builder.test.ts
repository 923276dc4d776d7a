import { describe, expect, it } from 'vitest';
import { puckDictionary, te } from '../../messages/builder-editor';
import {
  builderPath,
  isBuilderCollection,
  isDocumentId,
  payloadErrorMessages,
  saveErrorMessage,
  saveRequest,
  saveSuccessMessage,
} from './save-layout';
import { deviceForWidth, editorViewports, previewWidths } from './viewports';

const hebrew = /[\u0590-\u05FF]/;

describe('builder URLs and ids', () => {
  it('opens only known collections and integer ids', () => {
    expect(isBuilderCollection('pages')).toBe(true);
    expect(isBuilderCollection('popups')).toBe(true);
    expect(isBuilderCollection('users')).toBe(false);
    expect(isBuilderCollection('__proto__')).toBe(false);
    expect(isDocumentId('12')).toBe(true);
    for (const bad of ['0', '-1', '1.5', '1e3', '', '12a', '../1', '0x10']) expect(isDocumentId(bad)).toBe(false);
    expect(builderPath('pages', 7)).toBe('/admin/builder/pages/7');
  });
});

describe('saveRequest', () => {
  it('saves a draft with ?draft=true and publishes with _status published, same-origin cookies only', () => {
    const layout = { version: 1, root: { props: { title: 'א' } }, content: [] };
    const draft = saveRequest('pages', 3, 'draft', layout);
    expect(draft.url).toBe('/api/pages/3?draft=true&depth=0');
    expect(draft.init.method).toBe('PATCH');
    expect(draft.init.credentials).toBe('same-origin');
    expect(JSON.parse(String(draft.init.body))).toEqual({ layout, _status: 'draft' });
    const publish = saveRequest('pages', 3, 'publish', layout);
    expect(publish.url).toBe('/api/pages/3?depth=0');
    expect(JSON.parse(String(publish.init.body))).toEqual({ layout, _status: 'published' });
  });
});

describe('save error messages', () => {
  const refused = {
    errors: [
      {
        name: 'ValidationError',
        message: 'השדה הבא אינו תקין: layout',
        data: {
          collection: 'pages',
          errors: [{ path: 'layout', message: 'הפריסה לא נשמרה: content.0.props.link: כתובת לא מותרת' }],
        },
      },
    ],
  };

  it("shows the server's own Hebrew validation message for a refused layout", () => {
    expect(payloadErrorMessages(refused)).toEqual(['הפריסה לא נשמרה: content.0.props.link: כתובת לא מותרת']);
    expect(saveErrorMessage(400, refused)).toBe('הפריסה לא נשמרה: content.0.props.link: כתובת לא מותרת');
  });

  it('falls back to the top-level message, then to a generic Hebrew one', () => {
    expect(saveErrorMessage(400, { errors: [{ message: 'משהו' }] })).toBe('משהו');
    expect(saveErrorMessage(400, 'not json')).toBe(te.errors.invalid);
    expect(payloadErrorMessages({ errors: 'x' })).toEqual([]);
  });

  it('explains auth, missing, size, server and network failures in Hebrew', () => {
    expect(saveErrorMessage(401, {})).toBe(te.errors.unauthorized);
    expect(saveErrorMessage(403, {})).toBe(te.errors.unauthorized);
    expect(saveErrorMessage(404, {})).toBe(te.errors.notFound);
    expect(saveErrorMessage(413, {})).toBe(te.errors.tooLarge);
    expect(saveErrorMessage(500, {})).toContain('500');
    expect(saveErrorMessage('network', undefined)).toBe(te.errors.network);
    for (const m of Object.values(te.errors)) expect(typeof m === 'function' ? m(502) : m).toMatch(hebrew);
  });

  it('says when a draft was saved and that it is not public yet', () => {
    const at = new Date('2026-11-02T10:05:00Z');
    expect(saveSuccessMessage('draft', at)).toContain('12:05');
    expect(saveSuccessMessage('draft', at)).toContain('טיוטה');
    expect(saveSuccessMessage('publish', at)).toContain('העמוד פורסם');
    expect(saveSuccessMessage('publish', at, 'popups')).toContain('החלון הקופץ פורסם');
    expect(saveSuccessMessage('publish', at, 'popups')).not.toContain('העמוד');
  });
});

describe('device previews', () => {
  it("put each preview width in its own band of the spec's breakpoints", () => {
    expect(deviceForWidth(previewWidths.mobile)).toBe('mobile');
    expect(deviceForWidth(previewWidths.tablet)).toBe('tablet');
    expect(deviceForWidth(previewWidths.desktop)).toBe('desktop');
    expect(deviceForWidth(767)).toBe('mobile');
    expect(deviceForWidth(768)).toBe('tablet');
    expect(deviceForWidth(1024)).toBe('tablet');
    expect(deviceForWidth(1025)).toBe('desktop');
    expect(editorViewports.map((v) => v.width)).toEqual([360, 768, 1280]);
    for (const v of editorViewports) expect(v.label).toMatch(hebrew);
  });
});

describe("Puck's UI strings", () => {
  it('are all Hebrew and keep the placeholders Puck fills in', () => {
    for (const [key, value] of Object.entries(puckDictionary)) {
      expect(value, key).toMatch(hebrew);
    }
    expect(puckDictionary['drawer-category-expand']).toContain('{title}');
    expect(puckDictionary['field-arrayitem-summary']).toContain('{index}');
    expect(puckDictionary['viewport-switch']).toContain('{label}');
    expect(puckDictionary['viewport-zoom-auto']).toContain('{zoom}');
    expect(puckDictionary['canvas-noconfig']).toContain('{type}');
    expect(puckDictionary['field-external-result-plural']).toContain('{count}');
  });
});
