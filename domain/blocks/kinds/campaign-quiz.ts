// The campaign quiz's kinds (seed 002 §2–§4, §9; decision 0171): the seven-week questionnaire (the raffle; no seed
// inputs, its anchor and texts are ours) and the self-check popup (the seed's TransformationPopup inputs plus
// anchor, title and text). The questions, choices and step buttons of both are the domain's rules
// (domain/campaign/popup-quiz.ts, questionnaire.ts); the texts here are the page's copy around them.
import { POPUP_OPEN_BUTTON } from '../../campaign/popup-quiz';
import { defineGroup, type KindDefiner } from '../define';
import type { campaignQuizFields } from './campaign-quiz.fields';

// A kind of this group (decision 0217): its key has editor fields in ./campaign-quiz.fields.ts, its defaults are
// checked against their types. Free of side effects, so a bundle drops the kinds it does not use.
/* @__NO_SIDE_EFFECTS__ */
const defineKind: KindDefiner<typeof campaignQuizFields> = (definition) => definition;

export const sevenWeekQuestionnaireKind = defineKind({
  key: 'seven-week-questionnaire',
  label: '7-Wochen-Fragebogen (Verlosung)',
  defaults: {
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
  },
  browser: { interactive: 'the whole questionnaire: its steps, answers, contact form and the lead outbox' },
});

export const transformationPopupKind = defineKind({
  key: 'transformation-popup',
  label: 'Selbstcheck-Popup',
  defaults: {
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
  },
  browser: { interactive: 'the dialog with the self-check steps, the contact form and the lead outbox' },
});

export const campaignQuizGroup = defineGroup('campaign-quiz', 'Kampagne: Fragebögen', [
  sevenWeekQuestionnaireKind,
  transformationPopupKind,
]);
