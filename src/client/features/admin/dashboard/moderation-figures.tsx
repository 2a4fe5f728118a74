import { Button, Flex, SimpleGrid, Text } from '@chakra-ui/react';
import { Link } from '@tanstack/react-router';
import { formatNumber } from '../../../../shared/lib/numbers';
import { formatDuration } from '../../../../shared/lib/relative-time';
import { REVIEW_DECISIONS } from '../../../../shared/rules/moderation';
import type { DashboardModerationDto } from '../../../../shared/schemas/admin/dashboard';
import { DashboardPanel } from './dashboard-panel';
import { DASHBOARD_TEXT } from './dashboard-text';
import { StatFigure } from './stat-figure';

const T = DASHBOARD_TEXT.moderation;

/** The queue now (what waits, the oldest's age) and this month's reports, median wait and decisions by kind. */
export function ModerationFigures({ figures, now = new Date() }: { figures: DashboardModerationDto; now?: Date }) {
  const oldest = figures.oldestPendingAt
    ? T.oldest(formatDuration(now.getTime() - new Date(figures.oldestPendingAt).getTime()))
    : T.noneWaiting;
  const { month } = figures;
  return (
    <DashboardPanel
      title={T.heading}
      headingId="dashboard-moderation"
      action={
        <Button asChild size="sm" variant="outline" rounded="full">
          <Link to="/admin/moderation">{T.openQueue}</Link>
        </Button>
      }
    >
      <SimpleGrid columns={{ base: 1, sm: 3 }} gap="4">
        <StatFigure label={T.pending} value={formatNumber(figures.pending)} note={oldest} />
        <StatFigure label={T.reports} value={formatNumber(month.reports)} />
        <StatFigure
          label={T.median}
          value={month.medianDecisionMs === null ? '–' : formatDuration(month.medianDecisionMs)}
          note={month.medianDecisionMs === null ? T.noDecisions : undefined}
        />
      </SimpleGrid>
      <Text as="h3" fontSize="sm" fontWeight="semibold" color="gray.700" mt="4" mb="1">
        {T.decisionsHeading}
      </Text>
      <Flex as="ul" listStyleType="none" gap="4" wrap="wrap" fontSize="sm">
        {REVIEW_DECISIONS.map((decision) => (
          <li key={decision}>
            {T.decisions[decision]}: <strong>{formatNumber(month.decisions[decision])}</strong>
          </li>
        ))}
      </Flex>
    </DashboardPanel>
  );
}
