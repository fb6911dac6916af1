// @vitest-environment jsdom
import { act, cleanup, fireEvent, render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { StrictMode, useRef, useState, type ReactNode } from 'react';
import { renderToString } from 'react-dom/server';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { loadTranslator } from '../../i18n/translate.js';
import { axeViolations } from '../internal/__fixtures__/axe.js';
import { Dialog, PageDialog, useFocusTrap, type DialogProps } from './index.js';

afterEach(cleanup);

/** A popup-like frame: the screen (made inert while the dialog is open) and the dialog rendered in the frame. */
function Frame(props: Partial<DialogProps> & { body?: ReactNode; onOuterKeyDown?: () => void }) {
  const [open, setOpen] = useState(false);
  const [frame, setFrame] = useState<HTMLDivElement | null>(null);
  const screenRef = useRef<HTMLDivElement>(null);
  const { body = 'Your account is scheduled for deletion. Restore it?', onOuterKeyDown, ...rest } = props;
  return (
    <div ref={setFrame} data-testid="frame" onKeyDown={onOuterKeyDown}>
      <div ref={screenRef} data-testid="screen">
        <button type="button" onClick={() => setOpen(true)}>
          Open
        </button>
        <a href="#help">Help</a>
      </div>
      <Dialog
        open={open}
        onClose={() => setOpen(false)}
        title="Restore account"
        container={frame}
        inertRoot={screenRef}
        onCancel={() => setOpen(false)}
        onConfirm={() => setOpen(false)}
        {...rest}
      >
        {body}
      </Dialog>
    </div>
  );
}

async function openFrame(props: Parameters<typeof Frame>[0] = {}) {
  const user = userEvent.setup();
  const view = render(<Frame {...props} />);
  const opener = screen.getByRole('button', { name: 'Open' });
  await user.click(opener);
  return { user, opener, ...view };
}

describe('Dialog', () => {
  describe('given it is closed', () => {
    it('renders nothing and leaves the content alone', () => {
      render(<Frame />);
      expect(screen.queryByRole('dialog')).toBeNull();
      expect(screen.getByTestId('screen').hasAttribute('inert')).toBe(false);
    });
  });

  describe('when the user opens it', () => {
    it('is a modal dialog labelled by its title and described by its body, inside the frame', async () => {
      await openFrame();
      const dialog = screen.getByRole('dialog', { name: 'Restore account' });
      expect(dialog.getAttribute('aria-modal')).toBe('true');
      const description = document.getElementById(dialog.getAttribute('aria-describedby')!);
      expect(description?.textContent).toBe('Your account is scheduled for deletion. Restore it?');
      expect(screen.getByTestId('frame').contains(dialog)).toBe(true);
    });

    it('moves focus to the first focusable element', async () => {
      await openFrame();
      expect(document.activeElement).toBe(screen.getByRole('button', { name: 'Cancel' }));
    });

    it('moves focus to the dialog itself when nothing inside is focusable', async () => {
      await openFrame({ hideClose: true, onCancel: undefined, onConfirm: undefined });
      expect(document.activeElement).toBe(screen.getByRole('dialog'));
    });

    it('moves focus to initialFocus when given', async () => {
      function WithInitial() {
        const confirmRef = useRef<HTMLButtonElement>(null);
        return (
          <Dialog
            open
            onClose={() => {}}
            title="Notice"
            initialFocus={confirmRef}
            footer={
              <>
                <button type="button">Other</button>
                <button type="button" ref={confirmRef}>
                  OK
                </button>
              </>
            }
          />
        );
      }
      render(<WithInitial />);
      expect(document.activeElement).toBe(screen.getByRole('button', { name: 'OK' }));
    });

    it('makes the content behind inert (aria-hidden too where inert is unknown, as in jsdom)', async () => {
      await openFrame();
      const behind = screen.getByTestId('screen');
      expect(behind.hasAttribute('inert')).toBe(true);
      expect(behind.getAttribute('aria-hidden')).toBe('true');
      expect(screen.queryByRole('button', { name: 'Open' })).toBeNull();
    });

    it('has no axe violations', async () => {
      const { container } = await openFrame();
      expect(await axeViolations(container)).toEqual([]);
    });
  });

  describe('given it is open, using the keyboard only', () => {
    it('Tab and Shift+Tab cycle through its controls and never leave it', async () => {
      const { user } = await openFrame();
      const cancel = screen.getByRole('button', { name: 'Cancel' });
      const confirm = screen.getByRole('button', { name: 'Confirm' });
      const close = screen.getByRole('button', { name: 'Close' });
      expect(document.activeElement).toBe(cancel);
      await user.tab();
      expect(document.activeElement).toBe(confirm);
      await user.tab();
      expect(document.activeElement).toBe(close);
      await user.tab();
      expect(document.activeElement).toBe(cancel);
      await user.tab({ shift: true });
      expect(document.activeElement).toBe(close);
    });

    it('Escape closes it, returns focus to the opener and lifts the inertness', async () => {
      const { user, opener } = await openFrame();
      await user.keyboard('{Escape}');
      expect(screen.queryByRole('dialog')).toBeNull();
      expect(document.activeElement).toBe(opener);
      const behind = screen.getByTestId('screen');
      expect(behind.hasAttribute('inert')).toBe(false);
      expect(behind.hasAttribute('aria-hidden')).toBe(false);
    });

    it('Escape does not reach handlers further up (the popup frame stays open)', async () => {
      const onOuterKeyDown = vi.fn();
      const { user } = await openFrame({ onOuterKeyDown });
      await user.keyboard('{Escape}');
      expect(onOuterKeyDown).not.toHaveBeenCalled();
    });

    it('the close control closes it and focus returns to the opener', async () => {
      const { user, opener } = await openFrame();
      await user.tab({ shift: true });
      expect(document.activeElement).toBe(screen.getByRole('button', { name: 'Close' }));
      await user.keyboard('{Enter}');
      expect(screen.queryByRole('dialog')).toBeNull();
      expect(document.activeElement).toBe(opener);
    });

    it('focus moved outside by a script is brought back', async () => {
      const { opener } = await openFrame();
      act(() => opener.focus());
      expect(screen.getByRole('dialog').contains(document.activeElement)).toBe(true);
    });
  });

  describe('default buttons', () => {
    it('are labelled Confirm and Cancel in English, and call onConfirm / onCancel', async () => {
      const user = userEvent.setup();
      const onConfirm = vi.fn();
      const onCancel = vi.fn();
      render(<Dialog open onClose={() => {}} title="T" onConfirm={onConfirm} onCancel={onCancel} />);
      await user.click(screen.getByRole('button', { name: 'Confirm' }));
      await user.click(screen.getByRole('button', { name: 'Cancel' }));
      expect(onConfirm).toHaveBeenCalledTimes(1);
      expect(onCancel).toHaveBeenCalledTimes(1);
    });

    it('take the translated labels the popup passes', () => {
      render(<Dialog open onClose={() => {}} title="T" onConfirm={() => {}} onCancel={() => {}} confirmLabel="Konfirmasi" cancelLabel="Batal" />);
      expect(screen.getByRole('button', { name: 'Konfirmasi' })).toBeTruthy();
      expect(screen.getByRole('button', { name: 'Batal' })).toBeTruthy();
    });

    it('default to the common.confirm / common.cancel texts of the translator', async () => {
      const t = await loadTranslator('zh');
      render(<Dialog open onClose={() => {}} title="T" onConfirm={() => {}} showCancel t={t} />);
      expect(screen.getByRole('button', { name: '确认' })).toBeTruthy();
      expect(screen.getByRole('button', { name: '取消' })).toBeTruthy();
      expect(screen.getByRole('button', { name: '关闭' })).toBeTruthy();
    });

    it('a shown Cancel without onCancel closes', async () => {
      const user = userEvent.setup();
      const onClose = vi.fn();
      render(<Dialog open onClose={onClose} title="T" showCancel />);
      await user.click(screen.getByRole('button', { name: 'Cancel' }));
      expect(onClose).toHaveBeenCalledTimes(1);
    });

    it('are replaced by a footer', () => {
      render(<Dialog open onClose={() => {}} title="Busy" onConfirm={() => {}} footer={<button type="button">Retry later</button>} />);
      expect(screen.queryByRole('button', { name: 'Confirm' })).toBeNull();
      expect(screen.getByRole('button', { name: 'Retry later' })).toBeTruthy();
    });
  });

  describe('given a request in flight', () => {
    it('is aria-busy and confirm ignores presses but keeps focus', async () => {
      const user = userEvent.setup();
      const onConfirm = vi.fn();
      const { container } = render(<Dialog open busy onClose={() => {}} title="Restore" onConfirm={onConfirm} />);
      const confirm = screen.getByRole('button', { name: 'Confirm' });
      expect(screen.getByRole('dialog').getAttribute('aria-busy')).toBe('true');
      expect(confirm.getAttribute('aria-disabled')).toBe('true');
      await user.click(confirm);
      expect(onConfirm).not.toHaveBeenCalled();
      expect(document.activeElement).toBe(confirm);
      expect(await axeViolations(container)).toEqual([]);
    });
  });

  describe('given an error', () => {
    it('shows it in an alert region inside the dialog', async () => {
      const { rerender, container } = render(<Dialog open onClose={() => {}} title="Restore" onConfirm={() => {}} />);
      const region = screen.getByRole('alert');
      expect(region.textContent).toBe('');
      rerender(<Dialog open onClose={() => {}} title="Restore" onConfirm={() => {}} error="Network error" />);
      expect(screen.getByRole('alert')).toBe(region);
      expect(region.textContent).toBe('Network error');
      expect(await axeViolations(container)).toEqual([]);
    });
  });

  describe('a backdrop click', () => {
    it('closes it unless dismissOnBackdrop is false', () => {
      const onClose = vi.fn();
      const { container, rerender } = render(<Dialog open onClose={onClose} title="T" />);
      fireEvent.click(container.querySelector('.mp-dialog__backdrop')!);
      expect(onClose).toHaveBeenCalledTimes(1);
      rerender(<Dialog open onClose={onClose} title="T" dismissOnBackdrop={false} />);
      fireEvent.click(container.querySelector('.mp-dialog__backdrop')!);
      expect(onClose).toHaveBeenCalledTimes(1);
    });
  });

  describe('without an inertRoot', () => {
    it('makes its siblings in the container inert, and restores attributes they had', () => {
      const host = document.createElement('div');
      const screenRoot = document.createElement('div');
      const alreadyHidden = document.createElement('div');
      alreadyHidden.setAttribute('aria-hidden', 'false');
      host.append(screenRoot, alreadyHidden);
      document.body.append(host);
      const { rerender } = render(<Dialog open onClose={() => {}} title="T" container={host} />);
      expect(screenRoot.hasAttribute('inert')).toBe(true);
      expect(alreadyHidden.getAttribute('aria-hidden')).toBe('true');
      rerender(<Dialog open={false} onClose={() => {}} title="T" container={host} />);
      expect(screenRoot.hasAttribute('inert')).toBe(false);
      expect(screenRoot.hasAttribute('aria-hidden')).toBe(false);
      expect(alreadyHidden.getAttribute('aria-hidden')).toBe('false');
      host.remove();
    });
  });

  it('behaves the same under StrictMode (effects run twice)', async () => {
    const user = userEvent.setup();
    render(
      <StrictMode>
        <Frame />
      </StrictMode>,
    );
    const opener = screen.getByRole('button', { name: 'Open' });
    await user.click(opener);
    expect(document.activeElement).toBe(screen.getByRole('button', { name: 'Cancel' }));
    expect(screen.getByTestId('screen').hasAttribute('inert')).toBe(true);
    await user.keyboard('{Escape}');
    expect(document.activeElement).toBe(opener);
    expect(screen.getByTestId('screen').hasAttribute('inert')).toBe(false);
  });

  it('renders on the server without touching the DOM and without style attributes', () => {
    const html = renderToString(<Dialog open onClose={() => {}} title="Server" onConfirm={() => {}} />);
    expect(html).toContain('role="dialog"');
    expect(html).not.toMatch(/style=/);
  });
});

describe('useFocusTrap', () => {
  function TrappedFrame({ active, children }: { active: boolean; children?: ReactNode }) {
    const ref = useRef<HTMLDivElement>(null);
    useFocusTrap(ref, active);
    return (
      <div ref={ref} tabIndex={-1} data-testid="trap">
        <button type="button">First</button>
        <button type="button">Last</button>
        {children}
      </div>
    );
  }

  function Page({ children }: { children?: ReactNode }) {
    const [active, setActive] = useState(false);
    return (
      <>
        <button type="button" onClick={() => setActive(true)}>
          Log in
        </button>
        {active ? (
          <>
            <TrappedFrame active>{children}</TrappedFrame>
            <button type="button" onClick={() => setActive(false)}>
              Outside
            </button>
          </>
        ) : null}
        <button type="button" onClick={() => setActive(false)} data-testid="closer">
          Close frame
        </button>
      </>
    );
  }

  it('given the popup frame opens, focus moves in, cycles inside, and returns to the opener when it closes', async () => {
    const user = userEvent.setup();
    render(<Page />);
    const opener = screen.getByRole('button', { name: 'Log in' });
    await user.click(opener);
    expect(document.activeElement).toBe(screen.getByRole('button', { name: 'First' }));
    await user.tab();
    await user.tab();
    expect(document.activeElement).toBe(screen.getByRole('button', { name: 'First' }));
    await user.tab({ shift: true });
    expect(document.activeElement).toBe(screen.getByRole('button', { name: 'Last' }));
    act(() => screen.getByTestId('closer').click());
    expect(screen.queryByTestId('trap')).toBeNull();
    expect(document.activeElement).toBe(opener);
  });

  it('given a dialog inside the trapped frame, the dialog owns Tab until it closes, then the frame does', async () => {
    function Nested() {
      const [open, setOpen] = useState(false);
      return (
        <>
          <button type="button" onClick={() => setOpen(true)}>
            Restore
          </button>
          <Dialog open={open} onClose={() => setOpen(false)} title="Restore account" onConfirm={() => setOpen(false)} hideClose />
        </>
      );
    }
    const user = userEvent.setup();
    render(<Page><Nested /></Page>);
    await user.click(screen.getByRole('button', { name: 'Log in' }));
    const restore = screen.getByRole('button', { name: 'Restore' });
    await user.click(restore);
    const confirm = screen.getByRole('button', { name: 'Confirm' });
    expect(document.activeElement).toBe(confirm);
    await user.tab();
    expect(document.activeElement).toBe(confirm);
    await user.keyboard('{Escape}');
    expect(document.activeElement).toBe(restore);
    await user.tab();
    expect(document.activeElement).toBe(screen.getByRole('button', { name: 'First' }));
  });

  it('calls onEscape only for the innermost trap', async () => {
    const outer = vi.fn();
    function Outer() {
      const ref = useRef<HTMLDivElement>(null);
      useFocusTrap(ref, true, { onEscape: outer });
      return (
        <div ref={ref}>
          <button type="button">In frame</button>
        </div>
      );
    }
    const user = userEvent.setup();
    render(<Outer />);
    await user.keyboard('{Escape}');
    expect(outer).toHaveBeenCalledTimes(1);
  });
});

describe('PageDialog on the page (container "page", issue 27)', () => {
  /** A wing's scoped root with an opener; the dialog is portaled to document.body. */
  function Wing({ t }: { t?: DialogProps['t'] }) {
    const [open, setOpen] = useState(false);
    return (
      <div className="mp-root mp-account-menu" lang="th" dir="ltr" data-testid="wing">
        <button type="button" onClick={() => setOpen(true)}>
          Log out
        </button>
        <PageDialog open={open} role="alertdialog" title="Log out?" container="page" t={t} onClose={() => setOpen(false)} onConfirm={() => setOpen(false)} />
      </div>
    );
  }

  it('given a Thai translator, the dialog brings its own scoped root with lang and dir, and the page behind is inert', async () => {
    const t = await loadTranslator('th');
    const user = userEvent.setup();
    render(<Wing t={t as never} />);
    await user.click(screen.getByRole('button', { name: 'Log out' }));
    const dialog = screen.getByRole('alertdialog');
    const layer = dialog.closest('.mp-layer')!;
    expect(layer).not.toBeNull();
    expect(layer.parentElement).toBe(document.body);
    expect(layer.classList.contains('mp-root')).toBe(true);
    expect(layer.getAttribute('lang')).toBe(t.lang);
    expect(layer.getAttribute('dir')).toBe('ltr');
    // The page (every sibling of the layer in <body>) is inert; the layer is not.
    expect(screen.getByTestId('wing').closest('body > *')!.hasAttribute('inert')).toBe(true);
    expect(layer.hasAttribute('inert')).toBe(false);
    expect(await axeViolations(layer as HTMLElement)).toEqual([]);
    await user.keyboard('{Escape}');
    expect(document.querySelector('.mp-layer')).toBeNull();
    expect(screen.getByTestId('wing').closest('body > *')!.hasAttribute('inert')).toBe(false);
  });

  it('given an Urdu translator, the layer is right to left', async () => {
    const t = await loadTranslator('ur');
    render(<PageDialog open title="T" container="page" t={t as never} onClose={() => {}} />);
    expect(document.querySelector('.mp-layer')!.getAttribute('dir')).toBe(t.dir);
    expect(t.dir).toBe('rtl');
  });

  it('gives focus back to the opener when it closes (the layer goes with the dialog)', async () => {
    const user = userEvent.setup();
    render(<Wing />);
    const opener = screen.getByRole('button', { name: 'Log out' });
    await user.click(opener);
    await user.keyboard('{Escape}');
    expect(document.activeElement).toBe(opener);
  });

  it('inside a scoped root the dialog adds no second root', () => {
    const host = document.body.appendChild(Object.assign(document.createElement('div'), { className: 'mp-root' }));
    render(<PageDialog open title="T" container={host} onClose={() => {}} />);
    expect(host.querySelector('.mp-dialog')).not.toBeNull();
    expect(document.querySelector('.mp-layer')).toBeNull();
    host.remove();
  });
});
