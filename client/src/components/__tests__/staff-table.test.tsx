import { cleanup, render, screen, within } from '@testing-library/react';
import { afterEach, describe, expect, it } from 'vitest';
import { StaffTable, type StaffColumn } from '@/components/staff-table';

interface Row {
  id: number;
  name: string;
  count: number;
}

const COLUMNS: StaffColumn<Row>[] = [
  { header: 'Nome', className: 'admin-mono', cell: (r) => r.name },
  { header: 'Total', numeric: true, cell: (r) => r.count },
  { header: 'Ações', hiddenHeader: true, cell: () => <button type="button">Abrir</button> },
];

describe('StaffTable', () => {
  afterEach(cleanup);

  it('when rows are given, then each cell carries its column header as its narrow-screen label, except a hidden-header column', () => {
    render(<StaffTable label="Tabela" columns={COLUMNS} rows={[{ id: 1, name: 'Ana', count: 3 }]} rowKey={(r) => r.id} />);
    const region = screen.getByRole('region', { name: 'Tabela' });
    const cells = within(region).getAllByRole('cell');
    expect(cells.map((c) => c.getAttribute('data-label'))).toEqual(['Nome', 'Total', null]);
    expect(cells[0]?.className).toBe('admin-mono');
    expect(cells[1]?.className).toBe('admin-num');
    expect(within(region).getByRole('columnheader', { name: 'Total' }).className).toBe('admin-num');
    expect(within(region).getByRole('columnheader', { name: 'Ações' }).querySelector('.visually-hidden')).not.toBeNull();
  });

  it('when there are no rows and an empty text, then one full-width row says so', () => {
    render(<StaffTable label="Tabela" columns={COLUMNS} rows={[]} rowKey={(r) => r.id} labelCells={false} empty="Nada aqui." />);
    const cell = screen.getByRole('cell', { name: 'Nada aqui.' });
    expect(cell.getAttribute('colspan')).toBe('3');
  });

  it('when cells are not labelled, then no cell has a narrow-screen label', () => {
    render(<StaffTable label="Tabela" columns={COLUMNS} rows={[{ id: 1, name: 'Ana', count: 3 }]} rowKey={(r) => r.id} labelCells={false} />);
    expect(screen.getAllByRole('cell').every((c) => !c.hasAttribute('data-label'))).toBe(true);
  });
});
