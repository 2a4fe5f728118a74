import { createFileRoute } from '@tanstack/react-router';
import { summaryOf } from '../../../shared/lib/seo/meta';
import { breadcrumbs, listCrumb, routeHead } from '../../lib/route-head';
import { ResourceDetailPage } from '../../features/resources/resource-detail-page';
import { loadResourcePage } from '../../features/resources/resource-queries';

export const Route = createFileRoute('/resources/id/$id')({
  loader: import.meta.env.SSR ? ({ context, params }) => loadResourcePage(context.trpcUtils, params.id) : undefined,
  // The public part only: never the file's name or its download address.
  head: import.meta.env.SSR
    ? ({ loaderData: resource }) => {
        if (!resource) return {};
        const path = `/resources/id/${resource.id}`;
        return routeHead({
          title: resource.title,
          description: resource.description || summaryOf(resource.body),
          path,
          jsonLd: [breadcrumbs(listCrumb('resources'), { name: resource.title, path })],
        });
      }
    : undefined,
  component: ResourceRoute,
});

function ResourceRoute() {
  const { id } = Route.useParams();
  return <ResourceDetailPage key={id} id={id} />;
}
