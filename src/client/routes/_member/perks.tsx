import { createFileRoute } from '@tanstack/react-router';
import { PerksPage } from '../../features/perks/perks-page';
import { textParams } from '../../lib/search-params';

export const Route = createFileRoute('/_member/perks')({
  // `category`: a perk category's id; the page reads anything else as All.
  validateSearch: (search: Record<string, unknown>) => textParams(search, ['category']),
  component: PerksRoute,
});

function PerksRoute() {
  const { category } = Route.useSearch();
  return <PerksPage category={category} />;
}
