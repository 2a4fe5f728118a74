import { z } from 'zod';
import { PARTNERSHIP_LIMITS } from '../constants/partnerships';
import { checkEnquiryCompany, checkEnquiryMessage, checkEnquiryName } from '../rules/partnerships';
import { emailSchema } from './auth';
import { ruledText } from './text';

/** POST /api/partnerships/enquiries and partnerships.enquire. */
export const enquiryInput = z.object({
  name: ruledText('Name', checkEnquiryName),
  email: emailSchema,
  company: ruledText('Company', checkEnquiryCompany),
  message: ruledText('Message', checkEnquiryMessage),
  /** The honeypot: hidden from people, filled in by bots. */
  website: z.string().max(PARTNERSHIP_LIMITS.honeypotMax).optional(),
});
export type EnquiryInput = z.infer<typeof enquiryInput>;
