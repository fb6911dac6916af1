/** The #security sub-page (a lazy chunk of the account entry): its panels in order (panels.ts). */
import type { SectionProps } from '../sections.js';
import { SECURITY_PANELS, SECURITY_PARTS } from './panels.js';

export const parts = SECURITY_PARTS;

export default function SecuritySection(props: SectionProps) {
  return (
    <div className="mp-security">
      {SECURITY_PANELS.map(({ id, component: Panel }) => (
        <Panel key={id} {...props} />
      ))}
    </div>
  );
}
