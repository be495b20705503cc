// The editor fields of the campaign-quiz kinds (decision 0217): what the page editor shows for each prop and
// what the server accepts in a saved document. The public pages never load them: ./campaign-quiz.ts (labels,
// defaults, hydration) imports their types only.
import { boolean, link, object, select, text, textarea, textList } from '../field-spec';
import type { Fields } from '../field-spec';
import { BACKDROPS, BUTTON_SIZES, BUTTON_VARIANTS, MODAL_WIDTHS } from '../options';

const anchor = text('Sprunganker (ID)');

/** The editor fields of the campaign-quiz kinds, by key: their labels and defaults are in ./campaign-quiz.ts. */
export const campaignQuizFields = {
  'seven-week-questionnaire': {
    /** The section's id ('' = none); the challenge page uses 'verlosung'. */
    anchor,
    texts: object('Texte', {
      eyebrow: text('Dachzeile'),
      title: text('Titel'),
      lead: textarea('Einleitung'),
      introTitle: text('Start: Überschrift'),
      start: text('Start-Button'),
      /** The headings of steps 1–6, in order. */
      stepTitles: textList('Überschriften der Schritte 1–6', { min: 6, max: 6 }),
      age: text('Frage: Alter'),
      gender: text('Frage: Geschlecht'),
      flashStatus: text('Hinweis bei fehlenden Angaben'),
      ratingHint: text('Bewertung: Hinweis'),
      ratings: object('Bewertungsfragen', {
        fitness: text('Fitness'),
        balance: text('Ausgeglichenheit'),
        happiness: text('Zufriedenheit'),
      }),
      pushups: text('Frage: Liegestütze'),
      contactText: textarea('Kontaktschritt: Text'),
      back: text('Zurück-Button'),
      next: text('Weiter-Button'),
      submit: text('Absende-Button'),
      submitting: text('Absenden: Ladetext'),
      thanksTitle: text('Danke: Titel'),
      thanksText: textarea('Danke: Text'),
    }),
  },
  'transformation-popup': {
    /** The section's id ('' = none); the challenge page uses 'zukunft'. */
    anchor,
    title: text('Titel'),
    text: textarea('Text'),
    buttonText: text('Button-Text'),
    buttonVariant: select('Button-Variante', BUTTON_VARIANTS),
    buttonSize: select('Button-Größe', BUTTON_SIZES),
    /** An icon of the UI kit ('' = none). */
    buttonIcon: text('Button-Icon'),
    modalMaxWidth: select('Dialog: maximale Breite', MODAL_WIDTHS),
    modalBackdrop: select('Dialog: Hintergrund', BACKDROPS),
    closeOnBackdrop: boolean('Schließen per Klick auf den Hintergrund'),
    showCloseButton: boolean('Schließen-Button anzeigen'),
    autoClose: boolean('Automatisch schließen'),
    /** Where to go after the auto-close ('' = stay); a path starts with '/'. */
    redirectUrl: link('Weiterleitung nach Abschluss'),
    /** The dialog's own texts; the questions, choices and buttons of the steps are the domain's (popup-quiz.ts). */
    texts: object('Texte im Dialog', {
      summerTitle: text('Schritt 4: Überschrift'),
      readyTitle: text('Schritt 6: Überschrift'),
      pushupsLabel: text('Frage: Liegestütze'),
      contactText: text('Kontaktschritt: Text'),
      thanksTitle: text('Danke: Titel'),
      thanksText: textarea('Danke: Text'),
      autoCloseText: text('Hinweis: schließt automatisch'),
      close: text('Schließen-Button'),
    }),
  },
} satisfies Record<string, Fields>;
