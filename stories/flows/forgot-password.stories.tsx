import type { Meta } from '@storybook/react-vite';
import { userEvent } from 'storybook/test';
import { flowMeta, flowStory, type FlowStoryArgs } from '../support/flow.js';
import { enterCode, FLOW_TIMEOUT, playKit } from '../support/play.js';

export default {
  title: 'Flows/Forgot password',
  ...flowMeta('Forgot password against the mock backend: the account, its code, the new password, the success view.'),
} satisfies Meta<FlowStoryArgs>;

/** By e-mail, to the success view with its closing countdown. */
export const ByEmail = flowStory(
  {},
  {
    play: async (context) => {
      const kit = playKit(context);
      const { t, canvas } = kit;
      await canvas.findByRole('heading', { name: t('login.title') }, FLOW_TIMEOUT);
      await userEvent.click(canvas.getByRole('button', { name: t('login.forgot') }));
      await canvas.findByRole('heading', { name: t('forgot.title') }, FLOW_TIMEOUT);
      await userEvent.type(canvas.getByLabelText(t('popup.field.loginName')), 'shopper@example.com');
      await userEvent.click(canvas.getByRole('button', { name: t('popup.next') }));
      await canvas.findByRole('heading', { name: t('verify.title') }, FLOW_TIMEOUT);
      await enterCode(kit, '123456');
      await canvas.findByRole('heading', { name: t('reset.title') }, FLOW_TIMEOUT);
      await userEvent.type(canvas.getByLabelText(t('reset.newPassword'), { selector: 'input' }), 'NewSecret1!');
      await userEvent.type(canvas.getByLabelText(t('reset.retype'), { selector: 'input' }), 'NewSecret1!');
      await userEvent.click(canvas.getByRole('button', { name: t('reset.submit') }));
      await canvas.findByRole('heading', { name: t('reset.successTitle') }, FLOW_TIMEOUT);
    },
  },
);
