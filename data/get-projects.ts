import type { Project } from '../cms/payload-types';
import { routes } from '../config/routes';
import { memo, memoDocument } from './cache/memo';
import { getImageViews, idOf } from './get-images';
import { richTextToHtml } from './map/rich-text';
import { toSeoView } from './map/seo';
import { asVisitor, payload, readAs, type Previewer } from './payload';
import type { ImageView, ProjectCard, ProjectView } from './types';

const imageIdsOf = (project: Pick<Project, 'images'>): number[] =>
  (project.images ?? []).map((ref) => idOf(ref)).filter((id): id is number => id !== null);

function toCard(project: Project, images: Map<number, ImageView | null>): ProjectCard {
  const first = imageIdsOf(project)[0];
  return {
    id: project.id,
    slug: project.slug,
    url: routes.project(project.slug),
    title: project.title,
    field: project.field.trim(),
    client: project.client ?? null,
    year: project.year,
    summary: project.summary ?? null,
    image: first === undefined ? null : (images.get(first) ?? null),
  };
}

/** Every published project, newest year first (then title), read once per content generation. */
export function getProjects(): Promise<ProjectCard[]> {
  return memo('projects:all', async () => {
    const p = await payload();
    const { docs } = await p.find({
      collection: 'projects',
      depth: 0,
      pagination: false,
      sort: ['-year', 'title'],
      select: { title: true, slug: true, field: true, client: true, year: true, summary: true, images: true },
      ...asVisitor,
    });
    const images = await getImageViews(docs.flatMap((d) => imageIdsOf(d as Project).slice(0, 1)));
    return docs.map((d) => toCard(d as Project, images));
  });
}

export function getProjectBySlug(slug: string, previewer?: Previewer): Promise<ProjectView | null> {
  const read = async () => {
    const p = await payload();
    const { docs } = await p.find({
      collection: 'projects',
      where: { slug: { equals: slug } },
      limit: 1,
      depth: 0,
      pagination: false,
      ...readAs(previewer),
    });
    const project = docs[0];
    if (!project) return null;
    const images = await getImageViews(imageIdsOf(project));
    const view: ProjectView = {
      ...toCard(project, images),
      images: imageIdsOf(project)
        .map((id) => images.get(id))
        .filter((i): i is ImageView => Boolean(i)),
      contentHtml: richTextToHtml(project.content),
      seo: toSeoView(project.seo),
    };
    return previewer ? { ...view, draft: project._status !== 'published' } : view;
  };
  return previewer ? read() : memoDocument(`project:slug:${slug}`, read);
}
