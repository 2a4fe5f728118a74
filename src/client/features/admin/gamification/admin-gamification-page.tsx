import { AdminFormSection, AdminPage } from '../kit';
import { GamificationSettingsForm } from './gamification-settings-form';
import { ADMIN_GAMIFICATION_TEXT as T } from './gamification-text';
import { GiveawayEntriesTable } from './giveaway-entries-table';
import { PointsLedgerTable } from './points-ledger-table';

/** /admin/gamification: point values and daily caps, the month's entries (with adjustments), the ledger. */
export function AdminGamificationPage() {
  return (
    <AdminPage title={T.title} description={T.description}>
      <AdminFormSection title={T.settingsTitle} description={T.settingsHelp}>
        <GamificationSettingsForm />
      </AdminFormSection>
      <AdminFormSection title={T.entriesTitle} description={T.entriesHelp}>
        <GiveawayEntriesTable />
      </AdminFormSection>
      <AdminFormSection title={T.ledgerTitle} description={T.ledgerHelp}>
        <PointsLedgerTable />
      </AdminFormSection>
    </AdminPage>
  );
}
