// Step 4 of the self-check popup (seed 002 §4), also used by the seven-week questionnaire's summer and
// follow-up answers: first 'Ja, war ich!' / 'Nein, leider nicht'; after 'ja' the follow-up 'Willst du, dass das
// so bleibt?' with 'Auf jeden Fall!' (bleibt) or 'Ich will noch fitter werden' (fitter); after 'nein'
// 'Lass es uns ändern!' with '7 Wochen - Let's go!' (change). Then the barriers and the other reasons: the answers
// from step 4 on, their defaults, their changes and how they are emitted are written here once for both.

export type SummerAnswer = 'ja' | 'nein';
export type FollowUp = 'bleibt' | 'fitter' | 'change';

/** The step's own question is not in the seed; this wording is ours (0070). */
export const SUMMER_QUESTION = 'Warst du diesen Sommer in Topform?';
export const SUMMER_CHOICES: readonly { value: SummerAnswer; label: string }[] = [
  { value: 'ja', label: 'Ja, war ich!' },
  { value: 'nein', label: 'Nein, leider nicht' },
];
export const FOLLOW_UP_AFTER_YES = 'Willst du, dass das so bleibt?';
export const FOLLOW_UP_AFTER_NO = 'Lass es uns ändern!';
export const FOLLOW_UP_CHOICES: Readonly<
  Record<SummerAnswer, readonly { value: FollowUp; label: string }[]>
> = {
  ja: [
    { value: 'bleibt', label: 'Auf jeden Fall!' },
    { value: 'fitter', label: 'Ich will noch fitter werden' },
  ],
  nein: [{ value: 'change', label: "7 Wochen - Let's go!" }],
};

export type SummerView =
  | { stage: 'summer'; question: string; choices: readonly { value: SummerAnswer; label: string }[] }
  | { stage: 'followUp'; question: string; choices: readonly { value: FollowUp; label: string }[] };

/** What step 4 shows for the current summer answer ('' or undefined: not answered yet). */
export function summerView(summer: SummerAnswer | '' | undefined): SummerView {
  if (summer === 'ja')
    return { stage: 'followUp', question: FOLLOW_UP_AFTER_YES, choices: FOLLOW_UP_CHOICES.ja };
  if (summer === 'nein')
    return { stage: 'followUp', question: FOLLOW_UP_AFTER_NO, choices: FOLLOW_UP_CHOICES.nein };
  return { stage: 'summer', question: SUMMER_QUESTION, choices: SUMMER_CHOICES };
}

/** Whether a follow-up belongs to the summer answer ('bleibt'/'fitter' after 'ja', 'change' after 'nein'). */
export function followUpFits(summer: SummerAnswer | '' | undefined, followUp: FollowUp): boolean {
  if (summer !== 'ja' && summer !== 'nein') return false;
  return FOLLOW_UP_CHOICES[summer].some((choice) => choice.value === followUp);
}

export const BARRIERS = ['zeit', 'motivation', 'energie', 'plan', 'partner', 'andere'] as const;
export type Barrier = (typeof BARRIERS)[number];
/** The seed names the barriers only by value; these German labels are ours (0070). */
export const BARRIER_LABELS: Readonly<Record<Barrier, string>> = {
  zeit: 'Keine Zeit',
  motivation: 'Fehlende Motivation',
  energie: 'Zu wenig Energie',
  plan: 'Kein Plan',
  partner: 'Kein Trainingspartner',
  andere: 'Andere Gründe',
};

/** Toggles a barrier on or off, keeping the catalogue's order. */
export function toggleBarrier(barriers: readonly Barrier[], barrier: Barrier): Barrier[] {
  const on = barriers.includes(barrier);
  return BARRIERS.filter((value) => (value === barrier ? !on : barriers.includes(value)));
}

/** The free text counts only while 'andere' is chosen (the box is shown only then). */
export const effectiveOtherReasons = (barriers: readonly Barrier[], otherReasons: string) =>
  barriers.includes('andere') ? otherReasons.trim() : '';

/** The answers both quizzes ask from step 4 on. */
export interface SummerAnswers {
  summer: SummerAnswer | '';
  followUp: FollowUp | '';
  barriers: Barrier[];
  otherReasons: string;
}

export const defaultSummerAnswers = (): SummerAnswers => ({
  summer: '',
  followUp: '',
  barriers: [],
  otherReasons: '',
});

/** The answer actions both quizzes treat alike ('setSummer' is each quiz's own: what happens to the follow-up). */
export type SummerAnswersAction =
  | { type: 'setFollowUp'; followUp: FollowUp }
  | { type: 'toggleBarrier'; barrier: Barrier }
  | { type: 'setOtherReasons'; text: string };

/** What an answer action changes; undefined when it is refused (a follow-up that does not fit the summer answer). */
export function summerAnswersPatch(
  answers: SummerAnswers,
  action: SummerAnswersAction,
): Partial<SummerAnswers> | undefined {
  switch (action.type) {
    case 'setFollowUp':
      return followUpFits(answers.summer, action.followUp) ? { followUp: action.followUp } : undefined;
    case 'toggleBarrier':
      return { barriers: toggleBarrier(answers.barriers, action.barrier) };
    case 'setOtherReasons':
      return { otherReasons: action.text };
  }
}

/** The answers as a completion emits them: a copy, the free text only with 'andere'. */
export const emittedAnswers = <A extends SummerAnswers>(answers: A): A => ({
  ...answers,
  barriers: [...answers.barriers],
  otherReasons: effectiveOtherReasons(answers.barriers, answers.otherReasons),
});
