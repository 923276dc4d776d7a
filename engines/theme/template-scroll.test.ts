import { describe, expect, it } from 'vitest';
import { templateIdOf, templateScrollY } from './template-scroll';

describe('theme_template_id', () => {
  it('names a template by a numeric id only', () => {
    expect(templateIdOf('?theme_template_id=42')).toBe(42);
    expect(templateIdOf('?e-page-x=2&theme_template_id=7&preview=true')).toBe(7);
    expect(templateIdOf('?theme_template_id=')).toBeNull();
    expect(templateIdOf('?theme_template_id=4a')).toBeNull();
    expect(templateIdOf('?theme_template_id=<script>')).toBeNull();
    expect(templateIdOf('')).toBeNull();
  });

  it("brings the template's top to the middle of the window, within the page", () => {
    expect(templateScrollY(2400, 800, 5000)).toBe(2000);
    expect(templateScrollY(100, 800, 5000)).toBe(0);
    expect(templateScrollY(4900, 800, 4000)).toBe(4000);
    expect(templateScrollY(500, 800, -10)).toBe(0);
  });
});
