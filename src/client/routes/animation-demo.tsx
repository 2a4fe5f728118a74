import { createFileRoute } from '@tanstack/react-router';
import { AnimationDemoPage } from '../features/info/animation-demo-page';

export const Route = createFileRoute('/animation-demo')({
  component: AnimationDemoPage,
});
