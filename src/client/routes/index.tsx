import { createFileRoute } from '@tanstack/react-router';
import { HomePage } from '../features/home/home-page';
import { loadHomePage } from '../features/home/home-queries';

export const Route = createFileRoute('/')({
  loader: ({ context }) => loadHomePage(context.trpcUtils),
  component: HomePage,
});
