import { DEFAULT_MODERATION_SETTINGS } from '../../shared/rules/moderation-settings';
import { moderationSettingsInput } from '../../shared/schemas/moderation';
import { siteSetting } from '../site-settings/site-setting';

/**
 * The team's moderation settings (holds, watched words, the hide threshold): every post and report
 * reads them through the shared cache (`.cached`), so a post costs no query for them; saved whole,
 * from the next post on.
 */
export const moderationSetting = siteSetting({
  key: 'moderation',
  label: 'Moderation settings',
  schema: moderationSettingsInput,
  defaults: DEFAULT_MODERATION_SETTINGS,
});
