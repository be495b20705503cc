// The campaign quiz group's components, one per kind of domain/blocks/kinds/campaign-quiz.ts.
import { campaignQuizGroup } from '#domain/blocks/kinds/campaign-quiz';
import { registryOf, type ComponentsOf } from '../../components/blocks/block';
import { SevenWeekQuestionnaire } from './seven-week-questionnaire';
import { TransformationPopup } from './transformation-popup';

export const campaignQuizComponents: ComponentsOf<typeof campaignQuizGroup> = {
  'seven-week-questionnaire': SevenWeekQuestionnaire,
  'transformation-popup': TransformationPopup,
};

export const campaignQuizBlocks = registryOf(campaignQuizGroup, campaignQuizComponents);
