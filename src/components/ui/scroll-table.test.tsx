import { render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it } from 'vitest';
import { ScrollTable } from './scroll-table';

describe('ScrollTable', () => {
  it('is a region named by its caption that the keyboard reaches', async () => {
    render(
      <ScrollTable
        className="wrap"
        tableClassName="table"
        caption="Termine heute"
        captionClassName="visually-hidden"
      >
        <tbody>
          <tr>
            <td>09:00</td>
          </tr>
        </tbody>
      </ScrollTable>,
    );
    const region = screen.getByRole('region', { name: 'Termine heute' });
    expect(region.className).toBe('wrap');
    expect(screen.getByRole('table', { name: 'Termine heute' }).className).toBe('table');
    await userEvent.tab();
    expect(document.activeElement).toBe(region);
  });
});
