import { summaryOf } from '../../../shared/lib/seo/meta';
import type { ResourceDetailDto } from '../../../shared/schemas/content';
import { breadcrumbs, listCrumb, routeHead } from '../../lib/route-head';

/** What a resource's page says of itself, in its server head and the browser's tab. */
export function resourceMeta(resource: ResourceDetailDto) {
  return { title: resource.title, description: resource.description || summaryOf(resource.body) };
}

/** The public part only: never the file's name or its download address (server only: the route's `head`). */
export function resourceHead(resource: ResourceDetailDto) {
  const path = `/resources/id/${resource.id}`;
  return routeHead({ ...resourceMeta(resource), path, jsonLd: [breadcrumbs(listCrumb('resources'), { name: resource.title, path })] });
}
