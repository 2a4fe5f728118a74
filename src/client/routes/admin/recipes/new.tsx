import { createFileRoute } from '@tanstack/react-router';
import { NewRecipePage } from '../../../features/admin/recipes/recipe-editor';

export const Route = createFileRoute('/admin/recipes/new')({
  component: NewRecipePage,
});
