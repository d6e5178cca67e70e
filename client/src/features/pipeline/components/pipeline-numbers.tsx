import type { ReactNode } from 'react';
import { useQuery } from '@tanstack/react-query';
import { queryKeys } from '@/api/query-keys';
import { getNumbers } from '@/features/pipeline/api/get-numbers';
import { conversionLabel } from '@/features/pipeline/logic/board';
import { StageFunnel } from '@/features/pipeline/components/stage-funnel';
import './pipeline-numbers.css';

interface NumbersTableProps {
  caption: string;
  columns?: readonly string[];
  /** Said instead of the table when it has no rows. */
  empty: string;
  rows: number;
  children: ReactNode;
}

/** One table of the numbers: its caption, the column headings when it has them, then its rows (or why there are none). */
function NumbersTable({ caption, columns, empty, rows, children }: NumbersTableProps) {
  if (rows === 0) {
    return (
      <section className="pipeline-numbers__empty" aria-label={caption}>
        <p className="pipeline-numbers__caption">{caption}</p>
        <p className="pipeline-numbers__none">{empty}</p>
      </section>
    );
  }
  return (
    <table>
      <caption>{caption}</caption>
      {columns && (
        <thead>
          <tr>
            {columns.map((column) => (
              <th key={column} scope="col">
                {column}
              </th>
            ))}
          </tr>
        </thead>
      )}
      <tbody>{children}</tbody>
    </table>
  );
}

/**
 * 'Números do funil': follow-ups due, conversion per month of entry, median days per stage, sources and lost reasons.
 * Folded on the board (the columns come first); open on the dashboard, with the stages drawn as a funnel first.
 */
export function PipelineNumbers({ open = false, funnel = false }: { open?: boolean; funnel?: boolean }) {
  const { data, isError } = useQuery({ queryKey: queryKeys.pipeline.numbers, queryFn: ({ signal }) => getNumbers(signal) });
  const summary = `Números do funil${data ? ` — ${data.followUpsVencidos} follow-up(s) vencido(s)` : ''}`;
  const body = (
    <>
      {isError && <p className="pipeline-error">Não foi possível carregar os números.</p>}
      {data && funnel && <StageFunnel porEtapa={data.porEtapa} />}
      {data && (
        <div className="pipeline-numbers__grid">
          <NumbersTable
            caption="Conversão por mês de entrada"
            columns={['Mês', 'Entradas', 'Matriculados']}
            rows={data.conversaoPorMes.length}
            empty="Nenhum prospecto entrou nos últimos 12 meses."
          >
            {data.conversaoPorMes.map((m) => (
              <tr key={m.mes}>
                <td>{m.mes}</td>
                <td>{m.entradas}</td>
                <td>{conversionLabel(m.matriculados, m.entradas)}</td>
              </tr>
            ))}
          </NumbersTable>
          <NumbersTable caption="Dias na etapa (mediana)" rows={data.diasMedianosPorEtapa.length} empty="Ninguém mudou de etapa ainda.">
            {data.diasMedianosPorEtapa.map((e) => (
              <tr key={e.etapa}>
                <th scope="row">{e.etapa}</th>
                <td>{e.dias.toLocaleString('pt-BR')}</td>
              </tr>
            ))}
          </NumbersTable>
          <NumbersTable
            caption="Prospectos e matrículas por origem"
            columns={['Origem', 'Prospectos', 'Matriculados']}
            rows={data.porOrigem.length}
            empty="Nenhum prospecto cadastrado."
          >
            {data.porOrigem.map((o) => (
              <tr key={o.origem}>
                <th scope="row">{o.origem}</th>
                <td>{o.prospectos}</td>
                <td>{conversionLabel(o.matriculados, o.prospectos)}</td>
              </tr>
            ))}
          </NumbersTable>
          <NumbersTable caption="Motivos de perda" rows={data.motivosPerda.length} empty="Nenhum prospecto perdido até agora.">
            {data.motivosPerda.map((m) => (
              <tr key={m.motivo}>
                <th scope="row">{m.motivo}</th>
                <td>{m.total}</td>
              </tr>
            ))}
          </NumbersTable>
        </div>
      )}
    </>
  );
  if (open) {
    return (
      <div className="pipeline-numbers">
        <p className="pipeline-numbers__summary">{summary}</p>
        {body}
      </div>
    );
  }
  return (
    <details className="pipeline-numbers">
      <summary>{summary}</summary>
      {body}
    </details>
  );
}
