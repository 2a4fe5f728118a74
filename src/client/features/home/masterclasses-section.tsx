import { MasterclassCard } from '../../components/cards/masterclass-card';
import type { ResourceDto } from '../../../shared/schemas/content';
import { isMasterclass } from '../resources';
import { CardGrid, CardPlaceholders, ComingSoonBadge, EmptyMessage, HomeSection, SectionHeading } from './section-layout';
import { SECTIONS_TEXT } from './sections-text';
import { MasterclassesPromo } from './masterclasses-promo';
import type { SiteContentFields } from '../../../shared/schemas/content';

interface MasterclassesSectionProps {
  resources: ResourceDto[] | undefined;
  isPending: boolean;
  featureImage: string | null | undefined;
  promo: SiteContentFields | null;
}

/**
 * PRODUCT.md "Screens": 'Expert Masterclasses for Mums' with a Coming Soon badge, the resources that
 * have the masterclass category as cards, then the members promo card.
 */
export function MasterclassesSection({ resources, isPending, featureImage, promo }: MasterclassesSectionProps) {
  const text = SECTIONS_TEXT.masterclasses;
  const masterclasses = (resources ?? []).filter(isMasterclass);
  return (
    <HomeSection labelledBy="masterclasses-title" bg="gray.50">
      <SectionHeading
        id="masterclasses-title"
        title={text.title}
        badge={<ComingSoonBadge>{text.comingSoon}</ComingSoonBadge>}
        description={text.description}
      />
      {isPending && !resources ? (
        <CardPlaceholders label={text.loading} />
      ) : masterclasses.length === 0 ? (
        <EmptyMessage>{text.empty}</EmptyMessage>
      ) : (
        <CardGrid>
          {masterclasses.map((resource) => (
            <MasterclassCard key={resource.id} resource={resource} featureImage={featureImage} />
          ))}
        </CardGrid>
      )}
      <MasterclassesPromo content={promo} />
    </HomeSection>
  );
}
