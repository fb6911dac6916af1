/**
 * Presentational popup stories: `PopupUI` with a hand-made `PopupView` (the tests' `makeView`) and spied senders
 * (the tests' `makeSenders`, Storybook spies in the browser, logged in the Actions panel). The site global sets the
 * view's site and phone prefix; the language global picks the translator; the environment gives the policy links'
 * host.
 */
import type { Meta, StoryContext, StoryObj } from '@storybook/react-vite';
import { resolveHosts } from '../../src/config/hosts.js';
import { SITES } from '../../src/config/sites.js';
import type { Translator } from '../../src/i18n/translate.js';
import type { PopupView } from '../../src/machines/contract.js';
import { PopupUI } from '../../src/popup/popup-ui.js';
import { makeSenders, makeView, type MockSenders, type ViewOverrides } from '../../src/screens/test-utils.js';
import { readGlobals } from './locale.js';

export interface PopupStoryArgs {
  /** The whole view the screen renders (edit it in Controls). */
  view: PopupView;
  senders: MockSenders;
}

export type PopupStory = StoryObj<PopupStoryArgs>;

export function renderPopup(args: PopupStoryArgs, context: StoryContext<PopupStoryArgs>) {
  const { site, environment } = readGlobals(context.globals);
  const t = context.loaded.t as Translator;
  const hosts = resolveHosts(site, environment);
  const main = hosts.main;
  const view: PopupView = {
    ...args.view,
    site,
    phonePrefix: SITES[site].phoneCode,
    links: { terms: `${main}/terms-of-use/`, privacy: `${main}/privacy-policy/`, guestRegister: `${hosts.member}/user/guest-register` },
  };
  return <PopupUI view={view} senders={args.senders} t={t} />;
}

/** Meta for a screen's stories: `export default { title: '…', ...popupMeta('…') } satisfies Meta<PopupStoryArgs>;` */
export function popupMeta(description: string): Meta<PopupStoryArgs> {
  return {
    render: renderPopup,
    parameters: { layout: 'fullscreen', docs: { description: { component: description } } },
    argTypes: { senders: { control: false } },
  };
}

/** One state: the overrides laid over the default view (Login on SG), fresh spied senders. */
export function popupStory(overrides: ViewOverrides, story: Omit<PopupStory, 'args'> = {}): PopupStory {
  return { ...story, args: { view: makeView(overrides), senders: makeSenders() } };
}
