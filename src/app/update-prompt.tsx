// 'Neue Version verfügbar' (DECISIONS "Offline and updates"): appears when a newer build exists; nothing reloads
// until the user taps 'Jetzt aktualisieren'.
import { Button } from '../components/ui/button';
import { Icon } from '../components/ui/icon';
import { applyUpdate, dismissUpdate, useUpdateState } from '../lib/pwa';
import './update-prompt.css';

export interface UpdatePromptProps {
  /** What the tap does; the service worker takeover by default. */
  onUpdate?: () => void;
}

export function UpdatePrompt({ onUpdate = () => void applyUpdate() }: UpdatePromptProps) {
  const { updateAvailable, updating } = useUpdateState();
  return (
    // The live region is always there, so screen readers announce the message when it appears.
    <div className="update-prompt-region" role="status" aria-live="polite">
      {updateAvailable && (
        <div className="update-prompt">
          <Icon name="refresh" size="1.5rem" className="update-prompt__icon" />
          <p className="update-prompt__text">
            <strong>Neue Version verfügbar</strong>
            <span>Aktualisiere, um die neueste Version der App zu nutzen.</span>
          </p>
          <div className="update-prompt__actions">
            <Button variant="ghost" size="sm" onClick={dismissUpdate} disabled={updating}>
              Später
            </Button>
            <Button size="sm" onClick={onUpdate} loading={updating}>
              Jetzt aktualisieren
            </Button>
          </div>
        </div>
      )}
    </div>
  );
}
