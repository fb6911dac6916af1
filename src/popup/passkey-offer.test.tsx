// @vitest-environment jsdom
// The offer to create a passkey after a login (issue 25): the real offer machine, the passkey services stubbed at the
// I/O boundary; offerPasskey's gates (no passkeys here, answered before) and its own root on the page.
import { act, cleanup, render, screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, describe, expect, it, vi } from 'vitest';
import type { Passkey } from '../api/passkey-calls.js';
import type { PasskeyServices } from '../api/passkey-services.js';
import { createPartTranslator } from '../i18n/catalog-parts.js';
import passkeyPart from '../i18n/parts/passkey/index.js';
import { expectNoAxeViolations } from '../screens/test-utils.js';
import { offerPasskey, PasskeyOffer, type OfferT } from './passkey-offer.js';

afterEach(cleanup);

const t = createPartTranslator('en', [passkeyPart]) as unknown as OfferT;
const KEY: Passkey = { id: 'k1', name: 'Chrome on Android', createdAt: 1, lastUsedAt: null };

function services(overrides: Partial<PasskeyServices> = {}): PasskeyServices {
  let answered = false;
  return {
    signIn: async () => null,
    create: vi.fn(async () => KEY),
    list: vi.fn(async () => [] as Passkey[]),
    rename: () => Promise.reject(new Error('unused')),
    remove: async () => undefined,
    offerAnswered: () => answered,
    rememberOfferAnswered: vi.fn(() => void (answered = true)),
    ...overrides,
  };
}

describe('the passkey offer', () => {
  it('offers, creates, says so, and ends on Continue; the answer is remembered', async () => {
    const user = userEvent.setup();
    const stub = services();
    const onDone = vi.fn();
    const { baseElement } = render(<PasskeyOffer services={stub} t={t} onDone={onDone} />);
    const dialog = await screen.findByRole('dialog', { name: 'Log in faster next time' });
    expect(dialog.textContent).toContain('Create a passkey to log in with your fingerprint');
    await expectNoAxeViolations(baseElement as HTMLElement);
    await user.click(screen.getByRole('button', { name: 'Create a passkey' }));
    await screen.findByText('Passkey created. Next time, choose “Log in with a passkey”.');
    expect(stub.rememberOfferAnswered).toHaveBeenCalledTimes(1);
    expect(onDone).not.toHaveBeenCalled();
    await user.click(screen.getByRole('button', { name: 'Continue' }));
    await waitFor(() => expect(onDone).toHaveBeenCalledTimes(1));
  }, 20_000);

  it('"Not now" ends it and is remembered; a refused sheet keeps the offer with the reason', async () => {
    const user = userEvent.setup();
    const stub = services({ create: vi.fn(() => Promise.reject(new Error('refused'))) });
    const onDone = vi.fn();
    render(<PasskeyOffer services={stub} t={t} onDone={onDone} />);
    await user.click(await screen.findByRole('button', { name: 'Create a passkey' }));
    await screen.findByText('This passkey could not be used. Try again or choose another way to log in.');
    expect(stub.rememberOfferAnswered).not.toHaveBeenCalled();
    await user.click(screen.getByRole('button', { name: 'Not now' }));
    await waitFor(() => expect(onDone).toHaveBeenCalledTimes(1));
    expect(stub.rememberOfferAnswered).toHaveBeenCalledTimes(1);
  });

  it('an account that has a passkey is not offered one', async () => {
    const onDone = vi.fn();
    render(<PasskeyOffer services={services({ list: async () => [KEY] })} t={t} onDone={onDone} />);
    await waitFor(() => expect(onDone).toHaveBeenCalledTimes(1));
    expect(screen.queryByRole('dialog')).toBeNull();
  });

  it('offerPasskey: nothing where passkeys cannot be used here, nor once this device answered', async () => {
    await offerPasskey({ passkeys: async () => null }, 'en');
    const answered = services({ offerAnswered: () => true });
    await offerPasskey({ passkeys: async () => answered }, 'en');
    expect(answered.list).not.toHaveBeenCalled();
    await offerPasskey({ passkeys: () => Promise.reject(new Error('chunk')) }, 'en');
    expect(document.body.querySelector('[role="dialog"]')).toBeNull();
  });

  it('offerPasskey: shows the dialog in its own root and resolves (root removed) once answered', async () => {
    const user = userEvent.setup();
    let settled = false;
    const done = offerPasskey({ passkeys: async () => services() }, 'en').then(() => void (settled = true));
    await user.click(await screen.findByRole('button', { name: 'Not now' }));
    await act(() => done);
    expect(settled).toBe(true);
    expect(document.body.querySelector('[role="dialog"]')).toBeNull();
  });
});
