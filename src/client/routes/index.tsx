import { createFileRoute } from '@tanstack/react-router';
import { SEO_TEXT } from '../../shared/constants/seo';
import { organizationJsonLd, websiteJsonLd } from '../../shared/lib/seo/json-ld';
import { summaryOf } from '../../shared/lib/seo/meta';
import { routeHead } from '../lib/route-head';
import { siteOrigin } from '../lib/site-origin';
import { HomePage } from '../features/home/home-page';
import { loadHomePage } from '../features/home/home-queries';

export const Route = createFileRoute('/')({
  loader: import.meta.env.SSR ? ({ context }) => loadHomePage(context.trpcUtils) : undefined,
  head: import.meta.env.SSR
    ? ({ loaderData: hero }) =>
        routeHead({
          description: summaryOf(hero?.content.description || hero?.content.subtitle || SEO_TEXT.defaultDescription, 200),
          path: '/',
          jsonLd: [organizationJsonLd(siteOrigin()), websiteJsonLd(siteOrigin())],
        })
    : undefined,
  component: HomePage,
});
