/**
 * `<PageLayout>`: the frame of a full member page (no close button, no backdrop: the page's own layout). A `main`
 * landmark in the page's language and direction with one `h1`; when the title changes (a sub-page or a flow moved
 * on) focus goes to the heading, so keyboard and screen-reader users start at the new content. The first render
 * leaves focus where the browser put it (a page load starts at the top anyway).
 */
import { useEffect, useId, useRef, type ReactNode } from 'react';
import type { Translator } from '../../i18n/translate.js';

export interface PageLayoutProps {
  readonly title: string;
  /** The translator in use: gives `lang` and `dir` (the language actually shown, never a claimed one). */
  readonly t: Pick<Translator, 'lang' | 'dir'>;
  /** Extra scoped class (e.g. `mp-page--narrow`). */
  readonly className?: string;
  /** Content above the heading (a back link, breadcrumbs). */
  readonly before?: ReactNode;
  readonly children: ReactNode;
}

export function PageLayout({ title, t, className, before, children }: PageLayoutProps) {
  const headingId = useId();
  const heading = useRef<HTMLHeadingElement>(null);
  const shown = useRef<string | null>(null);
  useEffect(() => {
    if (shown.current !== null && shown.current !== title) heading.current?.focus();
    shown.current = title;
  }, [title]);
  return (
    <div className={`mp-root mp-page${className ? ` ${className}` : ''}`} lang={t.lang} dir={t.dir}>
      <main className="mp-page__main" aria-labelledby={headingId}>
        {before}
        <h1 className="mp-page__title" id={headingId} ref={heading} tabIndex={-1}>
          {title}
        </h1>
        {children}
      </main>
    </div>
  );
}
