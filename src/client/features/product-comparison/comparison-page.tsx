import { Box, Button, Container, Heading, HStack, Stack, Text } from '@chakra-ui/react';
import { Link } from '@tanstack/react-router';
import { MoveHorizontal } from 'lucide-react';
import type { ProductComparisonDto } from '../../../shared/schemas/content';
import { NotFoundWhenMissing } from '../../components/layout/not-found-when-missing';
import { trpc } from '../../trpc';
import { DetailSkeleton, DetailTitle, isMissing, LoadError } from '../../components/page-states';
import { COMPARISON_TEXT } from './comparison-format';
import { ComparisonTable } from './comparison-table';
import { usePageMeta } from '../../lib/page-head';

/** Links to every comparison, the current one marked. Hidden until the list has loaded. */
function ComparisonLinks({ current }: { current: string }) {
  const list = trpc.content.comparisons.list.useQuery();
  const others = list.data ?? [];
  if (others.length < 2) return null;
  return (
    <Box as="nav" aria-labelledby="other-comparisons-heading" mt={{ base: '10', md: '14' }}>
      <Heading as="h2" id="other-comparisons-heading" size="lg" color="gray.900" mb="4">
        {COMPARISON_TEXT.otherComparisons}
      </Heading>
      <HStack as="ul" gap="2" wrap="wrap" listStyleType="none">
        {others.map((comparison) => {
          const active = comparison.slug === current;
          return (
            <li key={comparison.slug}>
              <Button asChild size="sm" rounded="full" colorPalette="brand" variant={active ? 'solid' : 'outline'}>
                <Link to="/product-comparison/$category" params={{ category: comparison.slug }} aria-current={active ? 'page' : undefined}>
                  {comparison.name}
                </Link>
              </Button>
            </li>
          );
        })}
      </HStack>
    </Box>
  );
}

function Comparison({ comparison }: { comparison: ProductComparisonDto }) {
  usePageMeta({ title: comparison.name, description: comparison.description });
  return (
    <>
      <Stack gap="3" maxW="3xl" mb={{ base: '6', md: '8' }}>
        <Text fontSize="sm" fontWeight="semibold" letterSpacing="wider" textTransform="uppercase" color="brand.fg">
          {COMPARISON_TEXT.eyebrow}
        </Text>
        <DetailTitle title={comparison.name} description={comparison.description} />
      </Stack>
      <HStack gap="2" color="fg.muted" fontSize="sm" mb="3" hideFrom="lg">
        <MoveHorizontal size={16} aria-hidden />
        <Text>{COMPARISON_TEXT.swipeHint}</Text>
      </HStack>
      <ComparisonTable comparison={comparison} />
      <Text fontSize="sm" color="fg.muted" mt="4">
        {COMPARISON_TEXT.priceNote}
      </Text>
    </>
  );
}

/** /product-comparison/{category}: one category's products side by side. */
export function ComparisonPage({ category }: { category: string }) {
  const query = trpc.content.comparisons.byCategory.useQuery({ slug: category });
  if (query.isError && isMissing(query.error)) return <NotFoundWhenMissing />;
  return (
    <Container maxW="7xl" py={{ base: '8', md: '12' }}>
      {query.data ? (
        <Comparison comparison={query.data} />
      ) : query.isError ? (
        <LoadError onRetry={() => void query.refetch()} />
      ) : (
        <DetailSkeleton />
      )}
      {query.data ? <ComparisonLinks current={category} /> : null}
    </Container>
  );
}
