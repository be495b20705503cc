// Map and video embeds (seed 002 §2 "Plugins und Tools"): a click-to-load placeholder until 'Externe Medien' is
// allowed. 'Einmal laden' loads this one embed without changing the stored choice; 'Immer erlauben' saves it.
import { useState } from 'react';
import { Button } from '../ui/button';
import { Icon } from '../ui/icon';
import { paths } from '../../config/paths';
import { saveConsent, useExternalMediaAllowed } from '../../lib/consent-store';
import './consent.css';
import type { EmbedValues } from '#domain/blocks/shared-fields';

/** A map or video behind the consent gate; the ratio is any CSS aspect ratio (a block's own choice or a derived one). */
export function ExternalEmbed(props: Omit<EmbedValues, 'aspectRatio'> & { aspectRatio: string }) {
  const allowed = useExternalMediaAllowed();
  const [loadedOnce, setLoadedOnce] = useState(false);
  const show = allowed || loadedOnce;
  const label = props.kind === 'map' ? 'Karte' : 'Video';
  return (
    <section className="section" aria-label={props.title}>
      <div className="container">
        <h2>{props.title}</h2>
        {/* The ratio is the frame's: the placeholder grows with its text (at 360 px it needs more height). */}
        <div className="embed" style={show ? { aspectRatio: props.aspectRatio } : undefined}>
          {show ? (
            <iframe
              className="embed__frame"
              src={props.src}
              title={`${props.title} (${props.provider})`}
              loading="lazy"
              referrerPolicy="no-referrer"
              allowFullScreen={props.kind === 'video'}
            />
          ) : (
            <div className="embed__placeholder" data-testid="embed-placeholder">
              <Icon name={props.kind === 'map' ? 'map-pin' : 'zap'} size="2rem" />
              <p className="embed__title">
                {label} von {props.provider} ist blockiert
              </p>
              <p>
                Zum Anzeigen brauchen wir deine Zustimmung zu „Externe Medien“. Dabei wird deine IP-Adresse an{' '}
                {props.provider} übertragen.
              </p>
              <p className="embed__fallback">{props.fallbackText}</p>
              <div className="embed__actions">
                <Button size="sm" onClick={() => setLoadedOnce(true)}>
                  {label} einmal laden
                </Button>
                <Button size="sm" variant="secondary" onClick={() => saveConsent(true)}>
                  Externe Medien immer erlauben
                </Button>
              </div>
              <p className="embed__links">
                <a href={props.fallbackLinkUrl} target="_blank" rel="noopener noreferrer">
                  {props.fallbackLinkText}
                  <span className="visually-hidden"> (öffnet in neuem Tab)</span>
                </a>{' '}
                · <a href={paths.cookieSettings}>Cookie-Einstellungen</a>
              </p>
            </div>
          )}
        </div>
      </div>
    </section>
  );
}
