// @vitest-environment jsdom
import { act, cleanup, render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { createRef, useEffect, useState } from 'react';
import { renderToString } from 'react-dom/server';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { POPUP_HOVER_LEAVE_DELAY_MS, POPUP_OFFSET_PX, QR_TOOLTIP_DELAY_MS, QR_TOOLTIP_DURATION_MS } from '../../config/constants.js';
import { axeViolations } from '../internal/__fixtures__/axe.js';
import { Tooltip } from './index.js';

afterEach(() => {
  cleanup();
  vi.useRealTimers();
});

/** Floating UI computes positions in a promise: let it settle. */
const settle = () => act(async () => {});

function QrButton(props: { open?: boolean; describedBy?: string }) {
  return (
    <Tooltip content="Scan to log in faster" open={props.open}>
      <button type="button" aria-label="QR code login" aria-describedby={props.describedBy}>
        QR
      </button>
    </Tooltip>
  );
}

const anchor = () => screen.getByRole('button', { name: 'QR code login' });

describe('Tooltip', () => {
  describe('given nothing has happened', () => {
    it('is not shown and does not describe its anchor', () => {
      render(<QrButton />);
      expect(screen.queryByRole('tooltip')).toBeNull();
      expect(anchor().hasAttribute('aria-describedby')).toBe(false);
    });
  });

  describe('when the pointer hovers the anchor', () => {
    it('shows a tooltip describing the anchor, and hides it after the leave delay', async () => {
      const user = userEvent.setup();
      render(<QrButton />);
      await user.hover(anchor());
      await settle();
      const tooltip = screen.getByRole('tooltip');
      expect(tooltip.textContent).toBe('Scan to log in faster');
      expect(anchor().getAttribute('aria-describedby')).toBe(tooltip.id);
      await user.unhover(anchor());
      await act(() => new Promise((resolve) => setTimeout(resolve, POPUP_HOVER_LEAVE_DELAY_MS + 50)));
      expect(screen.queryByRole('tooltip')).toBeNull();
      expect(anchor().hasAttribute('aria-describedby')).toBe(false);
    });
  });

  describe('when a keyboard user tabs to the anchor', () => {
    it('shows on focus, Escape hides it, and leaving hides it', async () => {
      const user = userEvent.setup();
      render(
        <>
          <QrButton />
          <button type="button">Next</button>
        </>,
      );
      await user.tab();
      await settle();
      expect(document.activeElement).toBe(anchor());
      expect(screen.getByRole('tooltip')).toBeTruthy();
      await user.keyboard('{Escape}');
      expect(screen.queryByRole('tooltip')).toBeNull();
      await user.tab();
      await user.tab({ shift: true });
      await settle();
      expect(screen.getByRole('tooltip')).toBeTruthy();
      await user.tab();
      await settle();
      expect(screen.queryByRole('tooltip')).toBeNull();
    });
  });

  describe('given open={true} (the machine opens the QR hint)', () => {
    it('is shown without any interaction and passes axe', async () => {
      const { container } = render(<QrButton open />);
      await settle();
      expect(screen.getByRole('tooltip')).toBeTruthy();
      expect(await axeViolations(container)).toEqual([]);
    });

    it('keeps the anchor’s own description next to its own', async () => {
      render(
        <>
          <p id="hint">Use the mobile app</p>
          <QrButton open describedBy="hint" />
        </>,
      );
      await settle();
      expect(anchor().getAttribute('aria-describedby')).toBe(`hint ${screen.getByRole('tooltip').id}`);
    });
  });

  describe('the QR hint timeline: opened QR_TOOLTIP_DELAY_MS after the popup opens, for QR_TOOLTIP_DURATION_MS', () => {
    function TimedHint() {
      const [visible, setVisible] = useState(false);
      useEffect(() => {
        const show = setTimeout(() => setVisible(true), QR_TOOLTIP_DELAY_MS);
        const hide = setTimeout(() => setVisible(false), QR_TOOLTIP_DELAY_MS + QR_TOOLTIP_DURATION_MS);
        return () => {
          clearTimeout(show);
          clearTimeout(hide);
        };
      }, []);
      return <QrButton open={visible} />;
    }

    it('follows the open prop', async () => {
      vi.useFakeTimers();
      render(<TimedHint />);
      expect(screen.queryByRole('tooltip')).toBeNull();
      await act(async () => vi.advanceTimersByTime(QR_TOOLTIP_DELAY_MS));
      expect(screen.getByRole('tooltip')).toBeTruthy();
      await act(async () => vi.advanceTimersByTime(QR_TOOLTIP_DURATION_MS));
      expect(screen.queryByRole('tooltip')).toBeNull();
    });
  });

  describe('positioning under a strict CSP', () => {
    it('writes the position through CSSOM, offset by POPUP_OFFSET_PX', async () => {
      render(<QrButton open />);
      await settle();
      const tooltip = screen.getByRole('tooltip');
      expect(tooltip.style.position).toBe('absolute');
      expect(tooltip.style.transform).toMatch(new RegExp(`^translate\\(-?\\d+px, -?${POPUP_OFFSET_PX}px\\)$`));
      expect(tooltip.hasAttribute('data-positioned')).toBe(true);
    });

    it('renders no style attribute on the server', () => {
      const html = renderToString(<QrButton open />);
      expect(html).toContain('role="tooltip"');
      expect(html).not.toMatch(/style=/);
    });
  });

  it('given disabled, nothing shows', async () => {
    const user = userEvent.setup();
    render(
      <Tooltip content="Hint" disabled open>
        <button type="button">Anchor</button>
      </Tooltip>,
    );
    await user.hover(screen.getByRole('button'));
    expect(screen.queryByRole('tooltip')).toBeNull();
  });

  it('reports hover and focus changes through onOpenChange', async () => {
    const user = userEvent.setup();
    const onOpenChange = vi.fn();
    render(
      <Tooltip content="Hint" onOpenChange={onOpenChange}>
        <button type="button">Anchor</button>
      </Tooltip>,
    );
    await user.tab();
    expect(onOpenChange).toHaveBeenLastCalledWith(true);
    await user.tab();
    expect(onOpenChange).toHaveBeenLastCalledWith(false);
  });

  // The anchor's own ref sits in its props on React 19 and on the element on React 18 (vitest.react18.config.ts).
  it("keeps the anchor's own ref", () => {
    const ref = createRef<HTMLButtonElement>();
    render(
      <Tooltip content="Scan to log in faster">
        <button type="button" ref={ref}>
          QR
        </button>
      </Tooltip>,
    );
    expect(ref.current).toBe(screen.getByRole('button', { name: 'QR' }));
  });
});
