import { SimpleGrid } from '@chakra-ui/react';
import { formatFileSize, formatNumber } from '../../../../shared/lib/numbers';
import { formatDuration } from '../../../../shared/lib/relative-time';
import type { DashboardRunningDto } from '../../../../shared/schemas/admin/dashboard';
import { DashboardPanel } from './dashboard-panel';
import { DASHBOARD_TEXT } from './dashboard-text';
import { StatFigure } from './stat-figure';

const T = DASHBOARD_TEXT.running;

const startFormat = new Intl.DateTimeFormat('en-AU', { dateStyle: 'medium', timeStyle: 'short' });

/** What an admin needs to know of how the site runs: up for how long, jobs waiting, emails failing, the last backup. */
export function RunningFigures({ figures, now = new Date() }: { figures: DashboardRunningDto; now?: Date }) {
  const upSince = new Date(figures.upSince);
  return (
    <DashboardPanel title={T.heading} headingId="dashboard-running">
      <SimpleGrid columns={{ base: 1, sm: 2, xl: 4 }} gap="4">
        <StatFigure
          label={T.upFor}
          value={formatDuration(now.getTime() - upSince.getTime())}
          note={T.upSince(startFormat.format(upSince))}
        />
        <StatFigure
          label={T.jobsWaiting}
          value={formatNumber(figures.jobsWaiting)}
          note={figures.jobsWaiting > 0 ? T.oldestJob(formatDuration(figures.oldestJobWaitingMs)) : T.noJobsWaiting}
        />
        <StatFigure label={T.emailsFailing} value={formatNumber(figures.emailsFailing)} note={T.emailsFailingNote} />
        {figures.lastBackup ? (
          <StatFigure
            label={T.lastBackup}
            value={T.backupAgo(formatDuration(now.getTime() - new Date(figures.lastBackup.finishedAt).getTime()))}
            note={`${figures.lastBackup.fileName} · ${formatFileSize(figures.lastBackup.bytes)}`}
          />
        ) : (
          <StatFigure
            label={T.lastBackup}
            value={T.noBackup}
            note={figures.nextBackupAt ? T.firstBackup(startFormat.format(new Date(figures.nextBackupAt))) : T.noBackupNote}
          />
        )}
      </SimpleGrid>
    </DashboardPanel>
  );
}
