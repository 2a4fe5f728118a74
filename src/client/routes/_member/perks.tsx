import { createFileRoute } from '@tanstack/react-router';
import { PerksPage } from '../../features/perks/perks-page';
import { perksSearch } from '../../features/perks/perk-category-param';

export const Route = createFileRoute('/_member/perks')({
  // `category`: a perk category's id; the page reads anything else as All.
  validateSearch: perksSearch,
  component: PerksRoute,
});

function PerksRoute() {
  const { category } = Route.useSearch();
  return <PerksPage category={category} />;
}
