// Lead requests more than one API test sends.

/** A valid seven-week questionnaire lead (seed 002 §3), phone left empty. */
export const QUESTIONNAIRE_LEAD = {
  source: 'questionnaire',
  answers: {
    age: 34,
    gender: 'female',
    fitness: 4,
    balance: 6,
    happiness: 7,
    pushups: 12,
    summer: 'nein',
    followUp: 'change',
    barriers: ['zeit', 'andere'],
    otherReasons: 'Schichtdienst',
  },
  contact: { name: 'Mara Fragebogen', email: 'mara@example.de', phone: '' },
};
