import { createFileRoute } from '@tanstack/react-router';
import { NewResourcePage } from '../../../features/admin/resources/resource-editor';

export const Route = createFileRoute('/admin/resources/new')({
  component: NewResourcePage,
});
