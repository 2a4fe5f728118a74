import { fireEvent, screen } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { IMAGE_FALLBACKS, IMAGE_SHAPES, IMAGE_SIZES, imageSrcSet } from '../../../shared/lib/images';
import { renderComponent } from '../../../test/render-component';
import { FallbackImage } from './fallback-image';

const uploaded = `/uploads/images/${'cd'.repeat(16)}.webp`;

describe('FallbackImage', () => {
  it('carries its shape as width and height, and waits until it nears the screen', async () => {
    await renderComponent(
      <FallbackImage src="/uploads/demo/recipes/oats.svg" fallback={IMAGE_FALLBACKS.recipe} alt="Oats" shape={IMAGE_SHAPES.fourByThree} />,
    );
    const img = screen.getByRole('img', { name: 'Oats' });
    expect(img).toHaveAttribute('width', '1200');
    expect(img).toHaveAttribute('height', '900');
    expect(img).toHaveAttribute('loading', 'lazy');
    expect(img).toHaveAttribute('decoding', 'async');
    expect(img).not.toHaveAttribute('fetchpriority');
  });

  it('loads the first screen’s largest image at once and first (priority)', async () => {
    await renderComponent(
      <FallbackImage
        src={uploaded}
        fallback={IMAGE_FALLBACKS.generic}
        alt="Cover"
        shape={IMAGE_SHAPES.wide}
        sizes={IMAGE_SIZES.page}
        priority
      />,
    );
    const img = screen.getByRole('img', { name: 'Cover' });
    expect(img).toHaveAttribute('loading', 'eager');
    expect(img).toHaveAttribute('fetchpriority', 'high');
    expect(img).not.toHaveAttribute('decoding');
    expect(img).toHaveAttribute('width', '1600');
    expect(img).toHaveAttribute('height', '900');
    expect(img).toHaveAttribute('srcset', imageSrcSet(uploaded));
    expect(img).toHaveAttribute('sizes', IMAGE_SIZES.page);
  });

  it('keeps its width, height and priority on the fallback, without the srcset', async () => {
    await renderComponent(
      <FallbackImage
        src={uploaded}
        fallback={IMAGE_FALLBACKS.generic}
        alt="Cover"
        shape={IMAGE_SHAPES.square}
        sizes={IMAGE_SIZES.thumbnail}
        priority
      />,
    );
    fireEvent.error(screen.getByRole('img', { name: 'Cover' }));
    const img = screen.getByRole('img', { name: 'Cover' });
    expect(img).toHaveAttribute('src', IMAGE_FALLBACKS.generic);
    expect(img).not.toHaveAttribute('srcset');
    expect(img).toHaveAttribute('width', '400');
    expect(img).toHaveAttribute('height', '400');
    expect(img).toHaveAttribute('fetchpriority', 'high');
  });
});
