// Composes the campaign quiz's blocks (questionnaire, self-check popup) with the marketing feature's lead outbox:
// their leads wait in the same localStorage outbox as the funnel's and go out with their Idempotency-Key (0083).
import { createCampaignQuizBlocks } from '../../features/campaign-quiz/blocks';
import { createLead } from '../../lib/create-lead';
import { deliverLead, retryWaitingLeads } from '../../lib/lead-outbox';

export const campaignQuizBlocks = createCampaignQuizBlocks({
  deliver: (body) => deliverLead(body, createLead),
  keepRetrying: () => retryWaitingLeads(createLead),
});
