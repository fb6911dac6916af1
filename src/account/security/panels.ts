/**
 * The panels of the #security sub-page, in order (issue 24: devices and sessions, security activity, connected
 * accounts; issue 25: passkeys). A panel is a component of the section's lazy chunk; its texts are a catalog part
 * listed in SECURITY_PARTS, loaded with the chunk (src/account/lazy-section.tsx).
 */
import type { ComponentType } from 'react';
import type { CatalogPart } from '../../i18n/catalog-parts.js';
import passkeyPart from '../../i18n/parts/passkey/index.js';
import securityPart from '../../i18n/parts/security/index.js';
import socialPart from '../../i18n/parts/social/index.js';
import type { SectionProps } from '../sections.js';
import ActivitySection from './activity-panel.js';
import ConnectedAccountsPanel, { CONNECTED_PANEL_ID } from './connected-accounts-panel.js';
import PasskeysPanel, { PASSKEYS_PANEL_ID } from './passkeys-panel.js';
import SessionsSection from './sessions-panel.js';

export interface SecurityPanel {
  /** The panel's id: its heading's id and the fragment that scrolls to it (#security/passkeys is not a route). */
  readonly id: string;
  readonly component: ComponentType<SectionProps>;
}

export const SECURITY_PANELS: readonly SecurityPanel[] = [
  { id: 'sessions', component: SessionsSection },
  { id: 'activity', component: ActivitySection },
  { id: PASSKEYS_PANEL_ID, component: PasskeysPanel },
  { id: CONNECTED_PANEL_ID, component: ConnectedAccountsPanel },
];

export const SECURITY_PARTS: readonly CatalogPart<string>[] = [
  securityPart,
  passkeyPart,
  socialPart,
];
