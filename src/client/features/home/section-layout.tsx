import {
  Badge,
  Box,
  Container,
  Flex,
  Heading,
  SimpleGrid,
  Skeleton,
  Stack,
  Text,
  VisuallyHidden,
  type BoxProps,
  type SimpleGridProps,
} from '@chakra-ui/react';
import type { ReactNode } from 'react';
import { LOADING_PLACEHOLDERS } from './home-data';
import { Eyebrow } from './home-layout';

interface HomeSectionProps extends Omit<BoxProps, 'title'> {
  /** The id of the section's heading, which names the section for assistive technology. */
  labelledBy: string;
  children: ReactNode;
}

/** A full-width band of the home page with the page's container inside. */
export function HomeSection({ labelledBy, children, ...props }: HomeSectionProps) {
  return (
    <Box as="section" aria-labelledby={labelledBy} py={{ base: '14', md: '20' }} {...props}>
      <Container maxW="7xl" px={{ base: '5', md: '8' }}>
        {children}
      </Container>
    </Box>
  );
}

interface SectionHeadingProps {
  id: string;
  eyebrow?: ReactNode;
  title: ReactNode;
  /** Beside the title, e.g. a Coming Soon badge. */
  badge?: ReactNode;
  description?: ReactNode;
  /** A link or button on the right (below on phones). */
  action?: ReactNode;
}

export function SectionHeading({ id, eyebrow, title, badge, description, action }: SectionHeadingProps) {
  return (
    <Flex
      direction={{ base: 'column', md: 'row' }}
      align={{ base: 'flex-start', md: 'flex-end' }}
      justify="space-between"
      gap={{ base: '5', md: '8' }}
      mb={{ base: '8', md: '10' }}
    >
      <Stack gap="3" maxW="2xl">
        {eyebrow ? <Eyebrow>{eyebrow}</Eyebrow> : null}
        <Flex align="center" gap="3" wrap="wrap">
          <Heading as="h2" id={id} size={{ base: '3xl', md: '4xl' }} color="gray.900" lineHeight="1.2">
            {title}
          </Heading>
          {badge}
        </Flex>
        {description ? (
          <Text color="gray.600" fontSize={{ base: 'md', md: 'lg' }}>
            {description}
          </Text>
        ) : null}
      </Stack>
      {action ? <Box flexShrink={0}>{action}</Box> : null}
    </Flex>
  );
}

export function ComingSoonBadge({ children }: { children: ReactNode }) {
  return (
    <Badge colorPalette="purple" variant="subtle" rounded="full" px="3" py="1" size="lg">
      {children}
    </Badge>
  );
}

/** The card grid: 1 column on phones, 2 on tablets, 3 on desktops. */
export function CardGrid({ children, ...props }: { children: ReactNode } & Omit<SimpleGridProps, 'columns'>) {
  return (
    <SimpleGrid columns={{ base: 1, md: 2, lg: 3 }} gap={{ base: '6', md: '8' }} {...props}>
      {children}
    </SimpleGrid>
  );
}

/** PRODUCT.md "Constants and limits": a loading list shows 3 placeholders; screen readers hear `label`. */
export function CardPlaceholders({ label, height = '96' }: { label: string; height?: BoxProps['h'] }) {
  return (
    <Box role="status">
      <VisuallyHidden>{label}...</VisuallyHidden>
      <CardGrid aria-hidden>
        {Array.from({ length: LOADING_PLACEHOLDERS }, (_, index) => (
          <Skeleton key={index} h={height} rounded="2xl" data-testid="card-placeholder" />
        ))}
      </CardGrid>
    </Box>
  );
}

/** A quiet message where a list has nothing to show. */
export function EmptyMessage({ children }: { children: ReactNode }) {
  return (
    <Box
      textAlign="center"
      py="12"
      px="6"
      rounded="2xl"
      borderWidth="1px"
      borderStyle="dashed"
      borderColor="brand.200"
      bg="white"
      color="gray.600"
    >
      <Text>{children}</Text>
    </Box>
  );
}
