import { describe, expect, it } from 'vitest';
import { LEAD_SOURCE_LABELS, leadAnswerSummary, LeadRequestSchema } from './leads';

const contact = { name: 'Kim', email: 'kim@example.de' };

describe('campaign leads', () => {
  it('accepts a questionnaire lead without a phone and keeps the phone empty', () => {
    const parsed = LeadRequestSchema.parse({
      source: 'questionnaire',
      answers: {
        age: 16,
        gender: 'no-answer',
        fitness: 1,
        balance: 10,
        happiness: 5,
        pushups: 200,
        summer: '',
        followUp: '',
        barriers: [],
      },
      contact,
    });
    expect(parsed.contact.phone).toBe('');
    expect(parsed.source === 'questionnaire' && parsed.answers.otherReasons).toBe('');
  });

  it('summarises the answers in German lines for the admin', () => {
    expect(LEAD_SOURCE_LABELS['self-check']).toBe('Selbstcheck-Popup');
    const lines = leadAnswerSummary({
      source: 'self-check',
      payload: {
        source: 'self-check',
        answers: {
          goal: 'abnehmen',
          frequency: '',
          pushups: 12,
          summer: 'nein',
          followUp: 'change',
          barriers: ['energie', 'andere'],
          otherReasons: 'Knie',
        },
        contact,
      },
    });
    expect(lines).toEqual([
      { label: 'Ziel', value: 'Abnehmen' },
      { label: 'Training bisher', value: '–' },
      { label: 'Liegestütze', value: '12' },
      { label: 'Sommer in Topform', value: "Nein, leider nicht → 7 Wochen - Let's go!" },
      { label: 'Hindernisse', value: 'Zu wenig Energie, Andere Gründe' },
      { label: 'Andere Gründe', value: 'Knie' },
    ]);
    expect(leadAnswerSummary({ source: 'questionnaire', payload: { broken: true } })).toEqual([]);
    expect(leadAnswerSummary({ source: 'funnel', payload: {} })).toEqual([]);
  });

  it('names a funnel lead’s goals in German, not by their ids, with the tier they call for', () => {
    expect(
      leadAnswerSummary({ source: 'funnel', payload: { goals: ['regular-training', 'personal-training'] } }),
    ).toEqual([
      {
        label: 'Ziele',
        value: 'Regelmäßig in Gruppenkursen trainieren, Mit persönlichem Trainer trainieren',
      },
      { label: 'Empfehlung für diese Ziele', value: 'HYBRID PRO' },
    ]);
  });
});
