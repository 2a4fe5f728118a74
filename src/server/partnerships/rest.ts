import { operations } from '../api/operation';
import { UNDOCUMENTED } from '../api/schemas';
import { API_V1 } from '../api/versions';

/** The partnerships form for integrators and the app: name, email, company, message. */
export const partnershipsOperations = operations([
  {
    method: 'post',
    path: '/api/partnerships/enquiries',
    operationId: 'sendPartnershipEnquiry',
    summary: 'Send a partnership enquiry to the team',
    tags: ['Partnerships'],
    procedure: 'partnerships.enquire',
    responses: { 202: UNDOCUMENTED },
    access: 'public',
    since: API_V1,
    handler: ({ caller, body }) => caller.partnerships.enquire(body),
  },
]);
