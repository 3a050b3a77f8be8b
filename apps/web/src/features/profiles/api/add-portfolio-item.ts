import { okReply } from '@kt/shared';
import { api } from '@/lib/api.ts';

export type NewProject = {
  title: string;
  description: string;
  link: string;
  tags: string[];
  image: File | null;
};

/** POST /api/profile/me/portfolio as multipart: title, description, link, tags, optional portfolioImage. */
export function addPortfolioItem(project: NewProject) {
  const form = new FormData();
  form.set('title', project.title);
  form.set('description', project.description);
  form.set('link', project.link);
  form.set('tags', JSON.stringify(project.tags));
  if (project.image) form.set('portfolioImage', project.image, project.image.name);
  return api('/api/profile/me/portfolio', {
    reply: okReply,
    method: 'POST',
    form,
    timeoutMs: 120_000,
  });
}
