/**
 * The offer to create a passkey after a login (issue 25, src/popup/passkey-offer.tsx) in its states: offered, created
 * (its play presses "Create a passkey"), and a refused sheet (the reason in the dialog, the offer kept). The passkey
 * services are stubs at the I/O boundary; English texts (the passkey part).
 */
import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, fn, userEvent, waitFor, within } from 'storybook/test';
import { ApiError } from '../../src/api/errors.js';
import { PASSKEY_FAILED_KEY, type Passkey } from '../../src/api/passkey-calls.js';
import type { PasskeyServices } from '../../src/api/passkey-services.js';
import { createPartTranslator } from '../../src/i18n/catalog-parts.js';
import passkeyPart from '../../src/i18n/parts/passkey/index.js';
import { PasskeyOffer, type OfferT } from '../../src/popup/passkey-offer.js';

const t = createPartTranslator('en', [passkeyPart]) as unknown as OfferT;
const KEY: Passkey = { id: 'k1', name: 'Chrome on Android', createdAt: Date.UTC(2026, 10, 27), lastUsedAt: null };

function services(create: () => Promise<Passkey | null>): PasskeyServices {
  return {
    signIn: async () => null,
    create,
    list: async () => [],
    rename: async () => KEY,
    remove: async () => undefined,
    offerAnswered: () => false,
    rememberOfferAnswered: () => undefined,
  };
}

const meta = { title: 'Flows/Passkey offer', component: PasskeyOffer } satisfies Meta<typeof PasskeyOffer>;
export default meta;
type Story = StoryObj<typeof meta>;

const page = () => within(document.body);
/** Visible once the dialog's entrance (a short fade) is over: it may still be running when the play presses. */
const shown = async (element: HTMLElement) => waitFor(() => expect(element).toBeVisible());

export const Offered: Story = { args: { services: services(async () => KEY), t, onDone: fn() } };

export const Created: Story = {
  args: { services: services(async () => KEY), t, onDone: fn() },
  play: async () => {
    await userEvent.click(await page().findByRole('button', { name: 'Create a passkey' }));
    await shown(await page().findByRole('button', { name: 'Continue' }));
  },
};

export const Refused: Story = {
  args: { services: services(() => Promise.reject(new ApiError('business', PASSKEY_FAILED_KEY))), t, onDone: fn() },
  play: async () => {
    await userEvent.click(await page().findByRole('button', { name: 'Create a passkey' }));
    await shown(await page().findByText('This passkey could not be used. Try again or choose another way to log in.'));
  },
};
