// German copy and defaults of the consent blocks: the map and video embeds, the cookie settings shortcut and the
// switches of /cookie-einstellungen (decision 0134). Plain data: the block definitions import it as their defaults, a
// page document's props override it prop by prop.

/** The switches have no inputs: their labels are the consent rules' (consent-settings.tsx). */
export const consentSettingsDefaults: Record<string, never> = {};

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
