import { useState } from 'react';
import { Card } from '@/components/ui/card';
import { TextField } from '@/components/ui/text-field';
import { formatBRL, sumValues } from '@/features/admin/logic/money';
import '@/styles/staff.css';
import './calculator-page.css';

const INVALID = 'Valor inválido. Use números, como 1.234,50.';

function MoneyField({ label, value, invalid, onChange }: { label: string; value: string; invalid: boolean; onChange(value: string): void }) {
  return (
    <TextField
      label={label}
      inputMode="decimal"
      autoComplete="off"
      placeholder="0,00"
      value={value}
      onChange={(e) => onChange(e.target.value)}
      error={invalid ? INVALID : undefined}
    />
  );
}

/** /admin/painel1 (docs/product.md, Cost calculator): Valor 1 + Valor 2, total in reais. Nothing is sent to the server. */
export default function CalculatorPage() {
  const [valor1, setValor1] = useState('');
  const [valor2, setValor2] = useState('');
  const { total, invalid } = sumValues(valor1, valor2);

  return (
    <div className="admin-page admin-page--narrow">
      <h1 className="admin-page__title">Calculadora de Custos</h1>
      <Card>
        <form className="admin-calc" onSubmit={(e) => e.preventDefault()} noValidate>
          <MoneyField label="Valor 1" value={valor1} invalid={invalid.includes('valor1')} onChange={setValor1} />
          <MoneyField label="Valor 2" value={valor2} invalid={invalid.includes('valor2')} onChange={setValor2} />
          <div className="admin-calc__total">
            <span id="calc-total-label">Total</span>
            <output aria-labelledby="calc-total-label" aria-live="polite" data-testid="calc-total">
              {total === null ? '—' : formatBRL(total)}
            </output>
          </div>
        </form>
      </Card>
    </div>
  );
}
