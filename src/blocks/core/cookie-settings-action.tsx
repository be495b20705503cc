// The privacy page's quick way to the cookie settings.
import type { PropsOf } from '#domain/blocks/define';
import type { cookieSettingsActionKind } from '#domain/blocks/kinds/core';
import '../../components/consent/consent.css';
import { Button } from '../../components/ui/button';
import { Icon } from '../../components/ui/icon';
import { paths } from '../../config/paths';

export function CookieSettingsAction({ title, text, buttonText }: PropsOf<typeof cookieSettingsActionKind>) {
  return (
    <section className="section" aria-labelledby="cookie-action-title">
      <div className="container consent-action">
        <div>
          <h2 id="cookie-action-title">
            <Icon name="cookie" /> {title}
          </h2>
          <p>{text}</p>
        </div>
        <Button to={paths.cookieSettings} variant="secondaryFull" iconEnd="settings">
          {buttonText}
        </Button>
      </div>
    </section>
  );
}

export default CookieSettingsAction;
