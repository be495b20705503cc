// German copy and defaults of the campaign quiz blocks 'seven-week-questionnaire' and 'transformation-popup'
// (seed 002 §2–§4, §9; decision 0134). Plain data: the block definitions import it as their defaults, a page
// document's props override it prop by prop. The questions, choices and step buttons of the self-check and the
// questionnaire's intro steps are the domain's rules (domain/campaign/popup-quiz.ts, questionnaire.ts).
import { POPUP_OPEN_BUTTON } from '#domain/campaign/popup-quiz';
import type { RatingKey } from '#domain/campaign/questionnaire';
import type { ButtonSize, ButtonVariant } from '../../components/ui/button';

export const sevenWeekQuestionnaireDefaults: SevenWeekQuestionnaireProps = {
  anchor: '',
  texts: {
    eyebrow: 'Verlosung',
    title: 'Gewinne deine 7-Wochen-Transformation',
    lead: 'Beantworte ein paar kurze Fragen und du bist im Lostopf: Unter allen Teilnehmenden verlosen wir eine kostenlose Teilnahme an der 7-Wochen-Challenge – mit eigenem Equipment.',
    introTitle: 'So einfach geht’s',
    start: 'Fragebogen starten',
    stepTitles: [
      'Erzähl uns kurz von dir',
      'Wie geht es dir gerade?',
      'Dein Kraft-Check',
      'Dein Sommer',
      'Was dich bremst',
      'Fast geschafft!',
    ],
    age: 'Wie alt bist du?',
    gender: 'Geschlecht',
    flashStatus: 'Bitte gib dein Alter (16 bis 99) und dein Geschlecht an.',
    ratingHint: '1 = gar nicht, 10 = voll und ganz',
    ratings: {
      fitness: 'Wie fit fühlst du dich?',
      balance: 'Wie ausgeglichen bist du im Alltag?',
      happiness: 'Wie zufrieden bist du mit dir und deinem Körper?',
    },
    pushups: 'Wie viele Liegestütze schaffst du am Stück?',
    contactText: 'Damit wir dich erreichen, wenn du gewinnst: Wohin dürfen wir dir schreiben?',
    back: 'Zurück',
    next: 'Weiter',
    submit: 'An der Verlosung teilnehmen',
    submitting: 'Wird gesendet …',
    thanksTitle: 'Danke, du bist im Lostopf!',
    thanksText:
      'Wir melden uns per E-Mail, sobald die Gewinnerin oder der Gewinner feststeht. Bis dahin: Bleib dran!',
  },
};

export const transformationPopupDefaults: TransformationPopupProps = {
  anchor: '',
  title: 'Deine Zukunft beginnt in 7 Wochen',
  text: 'Finde in 90 Sekunden heraus, wo du gerade stehst – und sichere dir die Chance auf eine komplette Transformation. Wir verlosen sie unter allen, die mitmachen.',
  buttonText: POPUP_OPEN_BUTTON,
  buttonVariant: 'gradient',
  buttonSize: 'lg',
  buttonIcon: 'zap',
  modalMaxWidth: 'lg',
  modalBackdrop: 'glass',
  closeOnBackdrop: true,
  showCloseButton: true,
  autoClose: true,
  redirectUrl: '',
  texts: {
    summerTitle: 'Dein Sommer',
    readyTitle: 'Bereit?',
    pushupsLabel: 'Wie viele Liegestütze schaffst du am Stück?',
    contactText: 'Wohin dürfen wir deinen Challenge-Start schicken?',
    thanksTitle: 'Du bist dabei!',
    thanksText: 'Wir melden uns in Kürze mit allen Infos zu deinem Start – und du bist im Lostopf.',
    autoCloseText: 'Dieses Fenster schließt sich gleich.',
    close: 'Schließen',
  },
};

export interface QuestionnaireTexts {
  eyebrow: string;
  title: string;
  lead: string;
  introTitle: string;
  start: string;
  /** The headings of steps 1–6, in order. */
  stepTitles: string[];
  age: string;
  gender: string;
  flashStatus: string;
  ratingHint: string;
  ratings: Record<RatingKey, string>;
  pushups: string;
  contactText: string;
  back: string;
  next: string;
  submit: string;
  submitting: string;
  thanksTitle: string;
  thanksText: string;
}

export interface SevenWeekQuestionnaireProps {
  /** The section's id ('' = none); the challenge page uses 'verlosung'. */
  anchor: string;
  texts: QuestionnaireTexts;
}

export type PopupMaxWidth = 'sm' | 'md' | 'lg' | 'xl' | '2xl' | '3xl' | 'full';

export type PopupBackdrop = 'blur' | 'dark' | 'glass';

export interface TransformationPopupProps {
  /** The section's id ('' = none); the challenge page uses 'zukunft'. */
  anchor: string;
  title: string;
  text: string;
  buttonText: string;
  buttonVariant: ButtonVariant;
  buttonSize: ButtonSize;
  /** An icon of the UI kit ('' = none). */
  buttonIcon: string;
  modalMaxWidth: PopupMaxWidth;
  modalBackdrop: PopupBackdrop;
  closeOnBackdrop: boolean;
  showCloseButton: boolean;
  autoClose: boolean;
  /** Where to go after the auto-close ('' = stay); a path starts with '/'. */
  redirectUrl: string;
  texts: PopupTexts;
}

/** The dialog's own texts; the questions, choices and buttons of the steps are the domain's (popup-quiz.ts). */
export interface PopupTexts {
  summerTitle: string;
  readyTitle: string;
  pushupsLabel: string;
  contactText: string;
  thanksTitle: string;
  thanksText: string;
  autoCloseText: string;
  close: string;
}
