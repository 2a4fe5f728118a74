import { TRPCError } from '@trpc/server';
import { asc, eq } from 'drizzle-orm';
import type { ProductComparisonDto, ProductComparisonSummaryDto } from '../../shared/schemas/content';
import type { Db } from '../db/client';
import { comparisonCategories, comparisonProducts } from '../db/schema';

export const COMPARISON_TEXT = { notFound: 'Product comparison not found' } as const;

export async function listComparisons(db: Db): Promise<ProductComparisonSummaryDto[]> {
  return db
    .select({ slug: comparisonCategories.slug, name: comparisonCategories.name })
    .from(comparisonCategories)
    .orderBy(asc(comparisonCategories.name));
}

export async function comparisonBySlug(db: Db, slug: string): Promise<ProductComparisonDto> {
  const [category] = await db.select().from(comparisonCategories).where(eq(comparisonCategories.slug, slug));
  if (!category) throw new TRPCError({ code: 'NOT_FOUND', message: COMPARISON_TEXT.notFound });
  const products = await db
    .select()
    .from(comparisonProducts)
    .where(eq(comparisonProducts.categoryId, category.id))
    .orderBy(asc(comparisonProducts.priceAud), asc(comparisonProducts.id));
  return {
    slug: category.slug,
    name: category.name,
    description: category.description,
    features: category.features,
    products: products.map(({ categoryId: _categoryId, ...product }) => product),
  };
}
