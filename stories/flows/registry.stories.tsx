import type { Meta } from '@storybook/react-vite';
import { expect, userEvent, waitFor, within } from 'storybook/test';
import type { SliderState } from '../../src/machines/contract.js';
import { flowMeta, flowStory, type FlowStoryArgs } from '../support/flow.js';
import { enterCode, FLOW_TIMEOUT, headingStartingWith, playKit } from '../support/play.js';

export default {
  title: 'Flows/Sign-up',
  ...flowMeta('Sign-up against the mock backend: phone or e-mail, consent, the slider check, the code, then the profile.'),
  args: { screen: 'Registry' },
} satisfies Meta<FlowStoryArgs>;

type Kit = ReturnType<typeof playKit>;

/** Completes the slider by keyboard (End) once its challenge has loaded; resolves with the state it ends in. */
async function slide({ t, canvas }: Kit, expected: SliderState) {
  const slider = await canvas.findByRole('slider', { name: t('widget.slider.label') }, FLOW_TIMEOUT);
  const widget = slider.closest('.mp-slider');
  await waitFor(() => expect(widget).toHaveAttribute('data-state', 'ready'), FLOW_TIMEOUT);
  slider.focus();
  await userEvent.keyboard('{End}');
  await waitFor(() => expect(widget).toHaveAttribute('data-state', expected), FLOW_TIMEOUT);
}

/** Consent, then the slider, then submit. */
async function consentSliderSubmit(kit: Kit) {
  await userEvent.click(kit.canvas.getByRole('checkbox', { name: new RegExp(kit.t('registry.terms')) }));
  await slide(kit, 'verified');
  await userEvent.click(kit.canvas.getByRole('button', { name: kit.t('registry.submit') }));
}

/** Phone sign-up: the code registers the phone and ProfileComplete opens. */
export const ByPhone = flowStory(
  {},
  {
    play: async (context) => {
      const kit = playKit(context);
      await kit.canvas.findByRole('heading', { name: kit.t('registry.title') }, FLOW_TIMEOUT);
      await userEvent.type(kit.canvas.getByLabelText(kit.t('popup.field.phone')), '8123 4567');
      await consentSliderSubmit(kit);
      await kit.canvas.findByRole('heading', { name: kit.t('verify.title') }, FLOW_TIMEOUT);
      await enterCode(kit, '123456');
      await kit.canvas.findByRole('heading', { name: headingStartingWith(kit.t('profile.title')) }, FLOW_TIMEOUT);
    },
  },
);

/** Switch to e-mail: the e-mail field, its code, then ProfileComplete. */
export const SwitchToEmail = flowStory(
  {},
  {
    play: async (context) => {
      const kit = playKit(context);
      await kit.canvas.findByRole('heading', { name: kit.t('registry.title') }, FLOW_TIMEOUT);
      const methods = within(kit.canvas.getByRole('radiogroup', { name: kit.t('registry.method') }));
      await userEvent.click(methods.getByRole('radio', { name: kit.t('registry.useEmail') }));
      await userEvent.type(await kit.canvas.findByLabelText(kit.t('popup.field.email')), 'new.shopper@example.com');
      await consentSliderSubmit(kit);
      await kit.canvas.findByRole('heading', { name: kit.t('verify.title') }, FLOW_TIMEOUT);
      await enterCode(kit, '123456');
      await kit.canvas.findByRole('heading', { name: headingStartingWith(kit.t('profile.title')) }, FLOW_TIMEOUT);
    },
  },
);

/** The e-mail is taken: the field error. */
export const EmailTaken = flowStory(
  { scenario: { email: 'exists' } },
  {
    play: async (context) => {
      const kit = playKit(context);
      await kit.canvas.findByRole('heading', { name: kit.t('registry.title') }, FLOW_TIMEOUT);
      const methods = within(kit.canvas.getByRole('radiogroup', { name: kit.t('registry.method') }));
      await userEvent.click(methods.getByRole('radio', { name: kit.t('registry.useEmail') }));
      await userEvent.type(await kit.canvas.findByLabelText(kit.t('popup.field.email')), 'shopper@example.com');
      await consentSliderSubmit(kit);
      await kit.canvas.findByText(kit.t('error.emailRegistered'), {}, FLOW_TIMEOUT);
    },
  },
);

/** The slider check refuses the drag: "verification failed" with Refresh. */
export const SliderRefused = flowStory(
  { scenario: { slider: 'fail' } },
  {
    play: async (context) => {
      const kit = playKit(context);
      await slide(kit, 'notVerified');
      await expect(kit.canvas.getByText(kit.t('error.slider.failed'))).toBeInTheDocument();
    },
  },
);

/** The slider check cannot run: "system error" with Refresh. */
export const SliderSystemError = flowStory(
  { scenario: { slider: 'error' } },
  {
    play: async (context) => {
      const kit = playKit(context);
      await slide(kit, 'errored');
      await expect(kit.canvas.getByText(kit.t('error.slider.system'))).toBeInTheDocument();
    },
  },
);
