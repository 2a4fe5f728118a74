import { fireEvent, screen, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { IMAGE_FALLBACKS, IMAGE_SIZES, imageSrcSet } from '../../../shared/lib/images';
import { makeRecipe } from '../../../test/content-dtos';
import { renderComponent } from '../../../test/render-component';
import { RecipeCard } from './recipe-card';

function image(name: string) {
  return screen.getByRole('img', { name }) as HTMLImageElement;
}

describe('RecipeCard', () => {
  it('shows the recipe with its times, difficulty, Perfect for line and a View Recipe link', async () => {
    await renderComponent(
      <RecipeCard recipe={makeRecipe(1, { featured: true, perfectFor: 'Toddlers', difficulty: 'Medium', prepTime: 15, cookTime: 25 })} />,
    );
    const card = within(screen.getByRole('article'));
    expect(card.getByText('Featured')).toBeInTheDocument();
    expect(card.getByRole('heading', { level: 3, name: 'Recipe number 1' })).toBeInTheDocument();
    expect(card.getByText('Prep: 15 min')).toBeInTheDocument();
    expect(card.getByText('Cook: 25 min')).toBeInTheDocument();
    expect(card.getByText('Medium')).toBeInTheDocument();
    expect(card.getByText('Perfect for:').parentElement).toHaveTextContent('Perfect for: Toddlers');
    const link = card.getByRole('link', { name: 'View Recipe' });
    expect(link).toHaveAttribute('href', '/recipes/recipe-1');
    expect(link).toHaveAccessibleDescription('Recipe number 1');
    // The like control (with its count) and the save control sit beside View Recipe.
    expect(await card.findByRole('button', { name: 'Like, 0 likes' })).toBeInTheDocument();
    expect(card.getByRole('button', { name: 'Save' })).toBeInTheDocument();
  });

  it('leaves out the Featured badge, the Perfect for line and the stars when not set', async () => {
    await renderComponent(<RecipeCard recipe={makeRecipe(2)} />);
    expect(screen.queryByText('Featured')).not.toBeInTheDocument();
    expect(screen.queryByText('Perfect for:')).not.toBeInTheDocument();
    expect(screen.queryByRole('img', { name: /^Rated/ })).not.toBeInTheDocument();
  });

  it("shows its members' average rating and how many rated it", async () => {
    await renderComponent(<RecipeCard recipe={makeRecipe(4, { rating: { average: 4.25, count: 12 } })} />);
    const card = within(screen.getByRole('article'));
    const stars = card.getByRole('img', { name: 'Rated 4.3 out of 5 from 12 ratings' });
    // Characters and CSS, no icons (the first load of the recipe pages): a share of the filled row over the outlined one.
    expect(stars.querySelector('svg')).toBeNull();
    expect(stars.textContent).toBe('☆☆☆☆☆★★★★★');
    expect(stars.lastElementChild).toHaveStyle({ width: '85%' });
    expect(card.getByText('4.3')).toBeInTheDocument();
    expect(card.getByText('(12)')).toBeInTheDocument();
  });

  it('sanitises the image, uses the recipe placeholder when empty, and falls back once when broken', async () => {
    const { unmount } = await renderComponent(
      <RecipeCard recipe={makeRecipe(3, { image: 'https://cdn.example.com/uploads/r_optimized.jpg' })} />,
    );
    expect(image('Recipe number 3')).toHaveAttribute('src', '/uploads/r.jpg');
    fireEvent.error(image('Recipe number 3'));
    expect(image('Recipe number 3')).toHaveAttribute('src', IMAGE_FALLBACKS.recipe);
    fireEvent.error(image('Recipe number 3'));
    expect(image('Recipe number 3')).toHaveAttribute('src', IMAGE_FALLBACKS.recipe);
    unmount();

    await renderComponent(<RecipeCard recipe={makeRecipe(4, { image: 'javascript:alert(1)' })} />);
    expect(image('Recipe number 4')).toHaveAttribute('src', IMAGE_FALLBACKS.recipe);
  });

  it('gives an uploaded image its srcset and sizes, and drops them on the fallback', async () => {
    const uploaded = `/uploads/images/${'ab'.repeat(16)}.webp`;
    await renderComponent(<RecipeCard recipe={makeRecipe(5, { image: uploaded })} />);
    const img = image('Recipe number 5');
    expect(img).toHaveAttribute('src', uploaded);
    expect(img).toHaveAttribute('srcset', imageSrcSet(uploaded));
    expect(img).toHaveAttribute('sizes', IMAGE_SIZES.card);
    fireEvent.error(img);
    expect(image('Recipe number 5')).toHaveAttribute('src', IMAGE_FALLBACKS.recipe);
    expect(image('Recipe number 5')).not.toHaveAttribute('srcset');
    // The card's like control asks the server: let it answer before the test ends.
    expect(await screen.findByRole('button', { name: 'Like, 0 likes' })).toBeInTheDocument();
  });
});
