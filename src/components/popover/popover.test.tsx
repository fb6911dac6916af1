// @vitest-environment jsdom
import { act, cleanup, render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { createRef, useState } from 'react';
import { renderToString } from 'react-dom/server';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { axeViolations } from '../internal/__fixtures__/axe.js';
import { Popover } from './index.js';

afterEach(cleanup);

const settle = () => act(async () => {});

function LanguageMenu({ onPick = () => {} }: { onPick?: (language: string) => void }) {
  return (
    <>
      <Popover role="menu" trigger={<button type="button">Language</button>}>
        {({ close }) =>
          ['English', 'ภาษาไทย', 'Tiếng Việt'].map((language) => (
            <button
              key={language}
              type="button"
              role="menuitem"
              onClick={() => {
                onPick(language);
                close();
              }}
            >
              {language}
            </button>
          ))
        }
      </Popover>
      <button type="button">After</button>
    </>
  );
}

function SharePanel() {
  return (
    <>
      <Popover label="Share" trigger={<button type="button">Share</button>}>
        <label>
          Link <input defaultValue="https://example.test" />
        </label>
        <button type="button">Copy</button>
      </Popover>
      <button type="button">Elsewhere</button>
    </>
  );
}

const trigger = (name: string) => screen.getByRole('button', { name });

describe('Popover', () => {
  describe('given a closed menu', () => {
    it('its trigger says it opens a menu and is collapsed', () => {
      render(<LanguageMenu />);
      expect(trigger('Language').getAttribute('aria-haspopup')).toBe('menu');
      expect(trigger('Language').getAttribute('aria-expanded')).toBe('false');
      expect(screen.queryByRole('menu')).toBeNull();
    });
  });

  describe('when a keyboard user opens the menu', () => {
    it('ArrowDown on the trigger opens it on the first item; arrows, Home and End move', async () => {
      const user = userEvent.setup();
      render(<LanguageMenu />);
      await user.tab();
      await user.keyboard('{ArrowDown}');
      await settle();
      const menu = screen.getByRole('menu');
      const items = screen.getAllByRole('menuitem');
      expect(trigger('Language').getAttribute('aria-expanded')).toBe('true');
      expect(trigger('Language').getAttribute('aria-controls')).toBe(menu.id);
      expect(document.activeElement).toBe(items[0]);
      await user.keyboard('{ArrowDown}');
      expect(document.activeElement).toBe(items[1]);
      await user.keyboard('{End}');
      expect(document.activeElement).toBe(items[2]);
      await user.keyboard('{ArrowDown}');
      expect(document.activeElement).toBe(items[0]);
      await user.keyboard('{ArrowUp}');
      expect(document.activeElement).toBe(items[2]);
      await user.keyboard('{Home}');
      expect(document.activeElement).toBe(items[0]);
    });

    it('ArrowUp on the trigger opens it on the last item', async () => {
      const user = userEvent.setup();
      render(<LanguageMenu />);
      await user.tab();
      await user.keyboard('{ArrowUp}');
      await settle();
      expect(document.activeElement).toBe(screen.getAllByRole('menuitem')[2]);
    });

    it('choosing an item closes the menu and returns focus to the trigger', async () => {
      const user = userEvent.setup();
      const onPick = vi.fn();
      render(<LanguageMenu onPick={onPick} />);
      await user.tab();
      await user.keyboard('{Enter}');
      await settle();
      await user.keyboard('{ArrowDown}{Enter}');
      expect(onPick).toHaveBeenCalledWith('ภาษาไทย');
      expect(screen.queryByRole('menu')).toBeNull();
      expect(document.activeElement).toBe(trigger('Language'));
    });

    it('Escape closes it and returns focus to the trigger', async () => {
      const user = userEvent.setup();
      render(<LanguageMenu />);
      await user.tab();
      await user.keyboard('{Enter}');
      await settle();
      expect(screen.getByRole('menu')).toBeTruthy();
      await user.keyboard('{Escape}');
      expect(screen.queryByRole('menu')).toBeNull();
      expect(document.activeElement).toBe(trigger('Language'));
    });

    it('has no axe violations while open', async () => {
      const user = userEvent.setup();
      const { container } = render(<LanguageMenu />);
      await user.click(trigger('Language'));
      await settle();
      expect(await axeViolations(container)).toEqual([]);
    });
  });

  describe('given a dialog panel', () => {
    it('opening moves focus to its first field; Tab out of it closes it', async () => {
      const user = userEvent.setup();
      render(<SharePanel />);
      await user.click(trigger('Share'));
      await settle();
      const panel = screen.getByRole('dialog', { name: 'Share' });
      expect(trigger('Share').getAttribute('aria-haspopup')).toBe('dialog');
      expect(document.activeElement).toBe(screen.getByRole('textbox', { name: 'Link' }));
      await user.tab();
      expect(document.activeElement).toBe(trigger('Copy'));
      await user.tab();
      expect(screen.queryByRole('dialog')).toBeNull();
      expect(panel.isConnected).toBe(false);
      expect(document.activeElement).toBe(trigger('Elsewhere'));
    });

    it('a press outside closes it and leaves focus where the user put it', async () => {
      const user = userEvent.setup();
      render(<SharePanel />);
      await user.click(trigger('Share'));
      await settle();
      await user.click(trigger('Elsewhere'));
      expect(screen.queryByRole('dialog')).toBeNull();
      expect(document.activeElement).toBe(trigger('Elsewhere'));
    });

    it('the trigger toggles it', async () => {
      const user = userEvent.setup();
      render(<SharePanel />);
      await user.click(trigger('Share'));
      await settle();
      await user.click(trigger('Share'));
      expect(screen.queryByRole('dialog')).toBeNull();
      expect(document.activeElement).toBe(trigger('Share'));
    });

    it('has no axe violations while open', async () => {
      const user = userEvent.setup();
      const { container } = render(<SharePanel />);
      await user.click(trigger('Share'));
      await settle();
      expect(await axeViolations(container)).toEqual([]);
    });
  });

  describe('given a dialog panel without a label', () => {
    it('is named by its trigger and passes axe', async () => {
      const user = userEvent.setup();
      const { container } = render(
        <Popover trigger={<button type="button">Filters</button>}>
          <button type="button">Apply</button>
        </Popover>,
      );
      await user.click(trigger('Filters'));
      await settle();
      expect(screen.getByRole('dialog', { name: 'Filters' })).toBeTruthy();
      expect(await axeViolations(container)).toEqual([]);
    });

    it('keeps an id the trigger already has', async () => {
      const user = userEvent.setup();
      render(
        <Popover trigger={<button type="button" id="account-menu">Account</button>}>
          <p>Hi</p>
        </Popover>,
      );
      await user.click(trigger('Account'));
      await settle();
      expect(trigger('Account').id).toBe('account-menu');
      expect(screen.getByRole('dialog').getAttribute('aria-labelledby')).toBe('account-menu');
    });
  });

  describe('in controlled mode', () => {
    it('follows open and reports changes', async () => {
      const user = userEvent.setup();
      const changes: boolean[] = [];
      function Controlled() {
        const [open, setOpen] = useState(true);
        return (
          <Popover
            open={open}
            onOpenChange={(next) => {
              changes.push(next);
              setOpen(next);
            }}
            label="Panel"
            trigger={<button type="button">Toggle</button>}
          >
            <button type="button">Inside</button>
          </Popover>
        );
      }
      render(<Controlled />);
      await settle();
      expect(screen.getByRole('dialog', { name: 'Panel' })).toBeTruthy();
      await user.keyboard('{Escape}');
      expect(changes).toEqual([false]);
      expect(screen.queryByRole('dialog')).toBeNull();
    });
  });

  it('keeps the trigger’s own handlers and writes its position through CSSOM only', async () => {
    const user = userEvent.setup();
    const onClick = vi.fn();
    render(
      <Popover label="P" trigger={<button type="button" onClick={onClick}>Open</button>}>
        <p>Body</p>
      </Popover>,
    );
    await user.click(trigger('Open'));
    await settle();
    expect(onClick).toHaveBeenCalledTimes(1);
    const panel = screen.getByRole('dialog');
    expect(panel.style.position).toBe('absolute');
    expect(panel.style.transform).toMatch(/^translate\(/);
    const html = renderToString(
      <Popover defaultOpen label="P" trigger={<button type="button">Open</button>}>
        <p>Body</p>
      </Popover>,
    );
    expect(html).not.toMatch(/style=/);
  });

  // The trigger's own ref sits in its props on React 19 and on the element on React 18 (vitest.react18.config.ts).
  it('keeps the trigger’s own ref', () => {
    const ref = createRef<HTMLButtonElement>();
    render(
      <Popover label="P" trigger={<button type="button" ref={ref}>Open</button>}>
        <p>Body</p>
      </Popover>,
    );
    expect(ref.current).toBe(trigger('Open'));
  });
});
