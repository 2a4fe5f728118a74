import { createFileRoute } from '@tanstack/react-router';
import { parseResourceListSearch } from '../../../features/admin/resources/resource-list-search';
import { ResourceListPage } from '../../../features/admin/resources/resource-list';

export const Route = createFileRoute('/admin/resources/')({
  validateSearch: parseResourceListSearch,
  component: ResourceListPage,
});
