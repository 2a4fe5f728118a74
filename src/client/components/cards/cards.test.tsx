import { fireEvent, screen, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { renderComponent } from '../../../test/render-component';
import { GENERIC_IMAGE_FALLBACK, IMAGE_FALLBACKS } from '../../../shared/lib/images';
import { AUTHORS, CATEGORIES, MASTERCLASS_CATEGORY, makePost, makeResource } from '../../../test/content-dtos';
import { BlogCard } from './blog-card';
import { MasterclassCard } from './masterclass-card';

function image(name: string) {
  return screen.getByRole('img', { name }) as HTMLImageElement;
}

describe('MasterclassCard', () => {
  const masterclass = (overrides = {}) => makeResource(10, { categories: [MASTERCLASS_CATEGORY], ...overrides });

  it('is one link to /auth named by its title and Become a Member, with nothing interactive inside', async () => {
    await renderComponent(<MasterclassCard resource={masterclass({ title: 'Gentle Sleep Settling' })} />);
    const links = screen.getAllByRole('link');
    expect(links).toHaveLength(1);
    const card = screen.getByRole('link', { name: 'Gentle Sleep Settling Become a Member' });
    expect(card).toHaveAttribute('href', '/auth');
    expect(card).toHaveAccessibleDescription('About resource 10');
    expect(within(card).queryByRole('button')).not.toBeInTheDocument();
    for (const text of ['Masterclass', 'Members Access', 'Become a Member']) expect(within(card).getByText(text)).toBeInTheDocument();
  });

  it('shows Coming Soon when comingSoon and Featured when featured, and can hide Featured', async () => {
    const { unmount } = await renderComponent(<MasterclassCard resource={masterclass({ comingSoon: true, featured: true })} />);
    expect(screen.getByText('Coming Soon')).toBeInTheDocument();
    expect(screen.getByText('Featured')).toBeInTheDocument();
    unmount();

    const second = await renderComponent(
      <MasterclassCard resource={masterclass({ comingSoon: true, featured: true })} showFeaturedBadge={false} />,
    );
    expect(screen.getByText('Coming Soon')).toBeInTheDocument();
    expect(screen.queryByText('Featured')).not.toBeInTheDocument();
    second.unmount();

    await renderComponent(<MasterclassCard resource={masterclass()} />);
    expect(screen.queryByText('Coming Soon')).not.toBeInTheDocument();
    expect(screen.queryByText('Featured')).not.toBeInTheDocument();
  });

  it('takes the resource image, then the feature image, then the default; a broken one gives the generic fallback', async () => {
    const own = await renderComponent(
      <MasterclassCard resource={masterclass({ masterclassImage: '/uploads/mc.jpg' })} featureImage="/uploads/feature.jpg" />,
    );
    expect(image('Resource 10')).toHaveAttribute('src', '/uploads/mc.jpg');
    fireEvent.error(image('Resource 10'));
    expect(image('Resource 10')).toHaveAttribute('src', GENERIC_IMAGE_FALLBACK);
    own.unmount();

    const feature = await renderComponent(
      <MasterclassCard resource={masterclass()} featureImage="https://mamavillage.com.au/uploads/feature.jpg" />,
    );
    expect(image('Resource 10')).toHaveAttribute('src', '/uploads/feature.jpg');
    feature.unmount();

    await renderComponent(<MasterclassCard resource={masterclass()} />);
    expect(image('Resource 10')).toHaveAttribute('src', IMAGE_FALLBACKS.masterclass);
  });

  it('applies the image position and scale', async () => {
    await renderComponent(
      <MasterclassCard
        resource={masterclass({ masterclassImage: '/uploads/mc.jpg', imagePosition: '{"x":50,"y":30}', imageScale: 110 })}
      />,
    );
    expect(image('Resource 10')).toHaveStyle({ objectPosition: '50% 30%', transform: 'scale(1.1)' });
  });
});

describe('BlogCard', () => {
  it('links to the post and shows category, author, role, avatar and a short date', async () => {
    await renderComponent(<BlogCard post={makePost(1)} category={CATEGORIES[0]} author={AUTHORS[0]} />);
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
    await renderComponent(<BlogCard post={makePost(2, { categoryId: null })} category={null} author={AUTHORS[1]} />);
    const card = within(screen.getByRole('article'));
    expect(card.getByText('General')).toBeInTheDocument();
    expect(card.getByText(/Writer/)).toBeInTheDocument();
    expect(image('Sophie Barrett')).toHaveAttribute('src', IMAGE_FALLBACKS.author);
  });

  it('swaps a broken avatar for the placeholder', async () => {
    await renderComponent(<BlogCard post={makePost(3)} category={CATEGORIES[1]} author={AUTHORS[0]} />);
    fireEvent.error(image('Tessa Nguyen'));
    expect(image('Tessa Nguyen')).toHaveAttribute('src', IMAGE_FALLBACKS.author);
  });

  it('renders the large feature layout with the same link', async () => {
    await renderComponent(<BlogCard post={makePost(4)} category={CATEGORIES[0]} author={undefined} variant="feature" />);
    const card = within(screen.getByRole('article'));
    expect(card.getByRole('link', { name: 'Post number 4' })).toHaveAttribute('href', '/blog/post-4');
    expect(card.getByText('Mama Village Team')).toBeInTheDocument();
    expect(card.getByText(/Writer/)).toBeInTheDocument();
  });

  it('gives an image that was not uploaded no srcset', async () => {
    await renderComponent(<BlogCard post={makePost(6, { image: '/uploads/demo/blog/cake.jpg' })} />);
    expect(screen.getByRole('img', { name: 'Post number 6' })).not.toHaveAttribute('srcset');
  });
});
