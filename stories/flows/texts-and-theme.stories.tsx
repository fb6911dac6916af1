import type { Meta } from '@storybook/react-vite';
import { expect } from 'storybook/test';
import { flowMeta, flowStory, type FlowStoryArgs } from '../support/flow.js';
import { FLOW_TIMEOUT, playKit } from '../support/play.js';

export default {
  title: 'Flows/Texts and theme',
  ...flowMeta("The integrator's API: a text override (docs/texts.md) and the dark colour scheme (docs/theming.md)."),
} satisfies Meta<FlowStoryArgs>;

/** `texts: { en: { 'login.title': 'Sign in to Zuma Shop' } }`: that title, every other text as built in. */
export const TextOverride = flowStory(
  {},
  {
    args: { texts: { en: { 'login.title': 'Sign in to Zuma Shop' } } },
    play: async (context) => {
      const { t, canvas } = playKit(context);
      await canvas.findByRole('heading', { name: 'Sign in to Zuma Shop' }, FLOW_TIMEOUT);
      // Another built-in text, unchanged (in the page; the password step may keep it out of view).
      await expect(canvas.getByRole('button', { name: t('login.forgot') })).toBeInTheDocument();
    },
  },
);

/** `colorScheme: 'dark'`: the dark tokens on the popup's root. */
export const DarkScheme = flowStory(
  {},
  {
    args: { colorScheme: 'dark' },
    play: async (context) => {
      const { t, canvas } = playKit(context);
      const heading = await canvas.findByRole('heading', { name: t('login.title') }, FLOW_TIMEOUT);
      await expect(heading.closest('.mp-popup-root')?.getAttribute('data-mp-theme')).toBe('dark');
    },
  },
);
