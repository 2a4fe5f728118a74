import { CacheProvider } from '@emotion/react';
import { createMemoryHistory, createRootRoute, createRouter, RouterProvider, type AnyRouter } from '@tanstack/react-router';
import { fireEvent, render, screen, within } from '@testing-library/react';
import type { ReactNode } from 'react';
import { describe, expect, it } from 'vitest';
import { GENERIC_IMAGE_FALLBACK, IMAGE_FALLBACKS, IMAGE_SIZES, imageSrcSet } from '../../../shared/lib/images';
import { AUTHORS, CATEGORIES, MASTERCLASS_CATEGORY, makePost, makeRecipe, makeResource } from '../../../test/content-dtos';
import { httpLink } from '@trpc/client';
import { wireFormat } from '../../../shared/lib/wire-format';
import { testEmotionCache } from '../../../test/emotion';
import { TEST_TRPC_URL } from '../../../test/msw';
import { createQueryClient } from '../../lib/query-client';
import { AppProviders } from '../../providers';
import { createTrpcClient } from '../../trpc';
import { BlogCard } from './blog-card';
import { MasterclassCard } from './masterclass-card';
import { RecipeCard } from './recipe-card';

/**
 * Renders one card inside the app's providers (the recipe card's like and save controls ask the
 * server, answered by msw's defaults) and a bare memory router (cards hold router links).
 */
async function renderCard(ui: ReactNode) {
  const rootRoute = createRootRoute({ component: () => <div data-testid="card-host">{ui}</div> });
  const router = createRouter({ routeTree: rootRoute, history: createMemoryHistory({ initialEntries: ['/'] }) });
  const trpcClient = createTrpcClient([httpLink({ url: TEST_TRPC_URL, transformer: wireFormat })]);
  const result = render(
    <CacheProvider value={testEmotionCache()}>
      <AppProviders queryClient={createQueryClient()} trpcClient={trpcClient}>
        <RouterProvider router={router as unknown as AnyRouter} />
      </AppProviders>
    </CacheProvider>,
  );
  await screen.findByTestId('card-host');
  return result;
}

function image(name: string) {
  return screen.getByRole('img', { name }) as HTMLImageElement;
}

describe('RecipeCard', () => {
  it('shows the recipe with its times, difficulty, Perfect for line and a View Recipe link', async () => {
    await renderCard(
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

  it('leaves out the Featured badge and the Perfect for line when not set', async () => {
    await renderCard(<RecipeCard recipe={makeRecipe(2)} />);
    expect(screen.queryByText('Featured')).not.toBeInTheDocument();
    expect(screen.queryByText('Perfect for:')).not.toBeInTheDocument();
  });

  it('sanitises the image, uses the recipe placeholder when empty, and falls back once when broken', async () => {
    const { unmount } = await renderCard(
      <RecipeCard recipe={makeRecipe(3, { image: 'https://cdn.example.com/uploads/r_optimized.jpg' })} />,
    );
    expect(image('Recipe number 3')).toHaveAttribute('src', '/uploads/r.jpg');
    fireEvent.error(image('Recipe number 3'));
    expect(image('Recipe number 3')).toHaveAttribute('src', IMAGE_FALLBACKS.recipe);
    fireEvent.error(image('Recipe number 3'));
    expect(image('Recipe number 3')).toHaveAttribute('src', IMAGE_FALLBACKS.recipe);
    unmount();

    await renderCard(<RecipeCard recipe={makeRecipe(4, { image: 'javascript:alert(1)' })} />);
    expect(image('Recipe number 4')).toHaveAttribute('src', IMAGE_FALLBACKS.recipe);
  });
});

describe('uploaded images on cards', () => {
  const uploaded = `/uploads/images/${'ab'.repeat(16)}.webp`;

  it('give an uploaded image its srcset and sizes, and drop them on the fallback', async () => {
    await renderCard(<RecipeCard recipe={makeRecipe(5, { image: uploaded })} />);
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

  it('give other images no srcset', async () => {
    await renderCard(<BlogCard post={makePost(6, { image: '/uploads/demo/blog/cake.jpg' })} />);
    expect(screen.getByRole('img', { name: 'Post number 6' })).not.toHaveAttribute('srcset');
  });
});

describe('MasterclassCard', () => {
  const masterclass = (overrides = {}) => makeResource(10, { categories: [MASTERCLASS_CATEGORY], ...overrides });

  it('is one link to /auth named by its title and Become a Member, with nothing interactive inside', async () => {
    await renderCard(<MasterclassCard resource={masterclass({ title: 'Gentle Sleep Settling' })} />);
    const links = screen.getAllByRole('link');
    expect(links).toHaveLength(1);
    const card = screen.getByRole('link', { name: 'Gentle Sleep Settling Become a Member' });
    expect(card).toHaveAttribute('href', '/auth');
    expect(card).toHaveAccessibleDescription('About resource 10');
    expect(within(card).queryByRole('button')).not.toBeInTheDocument();
    for (const text of ['Masterclass', 'Members Access', 'Become a Member']) expect(within(card).getByText(text)).toBeInTheDocument();
  });

  it('shows Coming Soon when comingSoon and Featured when featured, and can hide Featured', async () => {
    const { unmount } = await renderCard(<MasterclassCard resource={masterclass({ comingSoon: true, featured: true })} />);
    expect(screen.getByText('Coming Soon')).toBeInTheDocument();
    expect(screen.getByText('Featured')).toBeInTheDocument();
    unmount();

    const second = await renderCard(
      <MasterclassCard resource={masterclass({ comingSoon: true, featured: true })} showFeaturedBadge={false} />,
    );
    expect(screen.getByText('Coming Soon')).toBeInTheDocument();
    expect(screen.queryByText('Featured')).not.toBeInTheDocument();
    second.unmount();

    await renderCard(<MasterclassCard resource={masterclass()} />);
    expect(screen.queryByText('Coming Soon')).not.toBeInTheDocument();
    expect(screen.queryByText('Featured')).not.toBeInTheDocument();
  });

  it('takes the resource image, then the feature image, then the default; a broken one gives the generic fallback', async () => {
    const own = await renderCard(
      <MasterclassCard resource={masterclass({ masterclassImage: '/uploads/mc.jpg' })} featureImage="/uploads/feature.jpg" />,
    );
    expect(image('Resource 10')).toHaveAttribute('src', '/uploads/mc.jpg');
    fireEvent.error(image('Resource 10'));
    expect(image('Resource 10')).toHaveAttribute('src', GENERIC_IMAGE_FALLBACK);
    own.unmount();

    const feature = await renderCard(
      <MasterclassCard resource={masterclass()} featureImage="https://mamavillage.com.au/uploads/feature.jpg" />,
    );
    expect(image('Resource 10')).toHaveAttribute('src', '/uploads/feature.jpg');
    feature.unmount();

    await renderCard(<MasterclassCard resource={masterclass()} />);
    expect(image('Resource 10')).toHaveAttribute('src', IMAGE_FALLBACKS.masterclass);
  });

  it('applies the image position and scale', async () => {
    await renderCard(
      <MasterclassCard
        resource={masterclass({ masterclassImage: '/uploads/mc.jpg', imagePosition: '{"x":50,"y":30}', imageScale: 110 })}
      />,
    );
    expect(image('Resource 10')).toHaveStyle({ objectPosition: '50% 30%', transform: 'scale(1.1)' });
  });
});

describe('BlogCard', () => {
  it('links to the post and shows category, author, role, avatar and a short date', async () => {
    await renderCard(<BlogCard post={makePost(1)} category={CATEGORIES[0]} author={AUTHORS[0]} />);
    const card = within(screen.getByRole('article'));
    expect(card.getByRole('link', { name: 'Post number 1' })).toHaveAttribute('href', '/blog/post-1');
    expect(card.getByText('Nutrition')).toBeInTheDocument();
    expect(card.getByText('Tessa Nguyen')).toBeInTheDocument();
    expect(card.getByText(/Paediatric Dietitian/)).toBeInTheDocument();
    expect(card.getByText('Jan 5, 2024')).toHaveAttribute('datetime', '2024-01-05T00:00:00.000Z');
    expect(image('Tessa Nguyen')).toHaveAttribute('src', '/uploads/demo/authors/tessa.svg');
    expect(image('Post number 1')).toHaveAttribute('src', '/uploads/demo/blog/post-1.svg');
  });

  it("falls back to 'General', 'Writer' and the author placeholder", async () => {
    await renderCard(<BlogCard post={makePost(2, { categoryId: null })} category={null} author={AUTHORS[1]} />);
    const card = within(screen.getByRole('article'));
    expect(card.getByText('General')).toBeInTheDocument();
    expect(card.getByText(/Writer/)).toBeInTheDocument();
    expect(image('Sophie Barrett')).toHaveAttribute('src', IMAGE_FALLBACKS.author);
  });

  it('swaps a broken avatar for the placeholder', async () => {
    await renderCard(<BlogCard post={makePost(3)} category={CATEGORIES[1]} author={AUTHORS[0]} />);
    fireEvent.error(image('Tessa Nguyen'));
    expect(image('Tessa Nguyen')).toHaveAttribute('src', IMAGE_FALLBACKS.author);
  });

  it('renders the large feature layout with the same link', async () => {
    await renderCard(<BlogCard post={makePost(4)} category={CATEGORIES[0]} author={undefined} variant="feature" />);
    const card = within(screen.getByRole('article'));
    expect(card.getByRole('link', { name: 'Post number 4' })).toHaveAttribute('href', '/blog/post-4');
    expect(card.getByText('Mama Village Team')).toBeInTheDocument();
    expect(card.getByText(/Writer/)).toBeInTheDocument();
  });
});
