/** The partnerships contact form: its limits and texts (the server's and the page's). */
export const PARTNERSHIP_LIMITS = {
  nameMax: 100,
  companyMax: 120,
  messageMin: 20,
  messageMax: 2000,
  /** The hidden honeypot field: people never see it, so anything in it is a bot's. */
  honeypotMax: 500,
} as const;

export const PARTNERSHIP_TEXT = {
  nameRequired: 'Please tell us your name',
  companyRequired: 'Please tell us your company or brand',
  messageTooShort: `Please tell us a little more (at least ${PARTNERSHIP_LIMITS.messageMin} characters)`,
  sent: 'Thanks! Your enquiry is with our partnerships team.',
  sentBody: 'We reply to every enquiry within five business days.',
  tooManyEnquiries: 'You have sent several enquiries already. Please wait an hour and try again.',
  emailSubject: (company: string) => `Partnership enquiry from ${company}`,
} as const;
