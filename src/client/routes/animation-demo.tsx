import { createFileRoute } from '@tanstack/react-router';
import { infoPageHead } from '../lib/route-head';
import { AnimationDemoPage } from '../features/info/animation-demo-page';

export const Route = createFileRoute('/animation-demo')({
  head: import.meta.env.SSR ? () => infoPageHead('animationDemo') : undefined,
  component: AnimationDemoPage,
});
