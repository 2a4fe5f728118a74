import { describe, expect, it } from 'vitest';
import { articleJsonLd, breadcrumbJsonLd, isoDuration, organizationJsonLd, recipeJsonLd, safeJson, websiteJsonLd } from './json-ld';

const PUBLIC_URL = 'https://mamavillage.example';

describe('safeJson', () => {
  it('escapes < > & and the line separators, which JSON reads back unchanged', () => {
    const value = { text: '<!-- a & b > c \u2028 d \u2029' };
    const json = safeJson(value);
    expect(json).not.toMatch(/[<>&\u2028\u2029]/);
    expect(JSON.parse(json)).toEqual(value);
  });
});

describe('the builders', () => {
  it('organization and website (its search action goes to the search page)', () => {
    expect(organizationJsonLd(PUBLIC_URL)).toMatchObject({
      '@type': 'Organization',
      name: 'Mama Village',
      url: 'https://mamavillage.example/',
    });
    expect(websiteJsonLd(PUBLIC_URL)).toMatchObject({
      '@type': 'WebSite',
      potentialAction: {
        '@type': 'SearchAction',
        target: { urlTemplate: 'https://mamavillage.example/simplified-search?q={search_term_string}' },
        'query-input': 'required name=search_term_string',
      },
    });
  });

  it('article: headline, dates, author, absolute image', () => {
    expect(
      articleJsonLd(PUBLIC_URL, {
        title: 'T',
        description: 'D',
        path: '/blog/t',
        image: '/og/blog/t.png',
        publishedAt: '2026-01-02T00:00:00.000Z',
        authorName: 'Dr Jane',
      }),
    ).toMatchObject({
      '@type': 'Article',
      headline: 'T',
      url: 'https://mamavillage.example/blog/t',
      image: ['https://mamavillage.example/og/blog/t.png'],
      datePublished: '2026-01-02T00:00:00.000Z',
      dateModified: '2026-01-02T00:00:00.000Z',
      author: { '@type': 'Person', name: 'Dr Jane' },
    });
  });

  it('ISO 8601 durations', () => {
    expect(isoDuration(15)).toBe('PT15M');
    expect(isoDuration(0)).toBe('PT0M');
    expect(isoDuration(60)).toBe('PT1H');
    expect(isoDuration(95)).toBe('PT1H35M');
  });

  const recipe = {
    title: 'Pikelets',
    description: 'Quick',
    path: '/recipes/pikelets',
    image: '/og/recipes/pikelets.png',
    prepMinutes: 10,
    cookMinutes: 15,
    servings: 4,
    ingredients: ['1 cup flour', '1 egg'],
    steps: ['Mix.', 'Cook.'],
  };

  it('recipe: ingredients, steps as HowToStep, yield, times, image, author; no rating without one', () => {
    const ld = recipeJsonLd(PUBLIC_URL, recipe);
    expect(ld).toMatchObject({
      '@type': 'Recipe',
      name: 'Pikelets',
      prepTime: 'PT10M',
      cookTime: 'PT15M',
      totalTime: 'PT25M',
      recipeYield: '4 servings',
      recipeIngredient: ['1 cup flour', '1 egg'],
      recipeInstructions: [
        { '@type': 'HowToStep', position: 1, text: 'Mix.' },
        { '@type': 'HowToStep', position: 2, text: 'Cook.' },
      ],
      image: ['https://mamavillage.example/og/recipes/pikelets.png'],
      author: { '@type': 'Organization', name: 'Mama Village' },
    });
    expect(ld).not.toHaveProperty('aggregateRating');
    expect(recipeJsonLd(PUBLIC_URL, { ...recipe, rating: { value: 4.5, count: 0 } })).not.toHaveProperty('aggregateRating');
  });

  it('recipe: a rating when there is one', () => {
    expect(recipeJsonLd(PUBLIC_URL, { ...recipe, rating: { value: 4.5, count: 12 } })).toMatchObject({
      aggregateRating: { '@type': 'AggregateRating', ratingValue: 4.5, ratingCount: 12 },
    });
  });

  it('breadcrumbs: positions from 1, absolute addresses', () => {
    expect(
      breadcrumbJsonLd(PUBLIC_URL, [
        { name: 'Home', path: '/' },
        { name: 'Blog', path: '/blog' },
      ]),
    ).toEqual({
      '@context': 'https://schema.org',
      '@type': 'BreadcrumbList',
      itemListElement: [
        { '@type': 'ListItem', position: 1, name: 'Home', item: 'https://mamavillage.example/' },
        { '@type': 'ListItem', position: 2, name: 'Blog', item: 'https://mamavillage.example/blog' },
      ],
    });
  });
});
