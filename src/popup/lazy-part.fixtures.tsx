/** The part and placeholder the lazy-part tests load (lazy-part.test.tsx, lazy-part.styles.test.tsx). */
import type { Translator } from '../i18n/translate.js';

export type PartProps = { t: Translator; name: string };

export const Part = ({ name }: PartProps) => <p>part {name}</p>;

/** The placeholder: a status while loading, "Try again" once the load failed. */
export const Fallback = ({ t: tr }: PartProps, { failed, retry }: { failed: boolean; retry: () => void }) =>
  failed ? (
    <button type="button" onClick={retry}>
      {tr('popup.retry')}
    </button>
  ) : (
    <p role="status">{tr('popup.loading')}</p>
  );
