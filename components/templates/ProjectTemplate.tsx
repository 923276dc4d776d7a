import type { ProjectView } from '../../data/types';
import { Breadcrumbs, type Crumb } from '../content/Breadcrumbs';
import { ResponsiveImage } from '../content/ResponsiveImage';

/** A portfolio project: what, for whom, when; its pictures (each opens in the site's lightbox). */
export function ProjectTemplate({ project, trail }: { project: ProjectView; trail: Crumb[] }) {
  const [cover, ...more] = project.images;
  return (
    <article className="container project">
      <Breadcrumbs trail={trail} />
      <header className="project__header">
        <h1>{project.title}</h1>
        <dl className="project__facts">
          <div>
            <dt>תחום</dt>
            <dd>{project.field}</dd>
          </div>
          {project.client && (
            <div>
              <dt>לקוח</dt>
              <dd>{project.client}</dd>
            </div>
          )}
          <div>
            <dt>שנה</dt>
            <dd>{project.year}</dd>
          </div>
        </dl>
        {project.summary && <p className="project__summary">{project.summary}</p>}
      </header>
      {cover && (
        <ResponsiveImage className="project__cover" image={cover} sizes="(max-width: 767px) 100vw, 72rem" priority />
      )}
      {project.contentHtml && <div className="prose" dangerouslySetInnerHTML={{ __html: project.contentHtml }} />}
      {more.length > 0 && (
        <ul className="project__gallery">
          {more.map((image) => (
            <li key={image.src}>
              <a href={image.src}>
                <ResponsiveImage image={image} sizes="(max-width: 767px) 50vw, 24rem" />
              </a>
            </li>
          ))}
        </ul>
      )}
    </article>
  );
}
