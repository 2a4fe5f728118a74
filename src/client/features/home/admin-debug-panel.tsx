import { Badge, Box, Button, Container, Flex, Heading, HStack, SimpleGrid, Stack, Text } from '@chakra-ui/react';
import { Link } from '@tanstack/react-router';
import { ChevronDown, RefreshCw, Wrench } from 'lucide-react';
import { useId, useState } from 'react';
import { DEBUG_PREVIEW_LENGTH, truncate } from '../../../shared/lib/text';
import type { ResourceDto, SiteContentFields } from '../../../shared/schemas/content';
import { isMasterclass } from '../resources';
import { SECTIONS_TEXT } from './sections-text';

const text = SECTIONS_TEXT.debug;

export interface AdminDebugPanelProps {
  resources: ResourceDto[] | undefined;
  isFetching: boolean;
  /** When the resource list last arrived (ms since epoch; 0 before it ever did). */
  updatedAt: number;
  onRefresh: () => void;
  /** home_masterclasses_promo as stored (null when the block is missing). */
  promo: SiteContentFields | null;
}

function Row({ label, value }: { label: string; value: string | undefined }) {
  return (
    <Flex gap="2" fontSize="sm" wrap="wrap">
      <Text as="span" fontWeight="semibold" color="gray.700" minW="32">
        {label}
      </Text>
      <Text as="span" color="gray.800" wordBreak="break-word">
        {value?.trim() ? value : '(not set)'}
      </Text>
    </Flex>
  );
}

function PromoContent({ promo }: { promo: SiteContentFields | null }) {
  if (!promo) return <Text color="gray.600">{text.noPromo}</Text>;
  return (
    <Stack gap="1.5">
      <Row label="Badge" value={promo.badge} />
      <Row label="Title" value={promo.title} />
      <Row label="Description" value={truncate(promo.description, DEBUG_PREVIEW_LENGTH)} />
      <Row label="Features" value={promo.features?.map((feature) => `${feature.title} (${feature.icon})`).join(', ')} />
      <Row label="Primary button" value={promo.cta ? `${promo.cta.text} → ${promo.cta.link}` : undefined} />
      <Row label="Secondary button" value={promo.secondaryCta ? `${promo.secondaryCta.text} → ${promo.secondaryCta.link}` : undefined} />
      <Row label="Right panel" value={promo.rightSection?.title} />
      <Text fontSize="sm" pt="1">
        <Link to="/admin/site-content" style={{ textDecoration: 'underline' }}>
          Edit in Site Content
        </Link>
      </Text>
    </Stack>
  );
}

/**
 * PRODUCT.md "Screens": the admin-only, collapsible (a disclosure button) debug panel of the masterclass section. Loaded
 * only for admins (React.lazy), so visitors never download it.
 */
export default function AdminDebugPanel({ resources, isFetching, updatedAt, onRefresh, promo }: AdminDebugPanelProps) {
  const [open, setOpen] = useState(false);
  const contentId = useId();
  const list = resources ?? [];
  const masterclassCount = list.filter(isMasterclass).length;
  const comingSoonCount = list.filter((resource) => isMasterclass(resource) && resource.comingSoon).length;

  return (
    <Box as="aside" aria-labelledby="admin-debug-title" py="10">
      <Container maxW="7xl" px={{ base: '5', md: '8' }}>
        <Box rounded="2xl" borderWidth="2px" borderStyle="dashed" borderColor="purple.300" bg="purple.50">
          <Flex align="center" justify="space-between" gap="3" px={{ base: '4', md: '6' }} py="4" wrap="wrap">
            <HStack gap="2" color="purple.800">
              <Wrench size={18} aria-hidden />
              <Heading as="h2" id="admin-debug-title" size="md" fontFamily="body" color="purple.900">
                {text.title}
              </Heading>
            </HStack>
            <Button
              variant="outline"
              size="sm"
              colorPalette="purple"
              bg="white"
              aria-expanded={open}
              aria-controls={contentId}
              onClick={() => setOpen((value) => !value)}
            >
              {open ? text.hide : text.show}
              <Box as="span" transform={open ? 'rotate(180deg)' : undefined} transition="transform 0.2s" display="inline-flex" aria-hidden>
                <ChevronDown size={16} />
              </Box>
            </Button>
          </Flex>
          <Box id={contentId} hidden={!open}>
            <Stack gap="6" px={{ base: '4', md: '6' }} pb="6">
              <Stack gap="2">
                <Heading as="h3" size="sm" fontFamily="body" color="gray.900">
                  {text.promo}
                </Heading>
                <PromoContent promo={promo} />
              </Stack>

              <Stack gap="3">
                <Flex align="center" justify="space-between" gap="3" wrap="wrap">
                  <Heading as="h3" size="sm" fontFamily="body" color="gray.900">
                    {text.counts}
                  </Heading>
                  <Button size="sm" colorPalette="purple" onClick={onRefresh} loading={isFetching} loadingText={text.refreshing}>
                    <RefreshCw size={14} aria-hidden />
                    {text.refresh}
                  </Button>
                </Flex>
                <SimpleGrid columns={{ base: 1, sm: 3 }} gap="3">
                  {[
                    [text.total, list.length],
                    [text.inSection, masterclassCount],
                    [text.comingSoon, comingSoonCount],
                  ].map(([label, value]) => (
                    <Box key={label} bg="white" rounded="lg" p="3" borderWidth="1px" borderColor="purple.100">
                      <Text fontSize="xs" color="gray.600">
                        {label}
                      </Text>
                      <Text fontSize="2xl" fontWeight="bold" color="gray.900">
                        {value}
                      </Text>
                    </Box>
                  ))}
                </SimpleGrid>
                {updatedAt > 0 ? (
                  <Text fontSize="xs" color="gray.600">
                    Last fetched {new Date(updatedAt).toLocaleTimeString('en-AU')}
                  </Text>
                ) : null}
              </Stack>

              <Stack gap="2">
                <Heading as="h3" size="sm" fontFamily="body" color="gray.900">
                  {text.perResource}
                </Heading>
                {list.length === 0 ? (
                  <Text color="gray.600">{text.noResources}</Text>
                ) : (
                  <Stack as="ul" listStyleType="none" gap="2">
                    {list.map((resource) => {
                      const shows = isMasterclass(resource);
                      return (
                        <Box as="li" key={resource.id} bg="white" rounded="lg" p="3" borderWidth="1px" borderColor="purple.100">
                          <Flex justify="space-between" gap="2" wrap="wrap" align="center">
                            <Text fontWeight="semibold" color="gray.900">
                              {resource.title}
                            </Text>
                            <Badge colorPalette={shows ? 'green' : 'gray'} variant="subtle">
                              {text.shows}: {shows ? 'Yes' : 'No'}
                            </Badge>
                          </Flex>
                          <Text fontSize="sm" color="gray.600">
                            {truncate(resource.description, DEBUG_PREVIEW_LENGTH)}
                          </Text>
                          <Text fontSize="sm" color="gray.700">
                            {text.categories}:{' '}
                            {resource.categories.length > 0
                              ? resource.categories.map((category) => category.name).join(', ')
                              : text.noCategories}
                          </Text>
                        </Box>
                      );
                    })}
                  </Stack>
                )}
              </Stack>
            </Stack>
          </Box>
        </Box>
      </Container>
    </Box>
  );
}
