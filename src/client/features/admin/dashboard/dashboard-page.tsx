import { Badge, Box, Button, Flex, Link as ChakraLink, SimpleGrid, Stack, Text } from '@chakra-ui/react';
import { Link } from '@tanstack/react-router';
import { Plus } from 'lucide-react';
import type { DashboardTopItem } from '../../../../shared/schemas/admin/dashboard';
import { LoadError } from '../../../components/page-states';
import { trpc } from '../../../trpc';
import { AuditEntryItem } from '../audit/audit-entry';
import { AllChanges } from '../audit/all-changes';
import { AdminPage } from '../kit/admin-page';
import { CONTENT_TYPE_LABEL, DASHBOARD_TEXT, QUICK_LINKS } from './dashboard-text';
import { DashboardPanel } from './dashboard-panel';
import { ModerationFigures } from './moderation-figures';
import { RunningFigures } from './running-figures';
import { StatFigure } from './stat-figure';
import { formatNumber } from '../../../../shared/lib/numbers';

function StatCard(props: { label: string; value: string; note?: string }) {
  return (
    <Box bg="white" borderWidth="1px" borderColor="gray.200" rounded="lg" p="4">
      <StatFigure {...props} large />
    </Box>
  );
}

function TopList({
  title,
  items,
  empty,
  countText,
}: {
  title: string;
  items: DashboardTopItem[];
  empty: string;
  countText: (n: number) => string;
}) {
  const headingId = `top-${title.replace(/\W+/g, '-').toLowerCase()}`;
  return (
    <DashboardPanel title={title} headingId={headingId}>
      {items.length === 0 ? (
        <Text color="fg.muted">{empty}</Text>
      ) : (
        <Stack as="ol" gap="2" listStyleType="none" aria-labelledby={headingId}>
          {items.map((item) => (
            <Flex as="li" key={`${item.contentType}:${item.contentId}`} gap="3" align="center" justify="space-between">
              <Box minW="0">
                <ChakraLink asChild color="gray.900" fontWeight="medium" overflowWrap="anywhere">
                  <Link to={item.link}>{item.title}</Link>
                </ChakraLink>
                <Badge ms="2" size="sm" variant="subtle" colorPalette="gray">
                  {CONTENT_TYPE_LABEL[item.contentType]}
                </Badge>
              </Box>
              <Text flexShrink={0} fontSize="sm" color="fg.muted">
                {countText(item.count)}
              </Text>
            </Flex>
          ))}
        </Stack>
      )}
    </DashboardPanel>
  );
}

function QuickLinks() {
  return (
    <Box as="nav" aria-label={DASHBOARD_TEXT.quickLinks}>
      <Flex gap="2" wrap="wrap">
        {QUICK_LINKS.map((link) => (
          <Button key={link.to} asChild size="sm" variant="outline" rounded="full" bg="white">
            <Link to={link.to}>
              {link.to.endsWith('/new') ? <Plus size={14} aria-hidden /> : null}
              {link.label}
            </Link>
          </Button>
        ))}
      </Flex>
    </Box>
  );
}

/** /admin and /admin/settings: the figures, the moderation queue's, the top lists, the latest changes, quick links. */
export function DashboardPage() {
  const summary = trpc.admin.dashboard.summary.useQuery(undefined, { refetchOnMount: 'always' });

  return (
    <AdminPage title={DASHBOARD_TEXT.title} description={DASHBOARD_TEXT.description}>
      <QuickLinks />
      {summary.isPending ? (
        <Text role="status" color="fg.muted">
          {DASHBOARD_TEXT.loading}
        </Text>
      ) : summary.isError ? (
        <LoadError onRetry={() => void summary.refetch()}>{DASHBOARD_TEXT.loadFailed}</LoadError>
      ) : (
        <>
          <SimpleGrid as="section" aria-label="Figures" columns={{ base: 1, sm: 2, xl: 4 }} gap="3">
            <StatCard
              label={DASHBOARD_TEXT.members}
              value={formatNumber(summary.data.members.total)}
              note={DASHBOARD_TEXT.newThisWeek(summary.data.members.newThisWeek)}
            />
            <StatCard label={DASHBOARD_TEXT.threadsThisWeek} value={formatNumber(summary.data.community.threadsThisWeek)} />
            <StatCard label={DASHBOARD_TEXT.repliesThisWeek} value={formatNumber(summary.data.community.repliesThisWeek)} />
            <StatCard label={DASHBOARD_TEXT.newsletter} value={formatNumber(summary.data.newsletterSubscribers)} />
          </SimpleGrid>
          <ModerationFigures figures={summary.data.moderation} />
          <RunningFigures figures={summary.data.running} />
          <SimpleGrid columns={{ base: 1, lg: 2 }} gap="4">
            <TopList
              title={DASHBOARD_TEXT.mostLiked}
              items={summary.data.mostLiked}
              empty={DASHBOARD_TEXT.noLikes}
              countText={DASHBOARD_TEXT.likes}
            />
            <TopList
              title={DASHBOARD_TEXT.mostSaved}
              items={summary.data.mostSaved}
              empty={DASHBOARD_TEXT.noSaves}
              countText={DASHBOARD_TEXT.saves}
            />
          </SimpleGrid>
          <DashboardPanel title={DASHBOARD_TEXT.latestChanges} headingId="latest-changes">
            {summary.data.latestChanges.length === 0 ? (
              <Text color="fg.muted">{DASHBOARD_TEXT.noChanges}</Text>
            ) : (
              <Box as="ul" m="0" p="0">
                {summary.data.latestChanges.map((entry) => (
                  <AuditEntryItem key={entry.id} entry={entry} />
                ))}
              </Box>
            )}
          </DashboardPanel>
          <AllChanges />
        </>
      )}
    </AdminPage>
  );
}
