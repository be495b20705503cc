// /widerrufsbelehrung (issue 31): the withdrawal instructions and the model form of domain/contracts/legal-texts.ts
// (the statutory models, Anlage 1 and 2 zu Art. 246a EGBGB) with the demo legal data, as a content page the editor
// changes; each publish is a new version, and a contract records the version in force when it was concluded.
import { LEGAL_DEFAULTS } from '#domain/contracts/schemas';
import {
  modelWithdrawalForm,
  withdrawalInstructions,
  type LegalDocument,
} from '#domain/contracts/legal-texts';
import type { PageDocument } from '#domain/pages/document';
import { legalSections } from './legal-sections';

const studio = { ...LEGAL_DEFAULTS, withdrawalUrl: null };
const instructions: LegalDocument = withdrawalInstructions(studio);
const form: LegalDocument = modelWithdrawalForm(studio);

export const widerrufsbelehrungPage: PageDocument = {
  slug: 'widerrufsbelehrung',
  title: 'Widerrufsbelehrung',
  description:
    'Widerrufsbelehrung und Muster-Widerrufsformular für Mitgliedschaften, die online geschlossen werden.',
  blocks: [
    {
      type: 'page-header',
      props: {
        eyebrow: 'Rechtliches',
        heading: 'Widerrufsbelehrung',
        intro: 'für Verbraucherinnen und Verbraucher',
      },
    },
    { type: 'template-notice' },
    ...legalSections([
      ...instructions.sections.map((section) => ({
        title: section.heading ?? instructions.title,
        paragraphs: section.paragraphs,
      })),
      { title: form.title, paragraphs: form.sections.flatMap((section) => section.paragraphs) },
    ]),
  ],
};
