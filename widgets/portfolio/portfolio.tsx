import type { CSSProperties } from 'react';
import { withClass } from '../../builder/common';
import type { WidgetContext } from '../../builder/context';
import { EditorPlaceholder } from '../../builder/parts/editor-placeholder';
import { DeferredImage } from '../../components/content/DeferredImage';
import { portfolioCount } from './count';
import { portfolioParam, type PortfolioProps } from './schema';

const cardSizes = (columns: number) =>
  `(max-width: 767px) 100vw, (max-width: 1024px) 50vw, ${Math.round(100 / columns)}vw`;

/**
 * The portfolio: project cards with a filter by field. The filter is links (`?portfolio-{id}={field}`)
 * that the server answers with only that field's projects; the island makes them toggle buttons
 * (`aria-pressed`) that filter in place, keep the address, and announce the count.
 */
export function Portfolio({ props, ctx }: { props: PortfolioProps; ctx: WidgetContext }) {
  const projects = (ctx.projects ?? []).slice(0, props.max_items);
  if (projects.length === 0) return <EditorPlaceholder ctx={ctx} text="תיק עבודות: עדיין אין פרויקטים שפורסמו" />;
  const param = portfolioParam(ctx.domId);
  const fields = [...new Set(projects.map((p) => p.field))];
  const chosen = props.show_filter ? ctx.query?.[param] : undefined;
  const current = chosen && fields.includes(chosen) ? chosen : '';
  const shown = projects.filter((p) => !current || p.field === current);
  const base = ctx.currentPath ?? '';
  const hrefFor = (field: string) => (field ? `${base}?${param}=${encodeURIComponent(field)}` : base || '?');
  const Heading = props.heading_level;
  return (
    <div
      {...withClass(ctx.attrs, `w-portfolio--cols-${props.columns}`)}
      style={{ '--w-portfolio-cols': props.columns } as CSSProperties}
      data-portfolio-param={param}
    >
      {props.show_filter && fields.length > 1 && (
        <nav className="w-portfolio__filter" aria-label={props.filter_label}>
          <ul>
            {['', ...fields].map((field) => (
              <li key={field || '*'}>
                <a
                  href={hrefFor(field)}
                  data-portfolio-field={field}
                  aria-current={field === current ? 'true' : undefined}
                >
                  {field || props.all_label}
                </a>
              </li>
            ))}
          </ul>
        </nav>
      )}
      <p className="w-portfolio__count" data-portfolio-count="">
        {portfolioCount(shown.length)}
      </p>
      <ul className="w-portfolio__grid">
        {projects.map((project) => (
          <li
            key={project.id}
            className="w-portfolio__item"
            data-portfolio-item={project.field}
            hidden={current !== '' && project.field !== current}
          >
            <article className="w-portfolio__card">
              {project.image && (
                <DeferredImage
                  src={project.image.src}
                  srcSet={project.image.srcset || undefined}
                  sizes={project.image.srcset ? cardSizes(Number(props.columns)) : undefined}
                  width={project.image.width}
                  height={project.image.height}
                  alt=""
                />
              )}
              <Heading className="w-portfolio__title">
                <a href={project.url}>{project.title}</a>
              </Heading>
              <p className="w-portfolio__meta">
                <span>{project.field}</span>
                <span>{project.year}</span>
                {project.client && <span>{project.client}</span>}
              </p>
            </article>
          </li>
        ))}
      </ul>
      <span className="visually-hidden" role="status" data-portfolio-status="" />
    </div>
  );
}
