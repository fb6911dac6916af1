// @vitest-environment jsdom
import { cleanup, render } from '@testing-library/react';
import { afterEach, describe, expect, it } from 'vitest';
import { axeViolations } from './__fixtures__/axe.js';

afterEach(cleanup);

describe('the axe harness of the widget tests', () => {
  it('given broken markup, reports it (the empty results elsewhere are not vacuous)', async () => {
    const { container } = render(
      <div>
        <input />
        <div role="slider" tabIndex={0} />
        <div role="listbox" tabIndex={0} aria-activedescendant="missing" />
      </div>,
    );
    const ids = (await axeViolations(container)).map((violation) => violation.id);
    expect(ids).toEqual(expect.arrayContaining(['label', 'aria-required-attr', 'aria-input-field-name']));
  });
});
