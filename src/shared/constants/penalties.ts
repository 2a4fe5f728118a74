import { endSentence } from '../lib/text';
import type { AppealOutcome, MemberDecisionKind } from '../rules/penalties';

/** Where the community rules a notice points to live. */
export const COMMUNITY_RULES_PATH = '/terms-of-use';
/** Her decisions and the form to ask for another look. */
export const MY_DECISIONS_PATH = '/profile/moderation';

/** What members and the team read about penalties and appeals (docs/PRODUCT.md "Moderation"). */
export const PENALTY_TEXT = {
  ownerProtected: "The site owner's account can't be warned, silenced or suspended",
  notYourself: "You can't penalise your own account",
  staffOnlyByAdmins: 'Only an admin can penalise a member of the team',
  moderatorMaxDays: 'Moderators can silence or suspend for at most 30 days',
  alreadyRestricted: 'She already has a silence or suspension in force: lift it first',
  penaltyNotFound: 'Penalty not found',
  alreadyEnded: 'This penalty has already ended',
  decisionNotFound: 'Decision not found',
  alreadyAppealed: 'You already asked for another look at this decision',
  appealNotFound: 'Appeal not found',
  appealClosed: 'This appeal has already been answered',
  /** Her notice of a decision: the title by kind, then the reason, the rules and the appeal. */
  noticeTitle: {
    remove: 'We removed one of your posts',
    edit: 'A moderator edited one of your posts',
    lock: 'A moderator locked your discussion',
    warn: 'A warning from the Mama Village team',
    silence: "You can't post for a while",
    suspend: 'Your account is suspended',
  } satisfies Record<MemberDecisionKind, string>,
  noticeBody: (reason: string) =>
    `Reason: ${endSentence(reason)} Our community rules are in the terms of use. If you think we got it wrong, you can ask for another look.`,
  /** Why, for a decision about her post: what it was reported for, or the rules in general. */
  reportedFor: 'Reported as',
  againstRules: 'It went against our community rules',
  lifted: 'Your restriction has been lifted',
  liftedBody: 'You can post again. Thank you for your patience.',
  appealOutcome: {
    upheld: 'We looked again: the decision stands',
    overturned: 'We looked again and changed our decision',
  } satisfies Record<AppealOutcome, string>,
  /** Her page of decisions (MY_DECISIONS_PATH). */
  page: {
    title: 'Moderation notices',
    intro:
      'What our moderators decided about your posts or your account, and why. If you think we got something wrong, ask us to look again.',
    loading: 'Loading...',
    failed: "We couldn't load your notices just now.",
    empty: 'Nothing here: you have no moderation notices.',
    rulesLink: 'Read our community rules',
    appealLabel: 'Why should we look again?',
    appealHelp: `Tell us in a few words (at least 10 characters).`,
    appealSend: 'Ask for another look',
    appealSending: 'Sending...',
    appealStatus: {
      open: 'You asked us to look again: we will let you know.',
      upheld: 'We looked again: the decision stands.',
      overturned: 'We looked again and changed our decision.',
    } satisfies Record<'open' | AppealOutcome, string>,
    failedToSend: "We couldn't send your request just now. Please try again.",
  },
} as const;
