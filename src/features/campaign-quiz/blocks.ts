// The campaign quiz's block kinds: 'seven-week-questionnaire' (no seed inputs; its anchor and texts are ours) and
// 'transformation-popup' (the seed's TransformationPopup inputs plus anchor, title and text). src/app builds them
// with the lead outbox, which lives in the marketing feature.
import { createElement } from 'react';
import { defineBlock } from '../../components/blocks/block';
import type { LeadOutbox } from './lead-outbox';
import type {
  SevenWeekQuestionnaireProps,
  TransformationPopupProps,
} from '../../content/blocks/campaign-quiz';
import { SevenWeekQuestionnaire } from './seven-week-questionnaire';
import { TransformationPopup } from './transformation-popup';
import {
  sevenWeekQuestionnaireDefaults,
  transformationPopupDefaults,
} from '../../content/blocks/campaign-quiz';

export function createCampaignQuizBlocks(outbox: LeadOutbox) {
  return {
    'seven-week-questionnaire': defineBlock<SevenWeekQuestionnaireProps>({
      label: '7-Wochen-Fragebogen (Verlosung)',
      defaults: sevenWeekQuestionnaireDefaults,
      component: (props) => createElement(SevenWeekQuestionnaire, { ...props, outbox }),
    }),
    'transformation-popup': defineBlock<TransformationPopupProps>({
      label: 'Selbstcheck-Popup',
      defaults: transformationPopupDefaults,
      component: (props) => createElement(TransformationPopup, { ...props, outbox }),
    }),
  };
}

export type { LeadOutbox } from './lead-outbox';
