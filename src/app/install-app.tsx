// 'App installieren' where the browser offers installation (beforeinstallprompt, kept by src/lib/pwa.ts), and the
// way by hand on iPhone and iPad Safari, which has no such offer: Teilen → Zum Home-Bildschirm. Renders nothing
// anywhere else (an installed app, other browsers).
import { useState } from 'react';
import { Button } from '../components/ui/button';
import { Icon } from '../components/ui/icon';
import { isIosSafari, promptInstall, useInstallState } from '../lib/pwa';
import './install-app.css';

export function InstallApp() {
  const { offer, installed } = useInstallState();
  const [iosSafari] = useState(isIosSafari);

  if (installed) {
    return (
      <div className="install-app" role="status">
        <Icon name="check" size="1.5rem" className="install-app__icon" />
        <p className="install-app__text">
          <strong>Installiert</strong>
          <span>Du findest Kraftraum jetzt auf deinem Startbildschirm.</span>
        </p>
      </div>
    );
  }
  if (offer) {
    return (
      <div className="install-app">
        <Icon name="zap" size="1.5rem" className="install-app__icon" />
        <p className="install-app__text">
          <strong>Kraftraum als App</strong>
          <span>Kursplan mit einem Tipp öffnen – auch ohne Netz im Studio.</span>
        </p>
        <Button iconStart="arrow-right" onClick={() => void promptInstall()}>
          App installieren
        </Button>
      </div>
    );
  }
  if (iosSafari) {
    return (
      <div className="install-app">
        <Icon name="info" size="1.5rem" className="install-app__icon" />
        <p className="install-app__text">
          <strong>Kraftraum als App</strong>
          <span>
            Tippe unten auf <em>Teilen</em> und dann auf <em>Zum Home-Bildschirm</em> – so öffnest du den
            Kursplan wie eine App, auch ohne Netz.
          </span>
        </p>
      </div>
    );
  }
  return null;
}
