import { z } from 'zod';
import { PARTNERSHIP_LIMITS } from '../constants/partnerships';
import { checkEnquiryCompany, checkEnquiryMessage, checkEnquiryName } from '../rules/partnerships';
import { emailSchema } from './auth';
import { ruledText } from './text';

/** POST /api/partnerships/enquiries and partnerships.enquire. */
export const enquiryInput = z.object({
  name: ruledText('Name', checkEnquiryName, { max: PARTNERSHIP_LIMITS.nameMax }),
  email: emailSchema,
  company: ruledText('Company', checkEnquiryCompany, { max: PARTNERSHIP_LIMITS.companyMax }),
  message: ruledText('Message', checkEnquiryMessage, { min: PARTNERSHIP_LIMITS.messageMin, max: PARTNERSHIP_LIMITS.messageMax }),
  /** The honeypot: hidden from people, filled in by bots. */
  website: z.string().max(PARTNERSHIP_LIMITS.honeypotMax).optional(),
});
export type EnquiryInput = z.infer<typeof enquiryInput>;
