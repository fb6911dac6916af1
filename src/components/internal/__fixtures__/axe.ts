/**
 * axe-core in jsdom for the widget tests. Colour contrast cannot be computed in jsdom (no layout, no rendering), so
 * that one rule is off here; the Chromium end-to-end run checks it on the real page.
 */
import axe from 'axe-core';

export async function axeViolations(container: Element): Promise<Array<{ id: string; help: string; nodes: string[] }>> {
  const results = await axe.run(container, { rules: { 'color-contrast': { enabled: false } } });
  return results.violations.map((violation) => ({
    id: violation.id,
    help: violation.help,
    nodes: violation.nodes.map((node) => node.html),
  }));
}
