/**
 * The #security section's passkeys panel (issue 25) in its states: loading, the list, no passkeys, a failed load.
 * The member client is a stub at the I/O boundary (its `call` answers the passkey calls); rename and the removal
 * dialog are reached from the list by pressing its buttons. English texts (the passkey and account parts).
 */
import type { Meta, StoryObj } from '@storybook/react-vite';
import { fn } from 'storybook/test';
import { ApiError } from '../../src/api/errors.js';
import { PASSKEY_PATHS, type Passkey } from '../../src/api/passkey-calls.js';
import PasskeysPanel from '../../src/account/security/passkeys-panel.js';
import type { SectionProps } from '../../src/account/sections.js';
import { createConfig } from '../../src/config/index.js';
import { createPartTranslator, type CatalogPart } from '../../src/i18n/catalog-parts.js';
import accountPart from '../../src/i18n/parts/account/index.js';
import passkeyPart from '../../src/i18n/parts/passkey/index.js';
import { MOCK_PASSKEYS } from '../../src/mocks/passkeys.js';

const parts = [passkeyPart, accountPart] as CatalogPart<string>[];
const t = createPartTranslator('en', parts);

function propsWith(list: () => Promise<unknown>): SectionProps {
  let passkeys: Passkey[] = [];
  const call = async (_method: string, path: string, fields: Record<string, string> = {}) => {
    if (path === PASSKEY_PATHS.list) {
      const answer = (await list()) as { passkeys: Passkey[] };
      passkeys = [...answer.passkeys];
      return answer;
    }
    if (path === PASSKEY_PATHS.rename) return { passkey: { ...passkeys.find((p) => p.id === fields.id)!, name: fields.name } };
    return {};
  };
  return {
    env: { config: createConfig({ site: 'SG', language: 'en' }), parts, t, member: { call } },
    t,
    notify: fn(),
    sessionExpired: fn(),
  } as unknown as SectionProps;
}

const meta = { title: 'Account/Security/Passkeys', component: PasskeysPanel } satisfies Meta<typeof PasskeysPanel>;
export default meta;
type Story = StoryObj<typeof meta>;

export const Loading: Story = { args: propsWith(() => new Promise(() => {})) };
export const List: Story = { args: propsWith(async () => ({ passkeys: MOCK_PASSKEYS })) };
export const Empty: Story = { args: propsWith(async () => ({ passkeys: [] })) };
export const LoadFailed: Story = { args: propsWith(async () => Promise.reject(new ApiError('network', 'NETWORK_ERROR'))) };
