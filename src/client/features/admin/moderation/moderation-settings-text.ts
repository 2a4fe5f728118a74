import type { WatchedWordAction } from '../../../../shared/rules/watched-words';
import { HOLD_FIRST_POSTS_RANGE, NEW_ACCOUNT_HOURS, REPEATED_TEXT } from '../../../../shared/rules/moderation-settings';
import { HIDE_THRESHOLD_RANGE } from '../../../../shared/rules/moderation';

export const MODERATION_SETTINGS_TEXT = {
  title: 'Moderation Settings',
  description: 'What the forum holds back for a check, what it refuses, and when reports hide a post. Changes apply to the next post.',
  back: 'Moderation queue',
  readOnly: 'Only admins can change these settings.',
  loadFailed: 'The moderation settings could not be loaded.',
  loading: 'Loading...',
  reportsTitle: 'Reports',
  hideThreshold: 'Reports that hide a post',
  hideThresholdHelp: `From ${HIDE_THRESHOLD_RANGE.min} to ${HIDE_THRESHOLD_RANGE.max} members. A report from the team hides it at once; a safety concern never hides anything.`,
  holdsTitle: 'Held for a quick check',
  holdsHelp: 'A held post is seen only by its author until a moderator approves it in the queue. The team’s own posts are never held.',
  holdFirstPosts: 'Hold a member’s first posts',
  holdFirstPostsHelp: `How many of her posts are checked before the rest go out at once (${HOLD_FIRST_POSTS_RANGE.min} to ${HOLD_FIRST_POSTS_RANGE.max}; 0: none).`,
  holdNewAccountLinks: `Hold links from accounts less than ${NEW_ACCOUNT_HOURS} hours old`,
  holdNewAccountLinksHelp: 'Links to the sites below (and their subdomains) always go out.',
  linkAllowlist: 'Sites new members may link to',
  linkAllowlistHelp: 'One site a line, like raisingchildren.net.au.',
  holdRepeatedText: `Hold the same text posted ${REPEATED_TEXT.times} times in ${REPEATED_TEXT.hours} hours`,
  holdRepeatedTextHelp: 'By the same member, from the third copy on.',
  wordsTitle: 'Watched words',
  wordsHelp:
    'One word or phrase a line. Matching ignores case, accents, punctuation and stretched letters ("sooo" is "so"), and only whole words count.',
  words: {
    block: { label: 'Blocked', help: 'The post is refused, and the member is told which word.' },
    hold: { label: 'Held', help: 'The post waits for a check.' },
    flag: { label: 'Flagged', help: 'The post goes out, and waits in the queue for a look.' },
    safety: {
      label: 'Safety',
      help: 'As the built-in safety phrases: the post goes out, goes first in the queue, the team is told at once and the member is shown where to find help.',
    },
  } satisfies Record<WatchedWordAction, { label: string; help: string }>,
  save: 'Save settings',
  saving: 'Saving...',
  saved: 'Moderation settings saved',
  saveFailed: 'The settings could not be saved',
  fixErrors: 'Please fix the highlighted fields.',
} as const;
