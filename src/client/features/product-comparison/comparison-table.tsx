import { Box, HStack, Stack, Table, Text } from '@chakra-ui/react';
import { Check, X } from 'lucide-react';
import type { ReactNode } from 'react';
import { IMAGE_FALLBACKS, IMAGE_SHAPES, imageOrFallback } from '../../../shared/lib/images';
import type { ComparisonProductDto, ProductComparisonDto } from '../../../shared/schemas/content';
import { FallbackImage } from '../../components/cards/fallback-image';
import { COMPARISON_TEXT, formatAud } from './comparison-format';
import { RatingStars } from './rating-stars';

/** Width of the sticky first column (feature names) and of each product column. */
const FIRST_COLUMN_WIDTH = { base: '120px', md: '180px' } as const;
const PRODUCT_COLUMN_MIN_WIDTH = { base: '200px', md: '220px' } as const;

/**
 * The first column stays put while the products scroll sideways; its right edge gets a soft
 * shadow so the scrolled cells are seen to pass under it.
 */
const stickyFirstColumn = {
  '& tr > th:first-of-type': {
    position: 'sticky',
    insetInlineStart: '0',
    zIndex: '1',
    bg: 'white',
    w: FIRST_COLUMN_WIDTH,
    minW: FIRST_COLUMN_WIDTH,
    maxW: FIRST_COLUMN_WIDTH,
    boxShadow: 'inset -1px 0 0 {colors.gray.100}, 6px 0 8px -6px rgba(0, 0, 0, 0.12)',
  },
  '& tbody tr:nth-of-type(even) > *': { bg: 'brand.50/50' },
  '& tbody tr:nth-of-type(even) > th:first-of-type': { bg: '#FFFBFA' },
} as const;

function ProductHeader({ product }: { product: ComparisonProductDto }) {
  return (
    <Stack gap="2" align="flex-start">
      <FallbackImage
        src={imageOrFallback(product.image, IMAGE_FALLBACKS.generic)}
        fallback={IMAGE_FALLBACKS.generic}
        alt={COMPARISON_TEXT.productImageAlt(product.brand, product.name)}
        shape={IMAGE_SHAPES.fourByThree}
        w="full"
        aspectRatio="4/3"
        objectFit="contain"
        bg="brand.50"
        rounded="xl"
        p="2"
      />
      <Box>
        <Text fontSize="xs" fontWeight="semibold" letterSpacing="wider" textTransform="uppercase" color="fg.muted">
          {product.brand}
        </Text>
        <Text fontFamily="heading" fontSize="lg" fontWeight="bold" color="gray.900" lineHeight="short">
          {product.name}
        </Text>
      </Box>
      <Text fontSize="xl" fontWeight="bold" color="brand.fg">
        {formatAud(product.priceAud)}
      </Text>
      <RatingStars rating={product.rating} />
    </Stack>
  );
}

function PointList({ items, kind }: { items: string[]; kind: 'pro' | 'con' }) {
  if (items.length === 0) return <Text color="fg.muted">{COMPARISON_TEXT.notListed}</Text>;
  return (
    <Stack as="ul" gap="2" listStyleType="none">
      {items.map((item, index) => (
        <HStack as="li" key={index} gap="2" align="flex-start">
          <Box as="span" color={kind === 'pro' ? 'green.600' : 'red.600'} mt="0.5" flexShrink={0} aria-hidden>
            {kind === 'pro' ? <Check size={16} /> : <X size={16} />}
          </Box>
          <Text as="span">{item}</Text>
        </HStack>
      ))}
    </Stack>
  );
}

function RowHeader({ children }: { children: ReactNode }) {
  return (
    <Table.ColumnHeader scope="row" fontWeight="semibold" color="gray.900" verticalAlign="top">
      {children}
    </Table.ColumnHeader>
  );
}

/** Products as columns, features as rows; pros, cons and 'Best for' at the bottom. */
export function ComparisonTable({ comparison }: { comparison: ProductComparisonDto }) {
  const { products, features } = comparison;
  return (
    <Table.ScrollArea
      borderWidth="1px"
      borderColor="gray.100"
      rounded="2xl"
      bg="white"
      shadow="sm"
      // Keyboard users can scroll the table sideways too.
      tabIndex={0}
      role="region"
      aria-label={COMPARISON_TEXT.caption(comparison.name)}
      _focusVisible={{ outline: '3px solid', outlineColor: 'brand.focusRing', outlineOffset: '2px' }}
    >
      <Table.Root size="lg" variant="line" css={stickyFirstColumn} whiteSpace="normal">
        <Table.Caption srOnly>{COMPARISON_TEXT.caption(comparison.name)}</Table.Caption>
        <Table.Header>
          <Table.Row>
            <Table.ColumnHeader
              scope="col"
              verticalAlign="bottom"
              color="fg.muted"
              fontSize="xs"
              textTransform="uppercase"
              letterSpacing="wider"
            >
              {COMPARISON_TEXT.feature}
            </Table.ColumnHeader>
            {products.map((product) => (
              <Table.ColumnHeader
                key={product.id}
                scope="col"
                verticalAlign="top"
                minW={PRODUCT_COLUMN_MIN_WIDTH}
                w={PRODUCT_COLUMN_MIN_WIDTH}
              >
                <ProductHeader product={product} />
              </Table.ColumnHeader>
            ))}
          </Table.Row>
        </Table.Header>
        <Table.Body>
          {features.map((feature) => (
            <Table.Row key={feature.key}>
              <RowHeader>{feature.label}</RowHeader>
              {products.map((product) => (
                <Table.Cell key={product.id} verticalAlign="top" color="gray.800">
                  {product.values[feature.key] ?? '—'}
                </Table.Cell>
              ))}
            </Table.Row>
          ))}
          <Table.Row>
            <RowHeader>{COMPARISON_TEXT.bestFor}</RowHeader>
            {products.map((product) => (
              <Table.Cell key={product.id} verticalAlign="top" color="gray.800" fontWeight="medium">
                {product.bestFor}
              </Table.Cell>
            ))}
          </Table.Row>
          <Table.Row>
            <RowHeader>{COMPARISON_TEXT.pros}</RowHeader>
            {products.map((product) => (
              <Table.Cell key={product.id} verticalAlign="top" color="gray.800">
                <PointList items={product.pros} kind="pro" />
              </Table.Cell>
            ))}
          </Table.Row>
          <Table.Row>
            <RowHeader>{COMPARISON_TEXT.cons}</RowHeader>
            {products.map((product) => (
              <Table.Cell key={product.id} verticalAlign="top" color="gray.800">
                <PointList items={product.cons} kind="con" />
              </Table.Cell>
            ))}
          </Table.Row>
        </Table.Body>
      </Table.Root>
    </Table.ScrollArea>
  );
}
