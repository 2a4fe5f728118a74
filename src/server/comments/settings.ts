import { DEFAULT_COMMENT_MODE } from '../../shared/constants/comments';
import { commentSettingsInput } from '../../shared/schemas/comments';
import { siteSetting } from '../site-settings/site-setting';

/** The comment moderation mode (open, all, off): every new comment reads it through the shared cache (`.cached`). */
export const commentSetting = siteSetting({
  key: 'comments',
  label: 'Comment moderation mode',
  schema: commentSettingsInput,
  defaults: { mode: DEFAULT_COMMENT_MODE },
});
