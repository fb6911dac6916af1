/**
 * Full-flow stories: the real <MemberPopup> (machines, services, HTTP clients) against the shared msw handlers in
 * the browser worker, so a submit shows the state the real next answer leads to. The scenario is the story's
 * `parameters.mocks`; site, language and environment come from the toolbar (see locale.ts).
 *
 * The page never really leaves or reloads: `onClose` and `navigate` are spies (Actions panel), and the harness shows
 * what happened with a button to open the popup again.
 */
import type { Meta, StoryContext, StoryObj } from '@storybook/react-vite';
import { useState } from 'react';
import { fn } from 'storybook/test';
import { createFakeSocialProvider } from '../../src/api/social.js';
import type { LoginResponse } from '../../src/api/types.js';
import type { ColorScheme } from '../../src/components/internal/color-scheme.js';
import type { TextOverrides } from '../../src/i18n/texts.js';
import type { InitialScreen } from '../../src/machines/contract.js';
import type { Navigate } from '../../src/machines/popup.machine.js';
import { MemberPopup } from '../../src/popup/member-popup.js';
import { flowLocale, readGlobals, type MocksParameter } from './locale.js';

export interface FlowStoryArgs {
  /** The screen the popup opens on. */
  screen: InitialScreen;
  hideClose: boolean;
  /** The integrator's own wording (docs/texts.md). */
  texts?: TextOverrides;
  /** The colour scheme (docs/theming.md). */
  colorScheme?: ColorScheme;
  onClose: () => void;
  onLogin: (response: LoginResponse) => void;
  navigate: Navigate;
}

export type FlowStory = StoryObj<FlowStoryArgs>;

/** The providers' consent windows, answered at once: both sign in. */
const SOCIAL = createFakeSocialProvider({
  GOOGLE: { oauthCode: 'mock-google-code', redirectUri: 'postmessage' },
  FACEBOOK: { oauthCode: 'mock-facebook-token', redirectUri: 'postmessage' },
});

function FlowHarness({ args, context }: { args: FlowStoryArgs; context: StoryContext<FlowStoryArgs> }) {
  const globals = readGlobals(context.globals);
  const { site, language } = flowLocale(globals);
  const [run, setRun] = useState(0);
  const [ended, setEnded] = useState<string | null>(null);

  if (ended) {
    return (
      <main className="mp-story-ended">
        <p role="status">{ended}</p>
        <button
          type="button"
          onClick={() => {
            setEnded(null);
            setRun((n) => n + 1);
          }}
        >
          Open the popup again
        </button>
      </main>
    );
  }
  return (
    <MemberPopup
      key={`${run}:${site}:${language}:${globals.environment}`}
      site={site}
      language={language}
      environment={globals.environment}
      screen={args.screen}
      hideClose={args.hideClose}
      texts={args.texts}
      colorScheme={args.colorScheme}
      social={SOCIAL}
      onClose={() => {
        args.onClose();
        setEnded('The popup closed.');
      }}
      onLogin={(response) => args.onLogin(response)}
      navigate={(url, options) => {
        args.navigate(url, options);
        setEnded(`The popup sent the page to ${url}`);
      }}
    />
  );
}

export function flowMeta(description: string): Meta<FlowStoryArgs> {
  return {
    render: (args, context) => <FlowHarness args={args} context={context} />,
    args: { screen: 'Login', hideClose: false, onClose: fn(), onLogin: fn(), navigate: fn() },
    argTypes: { screen: { control: 'inline-radio', options: ['Login', 'Registry'] } },
    parameters: { layout: 'fullscreen', docs: { description: { component: description } } },
  };
}

/** A flow story: the scenario of the shared handlers, and its play function. */
export function flowStory(mocks: MocksParameter, story: FlowStory = {}): FlowStory {
  return { ...story, parameters: { ...story.parameters, mocks } };
}
