/**
 * The #security section's connected accounts panel (issue 24 part 5) in its states: loading, Facebook linked and
 * Google not, both linked, none linked, a failed load, and (by pressing the buttons in `play`) the unlink dialog,
 * the last-way-in refusal naming what to add, a provider account linked elsewhere, and linking inside an in-app
 * browser (no window can open there; a link never takes the tab away). The member client is a stub
 * at the I/O boundary (its `call` answers the social link calls); the provider's consent step is a fake provider.
 * English texts (the social and account parts).
 */
import type { Meta, StoryObj } from '@storybook/react-vite';
import { fn, userEvent, within } from 'storybook/test';
import { ApiError } from '../../src/api/errors.js';
import { SOCIAL_LAST_WAY_KEY, SOCIAL_LINK_PATHS, SOCIAL_LINKED_ELSEWHERE_KEY, type SocialLink } from '../../src/api/social-link-calls.js';
import { createFakeSocialProvider } from '../../src/api/social.js';
import { SOCIAL_IN_APP_KEY, type SocialProvider } from '../../src/api/social-keys.js';
import ConnectedAccountsPanel from '../../src/account/security/connected-accounts-panel.js';
import type { SectionProps } from '../../src/account/sections.js';
import { createConfig } from '../../src/config/index.js';
import { createPartTranslator, type CatalogPart } from '../../src/i18n/catalog-parts.js';
import accountPart from '../../src/i18n/parts/account/index.js';
import socialPart from '../../src/i18n/parts/social/index.js';
import { MOCK_SOCIAL_LINKS } from '../../src/mocks/social-links.js';

const parts = [socialPart, accountPart] as CatalogPart<string>[];
const t = createPartTranslator('en', parts);
const BOTH: readonly SocialLink[] = [
  { provider: 'GOOGLE', email: 'g***e@example.com', since: Date.UTC(2026, 0, 12) },
  ...MOCK_SOCIAL_LINKS,
];

interface Answers {
  list: () => Promise<unknown>;
  link?: () => Promise<unknown>;
  unlink?: () => Promise<unknown>;
}

function propsWith(answers: Answers, social: SocialProvider = createFakeSocialProvider({ GOOGLE: { oauthCode: 'story-code-0123456789', redirectUri: 'http://localhost' } })): SectionProps {
  const call = async (_method: string, path: string) => {
    if (path === SOCIAL_LINK_PATHS.list) return answers.list();
    if (path === SOCIAL_LINK_PATHS.link) return answers.link ? answers.link() : { link: { provider: 'GOOGLE', email: 'n***w@example.com', since: Date.now() } };
    if (path === SOCIAL_LINK_PATHS.unlink) return answers.unlink ? answers.unlink() : {};
    return {};
  };
  return {
    env: {
      config: createConfig({ site: 'SG', language: 'en' }),
      parts,
      t,
      member: { call },
      services: { socialSignIn: (provider: 'GOOGLE' | 'FACEBOOK', options: { signal?: AbortSignal }) => social.signIn(provider, options) },
    },
    t,
    notify: fn(),
    sessionExpired: fn(),
  } as unknown as SectionProps;
}

const meta = { title: 'Account/Security/Connected accounts', component: ConnectedAccountsPanel } satisfies Meta<typeof ConnectedAccountsPanel>;
export default meta;
type Story = StoryObj<typeof meta>;

export const Loading: Story = { args: propsWith({ list: () => new Promise(() => {}) }) };
export const FacebookLinked: Story = { args: propsWith({ list: async () => ({ links: MOCK_SOCIAL_LINKS }) }) };
export const BothLinked: Story = { args: propsWith({ list: async () => ({ links: BOTH }) }) };
export const NoneLinked: Story = { args: propsWith({ list: async () => ({ links: [] }) }) };
export const LoadFailed: Story = { args: propsWith({ list: () => Promise.reject(new ApiError('network', 'NETWORK_ERROR')) }) };

export const UnlinkDialog: Story = {
  args: propsWith({ list: async () => ({ links: MOCK_SOCIAL_LINKS }) }),
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await userEvent.click(await canvas.findByRole('button', { name: 'Unlink Facebook' }));
  },
};

export const LastWayRefused: Story = {
  args: propsWith({
    list: async () => ({ links: MOCK_SOCIAL_LINKS }),
    unlink: () => Promise.reject(new ApiError('business', SOCIAL_LAST_WAY_KEY, { data: { add: ['password', 'phone', 'email', 'passkey'] } })),
  }),
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await userEvent.click(await canvas.findByRole('button', { name: 'Unlink Facebook' }));
    const dialog = await within(canvasElement.ownerDocument.body).findByRole('alertdialog');
    await userEvent.click(within(dialog).getByRole('button', { name: 'Unlink Facebook' }));
  },
};

export const LinkedElsewhere: Story = {
  args: propsWith({
    list: async () => ({ links: MOCK_SOCIAL_LINKS }),
    link: () => Promise.reject(new ApiError('business', SOCIAL_LINKED_ELSEWHERE_KEY)),
  }),
  play: async ({ canvasElement }) => {
    await userEvent.click(await within(canvasElement).findByRole('button', { name: 'Link Google' }));
  },
};

export const LinkInAppBrowser: Story = {
  args: propsWith(
    { list: async () => ({ links: MOCK_SOCIAL_LINKS }) },
    { signIn: () => Promise.reject(new ApiError('network', SOCIAL_IN_APP_KEY)) },
  ),
  play: async ({ canvasElement }) => {
    await userEvent.click(await within(canvasElement).findByRole('button', { name: 'Link Google' }));
  },
};
