// The course recommendation funnel (seed 001 §2, §4, §5, §9): four steps with a progress bar (step / 4) — goals,
// the membership (a tier card's tier, else the recommendation; the visitor may switch) with a dated trial slot,
// contact data, thank you with the slot's date and by when the studio confirms it (issue 37, decision 0198). The
// result {goals, contract, timeSlot, contact} goes to the lead outbox first (so it is never lost) and from there to
// POST /api/v1/leads.
import { useEffect, useId, useRef, useState } from 'react';
import {
  confirmationLabel,
  FUNNEL_GOAL_IDS,
  recommendTier,
  TIER_FEATURES,
  TIER_NAMES,
  TIER_PRICES,
  trialConfirmationBy,
  trialSlotLabel,
  trialSlots,
  type FunnelGoalId,
  type TierName,
} from '#domain/marketing/funnel';
import { LeadContactSchema, type FunnelLeadRequest } from '#domain/schemas/leads';
import { API_PATHS } from '#domain/api-paths';
import { PublicMembershipTypeListSchema, type PublicMembershipType } from '#domain/memberships/schemas';
import { apiClient } from '../../../lib/api-client';
import { CONTRACT_BUTTONS } from '#domain/contracts/legal-texts';
import { Button, buttonClassName } from '../../../components/ui/button';
import { TextField } from '../../../components/ui/field';
import { Icon } from '../../../components/ui/icon';
import { Modal } from '../../../components/ui/modal';
import { FUNNEL_GOAL_TEXTS } from '#domain/content/marketing';
import { createLead } from '../../../lib/create-lead';
import { copyTier, TierCard, tierOfType } from '../tiers/tier-card';
import { flushLeads, queueLead } from '../../../lib/lead-outbox';
import './funnel.css';

export const FUNNEL_STEPS = 4;

/**
 * The studio's public membership types, read once the funnel reaches its recommendation (the funnel is drawn in
 * islands without the query cache, so it asks the API itself); null until they arrive or when they cannot.
 */
function useStudioTypes(wanted: boolean): PublicMembershipType[] | null {
  const [types, setTypes] = useState<PublicMembershipType[] | null>(null);
  useEffect(() => {
    if (!wanted || types) return;
    const controller = new AbortController();
    apiClient
      .request(API_PATHS.publicMembershipTypes, {
        schema: PublicMembershipTypeListSchema,
        auth: false,
        signal: controller.signal,
      })
      .then(setTypes, () => undefined);
    return () => controller.abort();
  }, [wanted, types]);
  return types;
}

const TITLES = [
  'Was sind Deine Ziele?',
  'Deine perfekte Mitgliedschaft',
  'Kontaktdaten',
  'Vielen Dank!',
] as const;

interface FunnelModalProps {
  /** The tier card's tier the funnel was opened from: chosen on the result step. */
  tier?: TierName;
  open: boolean;
  onClose: () => void;
  /** Called when a lead could not be sent at once and waits in the outbox. */
  onQueued?: () => void;
}

export function FunnelModal({ tier: cardTier, open, onClose, onQueued }: FunnelModalProps) {
  const id = useId();
  const [step, setStep] = useState(1);
  const [goals, setGoals] = useState<FunnelGoalId[]>([]);
  const [chosenTier, setChosenTier] = useState<TierName | undefined>(cardTier);
  // The dated slots of the next 14 days, from the moment the funnel opened.
  const [slots] = useState(() => trialSlots(new Date()));
  const [slot, setSlot] = useState<string | null>(null);
  const [confirmBy, setConfirmBy] = useState<Date | null>(null);
  const [contact, setContact] = useState({ name: '', email: '', phone: '' });
  const [delivery, setDelivery] = useState<'sending' | 'sent' | 'waiting'>('sending');

  // The button that moved to the next step is gone: focus the step's content so keyboard and screen-reader users
  // continue where the new step starts (not on the page behind the dialog).
  const stepRef = useRef<HTMLDivElement>(null);
  const firstRender = useRef(true);
  useEffect(() => {
    if (firstRender.current) {
      firstRender.current = false;
      return;
    }
    stepRef.current?.focus();
    stepRef.current?.scrollIntoView?.({ block: 'start' });
  }, [step]);

  const recommendation = recommendTier(goals);
  const tier = chosenTier ?? recommendation;
  // The recommendation as the studio sells it (its prices, the contract's total for the term, § 3 PAngV, and the
  // way to its checkout); the seed's copy until the studio's types have arrived, or if they cannot.
  const studioTypes = useStudioTypes(step >= 2);
  const studioType = studioTypes?.find((type) => type.name === tier);
  const recommended = studioType ? tierOfType(studioType) : copyTier(tier);
  const contactValid = LeadContactSchema.safeParse(contact).success;

  const toggleGoal = (goal: FunnelGoalId) =>
    setGoals((current) => (current.includes(goal) ? current.filter((g) => g !== goal) : [...current, goal]));

  const finish = () => {
    if (!contactValid || !slot || goals.length === 0) return;
    const body: FunnelLeadRequest = {
      source: 'funnel',
      goals,
      contract: {
        name: tier,
        badge: TIER_PRICES[tier].badge,
        price: TIER_PRICES[tier].weekly,
        monthly: TIER_PRICES[tier].monthly,
        features: [...TIER_FEATURES[tier]],
      },
      timeSlot: { id: slot },
      contact: { name: contact.name.trim(), email: contact.email.trim(), phone: contact.phone.trim() },
    };
    queueLead(body);
    setConfirmBy(trialConfirmationBy(new Date()));
    setStep(4);
    void flushLeads(createLead).then((left) => {
      setDelivery(left === 0 ? 'sent' : 'waiting');
      if (left > 0) onQueued?.();
    });
  };

  return (
    <Modal open={open} onClose={onClose} title={TITLES[step - 1]} size="lg">
      <div
        className="funnel"
        ref={stepRef}
        role="group"
        tabIndex={-1}
        aria-label={`${TITLES[step - 1]}, Schritt ${step} von ${FUNNEL_STEPS}`}
      >
        <div className="funnel__progress">
          <p className="funnel__step" id={`${id}-progress`}>
            Schritt {step} von {FUNNEL_STEPS}
          </p>
          <div
            className="funnel__bar"
            role="progressbar"
            aria-labelledby={`${id}-progress`}
            aria-valuemin={0}
            aria-valuemax={FUNNEL_STEPS}
            aria-valuenow={step}
          >
            <span style={{ width: `${(step / FUNNEL_STEPS) * 100}%` }} />
          </div>
        </div>

        {step === 1 && (
          <>
            <p className="funnel__hint" id={`${id}-goals-hint`}>
              Wähle alle zutreffenden Optionen aus
            </p>
            <ul className="funnel__goals" aria-describedby={`${id}-goals-hint`}>
              {FUNNEL_GOAL_IDS.map((goal) => {
                const chosen = goals.includes(goal);
                return (
                  <li key={goal}>
                    <button
                      type="button"
                      className={chosen ? 'funnel__goal funnel__goal--chosen' : 'funnel__goal'}
                      aria-pressed={chosen}
                      onClick={() => toggleGoal(goal)}
                    >
                      <span className="funnel__check" aria-hidden="true">
                        {chosen && <Icon name="check" />}
                      </span>
                      {FUNNEL_GOAL_TEXTS[goal]}
                    </button>
                  </li>
                );
              })}
            </ul>
            <div className="funnel__actions">
              <Button disabled={goals.length === 0} iconEnd="arrow-right" onClick={() => setStep(2)}>
                Weiter
              </Button>
            </div>
          </>
        )}

        {step === 2 && (
          <>
            <p className="funnel__hint">
              {chosenTier ? 'Deine Mitgliedschaft:' : 'Unsere Empfehlung für dich:'}
            </p>
            <TierCard tier={recommended} headingLevel={3} highlighted />
            <fieldset className="funnel__slots">
              <legend>Mitgliedschaft wählen</legend>
              {TIER_NAMES.map((name) => (
                <label key={name} className="funnel__slot">
                  <input
                    type="radio"
                    name={`${id}-tier`}
                    value={name}
                    checked={tier === name}
                    onChange={() => setChosenTier(name)}
                  />
                  <span>
                    <strong>{name}</strong>
                    {name === recommendation && ' – Empfehlung für deine Ziele'}
                  </span>
                </label>
              ))}
            </fieldset>
            {recommended.joinHref && (
              <p className="funnel__join">
                Lieber gleich starten?{' '}
                {/* A page load (the funnel may be drawn outside a router: src/app/islands/funnel-opener.tsx). */}
                <a
                  className={buttonClassName({ variant: 'outline', size: 'sm' })}
                  href={recommended.joinHref}
                >
                  {CONTRACT_BUTTONS.join}
                  <span className="visually-hidden"> ({tier})</span>
                </a>
              </p>
            )}
            <fieldset className="funnel__slots">
              <legend>Wann möchtest Du ins Studio zum Probetraining kommen?</legend>
              {slots.map((option) => (
                <label key={option.id} className="funnel__slot">
                  <input
                    type="radio"
                    name={`${id}-slot`}
                    value={option.id}
                    checked={slot === option.id}
                    onChange={() => setSlot(option.id)}
                  />
                  <span>{trialSlotLabel(option.id)}</span>
                </label>
              ))}
            </fieldset>
            <div className="funnel__actions">
              <Button variant="ghost" iconStart="arrow-left" onClick={() => setStep(1)}>
                Zurück
              </Button>
              <Button disabled={!slot} iconEnd="arrow-right" onClick={() => setStep(3)}>
                Weiter
              </Button>
            </div>
          </>
        )}

        {step === 3 && (
          <form
            noValidate
            onSubmit={(event) => {
              event.preventDefault();
              finish();
            }}
          >
            <p className="funnel__hint">Damit wir Dich kontaktieren können</p>
            <TextField
              label="Name"
              autoComplete="name"
              value={contact.name}
              onChange={(event) => setContact({ ...contact, name: event.target.value })}
            />
            <TextField
              label="E-Mail"
              type="email"
              autoComplete="email"
              value={contact.email}
              onChange={(event) => setContact({ ...contact, email: event.target.value })}
            />
            <TextField
              label="Handynummer"
              type="tel"
              autoComplete="tel"
              value={contact.phone}
              onChange={(event) => setContact({ ...contact, phone: event.target.value })}
            />
            <div className="funnel__actions">
              <Button variant="ghost" iconStart="arrow-left" onClick={() => setStep(2)}>
                Zurück
              </Button>
              <Button type="submit" disabled={!contactValid}>
                Abschließen
              </Button>
            </div>
          </form>
        )}

        {step === 4 && (
          <div className="funnel__thanks">
            <span className="funnel__thanks-icon">
              <Icon name="check" size="2rem" />
            </span>
            <p>
              Wir freuen uns darauf, Dich im Studio zu sehen! Eine Bestätigung erhältst Du in Kürze per
              E-Mail.
            </p>
            {slot && (
              <dl className="funnel__summary">
                <dt>Dein Wunschtermin</dt>
                <dd>{trialSlotLabel(slot)}</dd>
                <dt>Deine Mitgliedschaft</dt>
                <dd>{tier}</dd>
              </dl>
            )}
            {confirmBy && (
              <p>
                Wir bestätigen dir den Termin bis spätestens {confirmationLabel(confirmBy)} per E-Mail oder
                telefonisch.
              </p>
            )}
            {delivery === 'waiting' && (
              <p className="funnel__waiting" role="status">
                Deine Anfrage ist auf diesem Gerät gespeichert und wird gesendet, sobald die Verbindung steht.
              </p>
            )}
            <div className="funnel__actions">
              <Button onClick={onClose}>Schließen</Button>
            </div>
          </div>
        )}
      </div>
    </Modal>
  );
}
