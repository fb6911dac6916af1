// @vitest-environment jsdom
import { cleanup, screen } from '@testing-library/react';
import { afterEach, describe, expect, it } from 'vitest';
import { expectNoAxeViolations, renderScreen, type ViewOverrides } from '../test-utils.js';
import { VerifyMethodListScreen } from './index.js';

afterEach(cleanup);

const setup = (more: ViewOverrides = {}) => renderScreen(VerifyMethodListScreen, { screen: 'VerifyMethodList', canGoBack: true, ...more });

describe('VerifyMethodList screen', () => {
  it('lists voice plus the channels as buttons, in the view order', async () => {
    const { container } = setup();
    expect(screen.getByRole('heading', { name: 'Choose a verification method' })).toBeTruthy();
    const names = screen.getAllByRole('listitem').map((item) => item.textContent);
    expect(names).toEqual(['Voice call', 'Text message (SMS)', 'WhatsApp message']);
    await expectNoAxeViolations(container);
  });

  it('chooses a method with a click or the keyboard', async () => {
    const { user, senders } = setup();
    await user.click(screen.getByRole('button', { name: 'Voice call' }));
    screen.getByRole('button', { name: 'WhatsApp message' }).focus();
    await user.keyboard('{Enter}');
    expect(senders.chooseMethod.mock.calls).toEqual([['VOICE'], ['WHATSAPP']]);
  });

  it('while pending: busy, and choices ignored', async () => {
    const { user, senders, container } = setup({ pending: true });
    expect(screen.getByRole('list').getAttribute('aria-busy')).toBe('true');
    await user.click(screen.getByRole('button', { name: 'Voice call' }));
    expect(senders.chooseMethod).not.toHaveBeenCalled();
    await expectNoAxeViolations(container);
  });

  it('announces a server error', async () => {
    const { container } = setup({ error: { key: 'error.tryAgain' } });
    expect(screen.getByRole('alert').textContent).toBe('Error occurred, please try again');
    await expectNoAxeViolations(container);
  });

  it('renders with no channels yet', () => {
    setup({ methods: null });
    expect(screen.queryAllByRole('button')).toEqual([]);
  });
});
