/**
 * Where a mum (or someone worried about one) finds help now (docs/PRODUCT.md "Moderation",
 * safety): the composer's support panel and the /support page, whose list an admin keeps up to
 * date in the `support_services` site content block; these are the words around that list and the
 * list the panel shows (the page reads the block).
 */
export interface SupportService {
  name: string;
  /** As dialled: spaces allowed, shown as written; the tel: link drops them. */
  number: string;
  hours: string;
  link: string;
  /** When someone last checked the number and hours (YYYY-MM-DD). */
  checked: string;
}

/** 000 first: the line every panel and page starts with. */
export const SUPPORT_SERVICES: readonly SupportService[] = [
  {
    name: 'Emergency (police, ambulance, fire)',
    number: '000',
    hours: '24 hours, 7 days',
    link: 'https://www.triplezero.gov.au',
    checked: '2026-11-28',
  },
  {
    name: 'PANDA (perinatal anxiety and depression)',
    number: '1300 726 306',
    hours: 'Monday to Saturday, 9am to 7:30pm (AEST)',
    link: 'https://panda.org.au',
    checked: '2026-11-28',
  },
  {
    name: 'Lifeline (crisis support)',
    number: '13 11 14',
    hours: '24 hours, 7 days',
    link: 'https://www.lifeline.org.au',
    checked: '2026-11-28',
  },
  { name: 'Beyond Blue', number: '1300 22 4636', hours: '24 hours, 7 days', link: 'https://www.beyondblue.org.au', checked: '2026-11-28' },
  {
    name: '1800RESPECT (family and domestic violence)',
    number: '1800 737 732',
    hours: '24 hours, 7 days',
    link: 'https://www.1800respect.org.au',
    checked: '2026-11-28',
  },
];

/** tel: wants the digits only. */
export const telHref = (number: string) => `tel:${number.replace(/[^\d+]/g, '')}`;

export const SAFETY_TEXT = {
  /** The composer's panel, shown (never blocking) when what she writes suggests someone may be at risk. */
  panel: {
    title: 'You are not alone',
    danger: 'If you or your baby are in danger, call 000.',
    intro: 'These services are there for you, and talking to one of them can help:',
    notWatched:
      'Our moderators read the forum, but not around the clock: if you need help now, please call one of these services. You can still post, and mums here will answer when they can.',
    more: 'More support services',
  },
  /** /support (src/client/features/info/support-page.tsx; its title and description: INFO_PAGES.support). */
  page: {
    intro:
      'If you or your baby are in danger, call 000 now. For anything else, these Australian services are there to listen, day or night.',
    servicesHeading: 'Support lines',
    call: (name: string, number: string) => `Call ${name} on ${number}`,
    website: (name: string) => `${name.replace(/ \(.*\)$/, '')} website`,
    opensInNewTab: '(opens in a new tab)',
    checked: (date: string) => `Checked ${date}`,
    notWatched: 'Our moderators read the forum, but not around the clock. The forum is not an emergency service.',
    reportHeading: 'Reporting a post',
    report:
      'Every discussion, reply and profile has a Report button for signed-in members. Choose why you are reporting it, add a note if you like, and send. Only our moderators see your report, and we never tell anyone who sent it.',
    nextHeading: 'What happens next',
    next: 'A moderator looks at every report, safety concerns first. A post that several members report is hidden while we look. We then keep it, edit it or take it down, and tell you what we decided in your notifications.',
    appealHeading: 'Asking for another look',
    appeal:
      'If we took down something you wrote, or limited your account, the notice we send you says why. You can ask for another look from that notice, once per decision; a different member of the team reads it.',
    eSafetyHeading: 'Complaining to the eSafety Commissioner',
    eSafety:
      'If you reported something serious, like cyberbullying, image-based abuse or illegal content, and we did not act, you can complain to the eSafety Commissioner.',
    eSafetyLink: 'Make a complaint at esafety.gov.au',
    eSafetyHref: 'https://www.esafety.gov.au/report',
  },
  /** What the team is told at once when a post or a report suggests someone may be at risk. */
  alert: {
    title: 'Someone may be at risk',
    post: (excerpt: string) => `A post may need you now: "${excerpt}"`,
    report: 'A member reported a post or profile as a safety concern. It is first in the moderation queue.',
    emailSubject: 'Safety concern in the Mama Village forum',
    open: 'Open the moderation queue',
  },
} as const;
