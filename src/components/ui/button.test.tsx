import { render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { MemoryRouter } from 'react-router-dom';
import { describe, expect, it, vi } from 'vitest';
import { Button } from './button';

describe('Button', () => {
  it('calls onClick when enabled', async () => {
    const onClick = vi.fn();
    render(<Button onClick={onClick}>Speichern</Button>);
    await userEvent.click(screen.getByRole('button', { name: 'Speichern' }));
    expect(onClick).toHaveBeenCalledTimes(1);
  });

  it('emits no click when disabled', async () => {
    const onClick = vi.fn();
    render(
      <Button onClick={onClick} disabled>
        Speichern
      </Button>,
    );
    const button = screen.getByRole('button', { name: 'Speichern' });
    await userEvent.click(button);
    button.click();
    expect(onClick).not.toHaveBeenCalled();
    expect((button as HTMLButtonElement).disabled).toBe(true);
  });

  it('emits no click while loading, stays focusable and says it is busy', async () => {
    const onClick = vi.fn();
    render(
      <Button onClick={onClick} loading>
        Speichern
      </Button>,
    );
    const button = screen.getByRole('button', { name: 'Speichern' });
    await userEvent.click(button);
    button.click();
    expect(onClick).not.toHaveBeenCalled();
    expect(button.getAttribute('aria-busy')).toBe('true');
    expect(button.getAttribute('aria-disabled')).toBe('true');
    expect(button.querySelector('.spinner')).not.toBeNull();
    button.focus();
    expect(document.activeElement).toBe(button);
  });

  it('does not submit its form while loading', async () => {
    const onSubmit = vi.fn((event: SubmitEvent) => event.preventDefault());
    render(
      <form onSubmit={(event) => onSubmit(event.nativeEvent as SubmitEvent)}>
        <Button type="submit" loading>
          Senden
        </Button>
      </form>,
    );
    await userEvent.click(screen.getByRole('button', { name: 'Senden' }));
    expect(onSubmit).not.toHaveBeenCalled();
  });

  it('is a button of type "button" unless told otherwise', () => {
    render(<Button>Weiter</Button>);
    expect(screen.getByRole('button').getAttribute('type')).toBe('button');
  });

  it('applies variant and size classes', () => {
    render(
      <Button variant="secondaryFull" size="xl">
        Los
      </Button>,
    );
    const button = screen.getByRole('button');
    expect(button.classList.contains('btn--secondaryFull')).toBe(true);
    expect(button.classList.contains('btn--xl')).toBe(true);
  });

  it('renders a router link when given `to`', () => {
    render(
      <MemoryRouter>
        <Button to="/kurse">Kurse entdecken</Button>
      </MemoryRouter>,
    );
    const link = screen.getByRole('link', { name: 'Kurse entdecken' });
    expect(link.getAttribute('href')).toBe('/kurse');
    expect(link.classList.contains('btn')).toBe(true);
  });

  it('renders a disabled link without href, so it goes nowhere', () => {
    render(
      <MemoryRouter>
        <Button to="/kurse" disabled>
          Kurse entdecken
        </Button>
      </MemoryRouter>,
    );
    const link = screen.getByText('Kurse entdecken').closest('a');
    expect(link).not.toBeNull();
    expect(link?.hasAttribute('href')).toBe(false);
    expect(link?.getAttribute('aria-disabled')).toBe('true');
  });
});
