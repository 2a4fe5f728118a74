import { Button } from '@chakra-ui/react';
import { Link } from '@tanstack/react-router';
import { RecipeCard } from '../recipes';
import type { SiteContentFields } from '../../../shared/schemas/content';
import { trpc } from '../../trpc';
import { ReactionsList } from '../reactions';
import { HOME_RECIPE_COUNT, useSiteContent } from './home-data';
import { CardGrid, CardPlaceholders, EmptyMessage, HomeSection, SectionHeading } from './section-layout';
import { SECTIONS_TEXT } from './sections-text';

/**
 * PRODUCT.md "Screens": the recipes promo (site content `home_recipes_promo`; 'Recipe Content
 * Loading...' while it is missing) and the first 3 recipes. The button goes to /recipes if
 * signed in, otherwise /auth.
 */
export function RecipesSection({ signedIn }: { signedIn: boolean }) {
  const text = SECTIONS_TEXT.recipes;
  const { content } = useSiteContent('home_recipes_promo');
  const recipes = trpc.content.recipes.list.useQuery({ limit: HOME_RECIPE_COUNT });
  const items = (recipes.data?.items ?? []).slice(0, HOME_RECIPE_COUNT);

  return (
    <HomeSection labelledBy="recipes-title">
      <RecipesPromoHeading content={content} signedIn={signedIn} />
      {recipes.isPending ? (
        <CardPlaceholders label={text.loading} height="md" />
      ) : items.length === 0 ? (
        <EmptyMessage>{text.empty}</EmptyMessage>
      ) : (
        <ReactionsList items={items.map((recipe) => ({ contentType: 'recipe', contentId: recipe.id }))}>
          <CardGrid>
            {items.map((recipe) => (
              <RecipeCard key={recipe.id} recipe={recipe} />
            ))}
          </CardGrid>
        </ReactionsList>
      )}
    </HomeSection>
  );
}

/** The recipes promo's heading and button, from `home_recipes_promo` (the site content editor previews it). */
export function RecipesPromoHeading({ content, signedIn }: { content: SiteContentFields | null; signedIn: boolean }) {
  const text = SECTIONS_TEXT.recipes;
  // The block missing altogether (or not answered yet) shows PRODUCT.md's text.
  const promoText = content ? content.description?.trim() || content.subtitle?.trim() : text.missing;
  const button = signedIn ? (
    <Button asChild colorPalette="brand" size="lg" rounded="full" px="6">
      <Link to="/recipes">{content?.cta?.text?.trim() || text.memberButton}</Link>
    </Button>
  ) : (
    <Button asChild colorPalette="brand" size="lg" rounded="full" px="6">
      <Link to="/auth">{text.visitorButton}</Link>
    </Button>
  );

  return (
    <SectionHeading
      id="recipes-title"
      eyebrow={content?.badge?.trim() || text.eyebrow}
      title={content?.title?.trim() || text.title}
      description={promoText}
      action={button}
    />
  );
}
