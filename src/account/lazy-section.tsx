/**
 * A sub-page of /user/profile that is its own lazy chunk (the #security and #privacy sections): the entry carries only
 * its row in PROFILE_SECTIONS (title and nav) and this loader, so the dashboard's first load does not grow.
 *
 * The chunk's module exports the section component as `default` and, when it has texts of its own, its catalog parts
 * as `parts`. The loader fetches the chunk, then the parts' catalogs in the page's language, and renders the component
 * with a translator over those parts and the page's own (env.parts), the integrator's `texts` (env.texts) winning.
 * While it loads, an announced busy line; if the chunk or a catalog fails (offline, a deploy in between), the reason
 * and "Try again", which loads again (a failed load is not kept).
 */
import { useEffect, useState, type ComponentType } from 'react';
import { createPartTranslator, loadPartCatalog, type CatalogPart } from '../i18n/catalog-parts.js';
import type { AccountT } from '../screens/account/text.js';
import type { SectionProps } from './sections.js';

export interface LazySectionModule {
  readonly default: ComponentType<SectionProps>;
  /** The section's own catalog parts (src/i18n/parts/<name>/), loaded in the page's language with the chunk. */
  readonly parts?: readonly CatalogPart<string>[];
}

type Loaded = { readonly Section: ComponentType<SectionProps>; readonly t: AccountT };

/** A section component that loads `load` (a dynamic import) the first time it is shown. */
export function lazySection(load: () => Promise<LazySectionModule>): ComponentType<SectionProps> {
  let cached: Promise<LazySectionModule> | null = null;
  const fetchModule = () => (cached ??= load().catch((error: unknown) => {
    cached = null;
    throw error;
  }));
  function LazySection(props: SectionProps) {
    const { t, env } = props;
    const [attempt, setAttempt] = useState(0);
    const [state, setState] = useState<{ status: 'loading' } | { status: 'failed' } | ({ status: 'ready' } & Loaded)>({ status: 'loading' });
    useEffect(() => {
      let live = true;
      setState({ status: 'loading' });
      fetchModule()
        .then(async (module) => {
          await Promise.all((module.parts ?? []).map((part) => loadPartCatalog(part, t.language)));
          return module;
        })
        .then(
          (module) => {
            if (!live) return;
            // The part over the page's parts, with the integrator's texts: lang, dir and coverage cover them all.
            const own = module.parts?.length ? (createPartTranslator(env.config.language, [...module.parts, ...env.parts], env.texts) as AccountT) : t;
            setState({ status: 'ready', Section: module.default, t: own });
          },
          () => live && setState({ status: 'failed' }),
        );
      return () => {
        live = false;
      };
    }, [attempt, t, env.config.language]);
    if (state.status === 'ready') return <state.Section {...props} t={state.t} />;
    if (state.status === 'failed')
      return (
        <div className="mp-account-card" role="alert">
          <p>{t('account.section.loadFailed')}</p>
          <button type="button" className="mp-button mp-button--primary" onClick={() => setAttempt((n) => n + 1)}>
            {t('account.retry')}
          </button>
        </div>
      );
    return (
      <p className="mp-account-loading" role="status" aria-busy="true">
        {t('account.section.loading')}
      </p>
    );
  }
  return LazySection;
}
