import { describe, expect, it } from 'vitest';
import { renderWidget } from '../../builder/testing';
import type { ProjectCard } from '../../data/types';

const project = (id: number, field: string, year = 2025): ProjectCard => ({
  id,
  slug: `p${id}`,
  url: `/project/p${id}/`,
  title: `פרויקט ${id}`,
  field,
  client: null,
  year,
  summary: null,
  image: null,
});
const projects = [project(1, 'טקסטיל טכני'), project(2, 'ביגוד מגן'), project(3, 'טקסטיל טכני')];

describe('portfolio', () => {
  it('renders every project card and a filter of links, one per field, with "all" current', () => {
    const { html, islands } = renderWidget('portfolio', {}, { projects, currentPath: '/services/' });
    expect(html.match(/class="w-portfolio__item"/g)).toHaveLength(3);
    expect(html).toContain('href="/project/p1/"');
    expect(html).toMatch(/<a href="\/services\/" data-portfolio-field="" aria-current="true">הכול<\/a>/);
    const param = /data-portfolio-param="([^"]+)"/.exec(html)![1]!;
    expect(html).toContain(`href="/services/?${param}=${encodeURIComponent('ביגוד מגן')}"`);
    expect(html).toContain('<p class="w-portfolio__count" data-portfolio-count="">3 עבודות</p>');
    expect(islands).toEqual(['portfolio']);
  });

  it("holds each card's picture until it nears the viewport, lazily loaded by the browser without JavaScript", () => {
    const image = {
      src: '/media/loom.webp',
      srcset: '',
      width: 800,
      height: 600,
      alt: '',
      title: null,
      description: null,
    };
    const { html } = renderWidget('portfolio', {}, { projects: [{ ...project(1, 'טקסטיל טכני'), image }] });
    expect(html).toMatch(/<img src="data:image\/svg\+xml[^"]*" data-src="\/media\/loom.webp" width="800" height="600"/);
    expect(html).toContain('<noscript><img src="/media/loom.webp" width="800" height="600" alt="" loading="lazy"');
  });

  it('answers a filter link on the server: only that field shown, its link current', () => {
    const first = renderWidget('portfolio', {}, { projects, currentPath: '/services/' }).html;
    const param = /data-portfolio-param="([^"]+)"/.exec(first)![1]!;
    const { html } = renderWidget(
      'portfolio',
      {},
      { projects, currentPath: '/services/', query: { [param]: 'ביגוד מגן' } },
    );
    expect(html.match(/<li class="w-portfolio__item" data-portfolio-item="טקסטיל טכני" hidden="">/g)).toHaveLength(2);
    expect(html).toContain('עבודה אחת');
    expect(html).toMatch(/data-portfolio-field="ביגוד מגן" aria-current="true"/);
  });

  it('ignores a filter value that is not a field, and shows no filter for one field', () => {
    const { html } = renderWidget(
      'portfolio',
      {},
      { projects, currentPath: '/x/', query: { 'portfolio-w-w1': '<b>' } },
    );
    expect(html).not.toContain('hidden=""');
    const single = renderWidget('portfolio', {}, { projects: [project(1, 'א')], currentPath: '/x/' }).html;
    expect(single).not.toContain('w-portfolio__filter');
  });
});
