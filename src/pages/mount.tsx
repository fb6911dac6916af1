'use client';

/**
 * `mountMemberPage(element, options)`: renders a member page with react-dom/client; `unmount()` takes it away.
 * `hydrateMemberPage(element, options)`: hydrates the first screen the server rendered into `element`
 * (member-popup/pages/server), keeping what the buyer typed meanwhile and where the focus is.
 */
import { createRoot, hydrateRoot, type Root } from 'react-dom/client';
import { checkContainer } from '../config/dev.js';
import { Committed } from '../screens/page/committed.js';
import { prepareFirstScreen } from './first-screen.js';
import { MemberPage, MemberPageRoot, type MemberPageProps } from './member-page.js';

export type MountMemberPageOptions = MemberPageProps;

export interface MemberPageHandle {
  /** Unmounts the page (safe to call more than once). */
  unmount(): void;
}

/** Renders the member page into `element` (its content is replaced). */
export function mountMemberPage(element: HTMLElement, options: MountMemberPageOptions = {}): MemberPageHandle {
  checkContainer(element, 'mountMemberPage: element');
  const root = createRoot(element);
  root.render(<MemberPage {...options} />);
  return handleOf(root);
}

/** The handle of a mounted or hydrated root: unmounts it once. */
function handleOf(root: Root): MemberPageHandle {
  let mounted: Root | null = root;
  return {
    unmount() {
      const current = mounted;
      mounted = null;
      current?.unmount();
    },
  };
}

type Field = HTMLInputElement | HTMLTextAreaElement;
const TYPED = 'input:not([type=radio]):not([type=checkbox]):not([type=hidden]):not([type=submit]),textarea';

/**
 * The fields the buyer typed into before hydration (their value differs from the server's `value` attribute), with
 * what they hold. React keeps such a value in the DOM but not in its state.
 */
function typedFields(element: HTMLElement): Array<[Field, string]> {
  return [...element.querySelectorAll<Field>(TYPED)].filter((field) => field.value !== field.defaultValue).map((field) => [field, field.value]);
}

/**
 * Hands each typed value to the hydrated page as the buyer's input (an `input` event React sees as a change: the
 * value its tracker holds is reset first), with the caret where it was.
 */
function replayTyped(typed: Array<[Field, string]>): void {
  const active = typed[0]?.[0].ownerDocument.activeElement;
  for (const [field, value] of typed) {
    if (!field.isConnected) continue;
    const prototype = Object.getPrototypeOf(field) as Field;
    const setter = Object.getOwnPropertyDescriptor(prototype, 'value')?.set;
    const caret = field === active ? [field.selectionStart, field.selectionEnd] : null;
    field.value = field.value === '' ? ' ' : ''; // through React's tracker: it now holds another value
    setter?.call(field, value); // past it: the DOM holds the typed value, the tracker the other
    field.dispatchEvent(new Event('input', { bubbles: true }));
    if (caret && caret[0] !== null && caret[0] !== undefined) field.setSelectionRange(caret[0], caret[1] ?? caret[0]);
  }
}

/**
 * Hydrates the page the server rendered into `element` (renderMemberPage with the same site, language and texts):
 * loads its texts (and a lazy first screen's chunk), hydrates, then hands the hydrated page what the buyer typed
 * before. Resolves once the page is interactive. A page the server does not render is mounted instead.
 */
export async function hydrateMemberPage(element: HTMLElement, options: MountMemberPageOptions = {}): Promise<MemberPageHandle> {
  checkContainer(element, 'hydrateMemberPage: element');
  const translator = await prepareFirstScreen(options);
  if (!translator) {
    element.replaceChildren();
    return mountMemberPage(element, options);
  }
  let interactive!: () => void;
  const hydrated = new Promise<void>((resolve) => (interactive = resolve));
  // In the hydration's own effects, before any later render: a re-render of a controlled field whose state is still
  // the server's value would write that value over what the buyer typed.
  const handOver = () => {
    replayTyped(typedFields(element));
    interactive();
  };
  const root = hydrateRoot(
    element,
    <Committed done={handOver}>
      <MemberPageRoot props={options} translator={translator} />
    </Committed>,
  );
  await hydrated;
  return handleOf(root);
}
