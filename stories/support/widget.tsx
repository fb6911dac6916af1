/**
 * Widget stories: each widget inside a scoped `.mp-root` with the language global's writing direction, and the
 * story's translator handed to the widget as `t`.
 */
import type { Decorator, StoryContext } from '@storybook/react-vite';
import { LANGUAGES } from '../../src/i18n/languages.js';
import type { Translator } from '../../src/i18n/translate.js';
import { readGlobals } from './locale.js';

export const withWidgetRoot: Decorator = (Story, { globals }) => {
  const { language } = readGlobals(globals);
  const dir = LANGUAGES.find((l) => l.code === language)?.dir ?? 'ltr';
  return (
    <main className="mp-root mp-story-widget" dir={dir} lang={language}>
      <Story />
    </main>
  );
};

export const translatorOf = (context: Pick<StoryContext, 'loaded'>): Translator => context.loaded.t as Translator;

export const widgetParameters = { layout: 'padded' } as const;
