import type { Meta } from '@storybook/react-vite';
import { expect } from 'storybook/test';
import { popupMeta, popupStory, type PopupStoryArgs, type PopupStory } from '../support/popup.js';

export default {
  title: 'Screens/Languages',
  ...popupMeta('Login in every catalog language (the language is pinned per story), and Urdu right to left on more screens.'),
} satisfies Meta<PopupStoryArgs>;

const inLanguage = (language: string, story: PopupStory): PopupStory => ({ ...story, globals: { language } });

export const English = inLanguage('en', popupStory({}));
export const Indonesian = inLanguage('id', popupStory({}));
export const Malay = inLanguage('ms', popupStory({}));
export const Chinese = inLanguage('zh', popupStory({}));
export const Thai = inLanguage('th', popupStory({}));
export const Vietnamese = inLanguage('vi', popupStory({}));
export const Burmese = inLanguage('my', popupStory({}));
export const Bengali = inLanguage('bn', popupStory({}));
export const Sinhala = inLanguage('si', popupStory({}));
export const Nepali = inLanguage('ne', popupStory({}));

/** Urdu: the popup is right to left (dir="rtl" on its root), the back arrow mirrored. */
export const UrduLogin = inLanguage(
  'ur',
  popupStory(
    { screen: 'ForgetPassword', canGoBack: true },
    {
      play: async ({ canvasElement }) => {
        await expect(canvasElement.querySelector('.mp-popup-root')).toHaveAttribute('dir', 'rtl');
        await expect(document.documentElement).toHaveAttribute('dir', 'rtl');
      },
    },
  ),
);

export const UrduCodeLogin = inLanguage(
  'ur',
  popupStory({
    login: { mode: 'code', channels: [{ type: 'SMS', text: 'SMS', icon: '', supportOneClickVerify: false }] },
    fieldErrors: { phone: { key: 'validation.phone.invalid' } },
  }),
);

export const UrduRegistry = inLanguage('ur', popupStory({ screen: 'Registry', canGoBack: true, registry: { slider: 'notVerified' } }));

export const UrduVerify = inLanguage('ur', popupStory({ screen: 'Verify', canGoBack: true, verify: { secondsLeft: 12 } }));

export const UrduProfileStep2 = inLanguage('ur', popupStory({ screen: 'ProfileComplete', hideClose: true, profile: { step: 2 } }));
