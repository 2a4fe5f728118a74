import { createFileRoute } from '@tanstack/react-router';
import { PerkCategoriesPage } from '../../features/admin/perks/perk-categories-page';

export const Route = createFileRoute('/admin/perk-categories')({
  component: PerkCategoriesPage,
});
