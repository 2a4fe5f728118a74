import { createFileRoute } from '@tanstack/react-router';
import { parsePerkListSearch } from '../../../features/admin/perks/perk-list-search';
import { PerksListPage } from '../../../features/admin/perks/perks-list-page';

export const Route = createFileRoute('/admin/perks/')({
  validateSearch: parsePerkListSearch,
  component: PerksListPage,
});
