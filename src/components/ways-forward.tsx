// A refused booking is never a dead end (issue 37, decision 0197): the one component that offers the ways forward
// the catalogue names for a refusal's code ('Mitgliedschaften ansehen', 'Probetraining vereinbaren', 'Karte am
// Empfang aufladen' …), wherever a booking can be refused (the week's cards, the course page, the list), and the
// list's and week's mark 'Nicht in deiner Mitgliedschaft' whose reason opens on activation. The trial training
// is the funnel: offered where the page claims its anchor (a FunnelProvider), left out elsewhere, since the tiers
// the first way leads to offer it too.
import { useContext, useId, useState } from 'react';
import { waysForward, type ErrorCode } from '#domain/errors/catalogue';
import { WAYS_FORWARD } from '#domain/errors/ways-forward';
import { WAY_FORWARD_HREFS } from '../config/paths';
import { ActionTargetsContext, SmartLink } from './blocks/smart-link';
import { Icon } from './ui/icon';
import './ways-forward.css';

export const NOT_COVERED_TEXT = 'Nicht in deiner Mitgliedschaft';

export function WaysForward({ code, size = 'sm' }: { code: ErrorCode; size?: 'sm' | 'md' }) {
  const claimed = useContext(ActionTargetsContext);
  const ways = waysForward(code).filter(
    (way) => way !== 'trial' || claimed.includes(WAY_FORWARD_HREFS.trial),
  );
  if (ways.length === 0) return null;
  return (
    <ul className="ways-forward" aria-label="So geht es weiter">
      {ways.map((way, index) => (
        <li key={way}>
          <SmartLink
            to={WAY_FORWARD_HREFS[way]}
            size={size}
            variant={index === 0 ? 'outline' : 'ghost'}
            iconEnd="arrow-right"
          >
            {WAYS_FORWARD[way]}
          </SmartLink>
        </li>
      ))}
    </ul>
  );
}

/**
 * 'Nicht in deiner Mitgliedschaft' on a session none of the member's memberships covers, before any tap: a
 * disclosure button (keyboard, screen reader: aria-expanded) that shows the reason and the ways forward.
 * `session` joins the button's name after its visible text, to tell the marks of a schedule apart.
 */
export function NotCoveredMark({
  reason,
  code,
  session,
}: {
  reason: string;
  code: ErrorCode;
  session: string;
}) {
  const [open, setOpen] = useState(false);
  const id = useId();
  return (
    <div className="not-covered">
      <button
        type="button"
        className="not-covered__toggle"
        aria-expanded={open}
        aria-controls={id}
        onClick={() => setOpen((value) => !value)}
      >
        <Icon name="info" />
        <span>{NOT_COVERED_TEXT}</span>
        <span className="visually-hidden">: {session}</span>
        <Icon name="chevron-down" className="not-covered__chevron" />
      </button>
      <div id={id} className="not-covered__detail" hidden={!open}>
        <p>{reason}</p>
        <WaysForward code={code} />
      </div>
    </div>
  );
}
