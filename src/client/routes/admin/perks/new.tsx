import { createFileRoute } from '@tanstack/react-router';
import { NewPerkPage } from '../../../features/admin/perks/perk-form';

export const Route = createFileRoute('/admin/perks/new')({
  component: NewPerkPage,
});
