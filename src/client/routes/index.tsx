import { createFileRoute } from '@tanstack/react-router';
import { HomePage } from '../features/home/home-page';
import { loadHomePage } from '../features/home/home-queries';

export const Route = createFileRoute('/')({
  loader: import.meta.env.SSR ? ({ context }) => loadHomePage(context.trpcUtils) : undefined,
  component: HomePage,
});
