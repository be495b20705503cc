import { render } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { Icon, ICON_NAMES } from './icon';

// Every file in public/icons, as the build will serve it.
const shipped = Object.keys(import.meta.glob('../../../public/icons/*.svg')).map((file) =>
  file.replace(/^.*\/icons\/(.+)\.svg$/, '$1'),
);

describe('Icon', () => {
  it('has a file in public/icons for every name it accepts', () => {
    const missing = ICON_NAMES.filter((name) => !shipped.includes(name));
    expect(missing).toEqual([]);
  });

  it('is hidden from assistive technology by default', () => {
    const { container } = render(<Icon name="calendar" />);
    const icon = container.firstElementChild as HTMLElement;
    expect(icon.getAttribute('aria-hidden')).toBe('true');
    expect(icon.getAttribute('role')).toBeNull();
    // The mask comes from the stylesheet by name (tools/build/plugins/icon-masks.ts), not from an inline URL.
    expect(icon.dataset.icon).toBe('calendar');
    expect(icon.style.getPropertyValue('--icon-url')).toBe('');
  });

  it('is an image with a name when labelled', () => {
    const { getByRole } = render(<Icon name="alert" label="Achtung" />);
    expect(getByRole('img', { name: 'Achtung' })).toBeTruthy();
  });
});
