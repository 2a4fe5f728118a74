import { REPORT_NOTE_MIN, type AutoCheck, type ReportReason, type ReportTargetType } from '../rules/moderation';

const REPORT_TITLES = {
  thread: 'Report this discussion',
  reply: 'Report this reply',
  profile: 'Report this profile',
  comment: 'Report this comment',
} as const satisfies Record<ReportTargetType, string>;

/** What members and the team read about reports and moderation (docs/PRODUCT.md "Moderation"). */
export const MODERATION_TEXT = {
  /** What the team calls each kind of reported thing (the queue, its daily email). */
  targetTypes: { thread: 'Thread', reply: 'Reply', profile: 'Profile', comment: 'Comment' } satisfies Record<ReportTargetType, string>,
  ownPost: "You can't report your own post",
  ownProfile: "You can't report your own profile",
  memberNotFound: 'Member not found',
  tooManyReports: "You've sent a lot of reports today. Please try again tomorrow.",
  itemNotFound: 'Item not found',
  staleDecision: 'Someone else already decided this',
  claimedByOther: 'Someone else is looking at this',
  /** A post a watched word blocks (400): the rule is named so she can change it. */
  blockedWord: (phrase: string) => `Your post contains a word we don't allow here: "${phrase}". Please change it and post again.`,
  /** A held post, as its author sees it (docs/PRODUCT.md "Moderation", holds). */
  held: {
    title: 'Waiting for a quick check',
    body: "A moderator will look at it soon. Until then only you can see it; it appears for everyone once it's checked.",
  },
  /** Why an automatic check put a post in the queue (the queue's item shows it). */
  checks: {
    first_posts: "One of the member's first posts",
    new_account_link: 'A link from an account less than a day old',
    repeated_text: 'The same text posted 3 times in a day',
    watched_hold: 'A watched word (hold)',
    watched_flag: 'A watched word (flag)',
    safety: 'Someone may be at risk',
    comment_links: 'A comment with two or more links',
    comment_approval: 'Every comment waits for approval (comment mode "all")',
  } satisfies Record<AutoCheck, string>,
  editNeedsText: 'Write the new text',
  editNeedsTitle: 'A discussion needs its title',
  lockNeedsNote: 'Write the note shown under the thread',
  lockOnlyThreads: 'Only a discussion can be locked',
  editOnlyPosts: "A profile can't be edited from the queue",
  /**
   * The decision's reply templates: what a moderator may copy into a private message or an email,
   * and the note prefilled for a lock (pointing to /support).
   */
  templates: {
    reachOut: {
      label: 'Reach out privately',
      text:
        "Hi, I'm one of the moderators at Mama Village. I saw your post and wanted to check in with you privately. " +
        "You're not alone, and there's no judgement here. If things feel like too much, you can find people to talk to, " +
        'any time of day, at /support. If you or your baby are in danger, please call 000.',
    },
    lockNote: {
      label: 'Lock with a support note',
      text:
        "We've locked this discussion so it can rest. If it brought up something hard for you, please reach out: " +
        'the services at /support are there to listen, and if you or your baby are in danger, call 000.',
    },
  },
  /** The team's daily email of items waiting longer than PENDING_REMINDER_HOURS. */
  digest: {
    subject: (count: number) => `${count} ${count === 1 ? 'report is' : 'reports are'} waiting for a moderator`,
    intro: (hours: number) => `These items have been waiting in the moderation queue for more than ${hours} hours:`,
    item: (what: string, reports: number, since: string) =>
      `${what}, ${reports} ${reports === 1 ? 'report' : 'reports'}, waiting since ${since}`,
    open: 'Open the moderation queue',
  },
  /** What a reporter is told of the decision (never who made it). */
  reportOutcome: {
    removed: 'We removed the post you reported',
    kept: 'We looked at it: it stays up',
    body: 'Thank you for helping keep Mama Village kind and safe.',
  },
  /** A report without a reason (the form's check and the server's say the same). */
  chooseReason: 'Choose a reason',
  /** Each reason as the report dialog lists it, with its one line. */
  reasons: {
    spam: { label: 'Spam', description: 'Ads, repeated posts or links that have nothing to do with the conversation.' },
    abuse: { label: 'Abuse', description: 'Bullying, harassment or hate aimed at someone.' },
    misinformation: { label: 'Medical misinformation', description: 'Health advice that could put a mum or baby at risk.' },
    selling: { label: 'Selling', description: 'MLM, self-promotion or selling to members.' },
    child_privacy: { label: "A child's privacy", description: "A child's name, school, photo or other details that identify them." },
    safety_concern: { label: 'Someone may be at risk', description: 'A mum, baby or child may be in danger or need help now.' },
    illegal: {
      label: 'Illegal content',
      description: 'Something against the law. You can also complain to the eSafety Commissioner at esafety.gov.au.',
    },
    something_else: { label: 'Something else', description: 'Tell us what is wrong in a few words.' },
  } satisfies Record<ReportReason, { label: string; description: string }>,
  /** The report dialog (src/client/features/community/report-dialog.tsx). */
  dialog: {
    title: REPORT_TITLES,
    intro: 'Tell us what is wrong. Only our moderators see your report.',
    reasonLegend: 'Why are you reporting it?',
    noteLabel: 'Anything else we should know?',
    noteHelp: 'Optional. Only moderators read it.',
    /** For `something_else`, where the note is required (checkReportNote). */
    noteLabelRequired: 'What is wrong?',
    noteHelpRequired: `Tell us in a few words (at least ${REPORT_NOTE_MIN} characters).`,
    send: 'Send report',
    sending: 'Sending...',
    cancel: 'Cancel',
    failed: "We couldn't send your report just now. Please try again.",
  },
  /** What a member reads once her report is in, a new one or a repeat alike. */
  thanks: {
    title: 'Thanks for telling us',
    body: "A moderator will take a look. We'll let you know what we decide; we never say who reported it.",
    /** For illegal content, after the body: the eSafety Commissioner takes complaints too. */
    eSafety: 'You can also complain to the eSafety Commissioner at',
    eSafetyLink: 'esafety.gov.au',
    eSafetyHref: 'https://www.esafety.gov.au/report',
    opensInNewTab: '(opens in a new tab)',
    close: 'Close',
  },
} as const;
