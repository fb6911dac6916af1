/**
 * A translated text with React nodes in it (links, a phone number kept left-to-right). The template is what
 * `t(key, params)` returns when the params leave some `{name}` placeholders unfilled; each of those becomes
 * `parts[name]`. No HTML is parsed, so translations can never inject markup.
 */
import { Fragment, type ReactNode } from 'react';

const PLACEHOLDER = /\{([A-Za-z0-9_]+)\}/g;

export function RichText({ template, parts }: { template: string; parts: Readonly<Record<string, ReactNode>> }) {
  const out: ReactNode[] = [];
  let last = 0;
  for (const match of template.matchAll(PLACEHOLDER)) {
    const name = match[1]!;
    const start = match.index ?? 0;
    if (!Object.prototype.hasOwnProperty.call(parts, name)) continue;
    if (start > last) out.push(template.slice(last, start));
    out.push(<Fragment key={`${name}-${start}`}>{parts[name]}</Fragment>);
    last = start + match[0].length;
  }
  if (last < template.length) out.push(template.slice(last));
  return <>{out}</>;
}
