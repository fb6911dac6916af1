import type { Meta, StoryContext, StoryObj } from '@storybook/react-vite';
import { useActorRef, useSelector } from '@xstate/react';
import { useMemo, useState } from 'react';
import { expect, userEvent, waitFor } from 'storybook/test';
import { MEMBER_PATHS } from '../../src/api/member.js';
import { createServices } from '../../src/api/services.js';
import { createConfig } from '../../src/config/index.js';
import { SITES } from '../../src/config/sites.js';
import type { Translator } from '../../src/i18n/translate.js';
import { loginWithCode } from '../../src/machines/code-login.machine.js';
import { verifyMachine } from '../../src/machines/verify.machine.js';
import { selectVerifyView } from '../../src/machines/verify.view.js';
import { PopupUI } from '../../src/popup/popup-ui.js';
import { makeSenders, makeView } from '../../src/screens/test-utils.js';
import { formatPhoneE164 } from '../../src/validation/index.js';
import { flowLocale, readGlobals } from '../support/locale.js';
import { backendOf, enterCode, FLOW_TIMEOUT, playKit } from '../support/play.js';

interface CountdownArgs {
  /** Seconds before "Resend" is offered (the popup waits 60). */
  countdownSeconds: number;
}

const NATIONAL = '81234567';

/** The resend control of the Verify screen (its name changes every second while counting). */
function canvasResend(canvasElement: HTMLElement): HTMLElement {
  const control = canvasElement.querySelector<HTMLElement>('.mp-verify__resend');
  if (!control) throw new Error('no resend control on the Verify screen');
  return control;
}

/**
 * The real Verify statechart (its countdown, resend, code check) with a short countdown, its calls going to the
 * shared mock backend; the screen is the real PopupUI.
 */
function LiveVerify({ countdownSeconds, context }: CountdownArgs & { context: StoryContext<CountdownArgs> }) {
  const globals = readGlobals(context.globals);
  const { site, language } = flowLocale(globals);
  const t = context.loaded.t as Translator;
  const [services] = useState(() => createServices(createConfig({ site, env: globals.environment, language })));
  const actor = useActorRef(verifyMachine, {
    input: {
      identifier: formatPhoneE164(NATIONAL, site) ?? NATIONAL,
      identifierType: 'phone',
      codeLength: 6,
      deliveryType: 'SMS',
      resendCountdownMs: countdownSeconds * 1000,
      submit: (code) => loginWithCode(services, { phone: NATIONAL, code, deliveryType: 'SMS' }),
      resend: (deliveryType) =>
        services.sendPhoneCode({ type: 'OTP_LOGIN', phone: NATIONAL, deliveryType: deliveryType === 'EMAIL' ? 'SMS' : deliveryType, resend: true }),
    },
  });
  const snapshot = useSelector(actor, (s) => s);
  const senders = useMemo(
    () => ({
      ...makeSenders(),
      submitCode: (code: string) => actor.send({ type: 'SUBMIT_CODE', code }),
      resendCode: () => actor.send({ type: 'RESEND' }),
      changeNumber: () => actor.send({ type: 'CHANGE_NUMBER' }),
    }),
    [actor],
  );
  if (snapshot.status === 'done') {
    return (
      <main>
        <p role="status">Verify finished: {snapshot.output?.type}</p>
      </main>
    );
  }
  const view = makeView({
    screen: 'Verify',
    canGoBack: true,
    site,
    phonePrefix: SITES[site].phoneCode,
    pending: snapshot.hasTag('pending'),
    error: snapshot.context.error,
    verify: selectVerifyView(snapshot),
  });
  return <PopupUI view={view} senders={senders} t={t} />;
}

export default {
  title: 'Flows/Verify countdown',
  render: (args, context) => <LiveVerify key={args.countdownSeconds} countdownSeconds={args.countdownSeconds} context={context} />,
  args: { countdownSeconds: 3 },
  argTypes: { countdownSeconds: { control: { type: 'range', min: 1, max: 60, step: 1 } } },
  parameters: {
    layout: 'fullscreen',
    mocks: {},
    docs: { description: { component: 'The real Verify statechart with a short resend countdown (a story arg), against the mock backend.' } },
  },
} satisfies Meta<CountdownArgs>;

/** Wait for the countdown, resend (a new code goes out, the countdown restarts), then enter the code. */
export const ResendAfterCountdown: StoryObj<CountdownArgs> = {
  play: async (context) => {
    const { t, canvas } = playKit(context);
    const resend = () => canvasResend(context.canvasElement);
    // Counting down: the control says how long, and does nothing yet.
    await expect(resend()).toHaveAttribute('aria-disabled', 'true');
    await canvas.findByRole('button', { name: t('verify.resend') }, FLOW_TIMEOUT);
    await expect(resend()).not.toHaveAttribute('aria-disabled');
    await userEvent.click(resend());
    await waitFor(() => expect(backendOf(context).calls(MEMBER_PATHS.sendCode)).toHaveLength(1));
    await expect(backendOf(context).calls(MEMBER_PATHS.sendCode)[0]?.data.resend).toBe(true);
    // A new code went out: the countdown starts again.
    await waitFor(() => expect(resend()).toHaveAttribute('aria-disabled', 'true'), FLOW_TIMEOUT);
    await enterCode({ t, canvas }, '123456');
    await canvas.findByText('Verify finished: loggedIn', {}, FLOW_TIMEOUT);
  },
};

/** The countdown still running: resend is not offered yet. */
export const CountdownRunning: StoryObj<CountdownArgs> = { args: { countdownSeconds: 60 } };
