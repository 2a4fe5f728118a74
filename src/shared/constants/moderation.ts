import type { ReportReason } from '../rules/moderation';

/** What members and the team read about reports and moderation (docs/PRODUCT.md "Moderation"). */
export const MODERATION_TEXT = {
  ownPost: "You can't report your own post",
  ownProfile: "You can't report your own profile",
  memberNotFound: 'Member not found',
  tooManyReports: "You've sent a lot of reports today. Please try again tomorrow.",
  itemNotFound: 'Item not found',
  staleDecision: 'Someone else already decided this',
  claimedByOther: 'Someone else is looking at this',
  /** What a reporter is told of the decision (never who made it). */
  reportOutcome: {
    removed: 'We removed the post you reported',
    kept: 'We looked at it: it stays up',
    thanks: 'Thank you for helping keep Mama Village kind and safe.',
  },
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
} as const;
