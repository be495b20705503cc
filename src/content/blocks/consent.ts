// German copy and defaults of the consent blocks: the map and video embeds, the cookie settings shortcut and the
// switches of /cookie-einstellungen (decision 0134). Plain data: the block definitions import it as their defaults, a
// page document's props override it prop by prop.
import { STUDIO_CONTACT } from '#domain/content/marketing';

export const mapEmbedDefaults: EmbedProps = {
  kind: 'map',
  title: 'So findest du uns',
  src: STUDIO_CONTACT.mapEmbedUrl,
  provider: 'OpenStreetMap',
  fallbackText: `${STUDIO_CONTACT.name}, ${STUDIO_CONTACT.street}, ${STUDIO_CONTACT.city}`,
  fallbackLinkText: 'Route planen',
  fallbackLinkUrl: STUDIO_CONTACT.mapsUrl,
  aspectRatio: '16 / 9',
};

export const videoEmbedDefaults: EmbedProps = {
  kind: 'video',
  title: 'Ein Blick ins Training',
  src: 'https://www.youtube-nocookie.com/embed/',
  provider: 'YouTube',
  fallbackText: 'Das Video zeigt eine Trainingseinheit in unserem Studio.',
  fallbackLinkText: 'Auf YouTube ansehen',
  fallbackLinkUrl: 'https://www.youtube.com/',
  aspectRatio: '16 / 9',
};

export const cookieSettingsActionDefaults: CookieSettingsActionProps = {
  title: 'Cookie-Einstellungen',
  text: 'Du kannst deine Auswahl zu Cookies und externen Medien jederzeit ändern.',
  buttonText: 'Cookie-Einstellungen öffnen',
};

export interface EmbedProps {
  kind: 'map' | 'video';
  title: string;
  src: string;
  provider: string;
  /** Shown in the placeholder so the visitor is never without the information. */
  fallbackText: string;
  fallbackLinkText: string;
  fallbackLinkUrl: string;
  aspectRatio: string;
}

export interface CookieSettingsActionProps {
  title: string;
  text: string;
  buttonText: string;
}
