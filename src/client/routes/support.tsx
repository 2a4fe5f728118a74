import { createFileRoute } from '@tanstack/react-router';
import { infoPageHead } from '../lib/route-head';
import { SupportPage, SUPPORT_BLOCK } from '../features/info/support-page';

export const Route = createFileRoute('/support')({
  loader: import.meta.env.SSR ? ({ context }) => context.trpcUtils.content.siteContent.byKey.prefetch(SUPPORT_BLOCK) : undefined,
  head: import.meta.env.SSR ? () => infoPageHead('support') : undefined,
  component: SupportPage,
});
