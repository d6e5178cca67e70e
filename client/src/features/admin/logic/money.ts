/**
 * Brazilian number input, as people type it: '1.234,50', '1234,5', '1 234,50', 'R$ 10', and also '10.5'.
 * A dot followed by exactly three digits groups thousands ('1.234' is mil duzentos e trinta e quatro).
 * Returns null for an empty field and NaN for something that is not a number.
 */
export function parseBrazilianNumber(input: string): number | null {
  const text = input.replace(/^\s*R\$\s*/i, '').replace(/[\s\u00a0]+/g, '');
  if (text === '') return null;
  const negative = text.startsWith('-');
  const body = negative ? text.slice(1) : text;

  let normalized: string | null = null;
  if (/^\d+(,\d+)?$/.test(body)) {
    normalized = body.replace(',', '.');
  } else if (/^[1-9]\d{0,2}(\.\d{3})+(,\d+)?$/.test(body)) {
    normalized = body.replace(/\./g, '').replace(',', '.');
  } else if (/^\d+\.\d+$/.test(body)) {
    normalized = body;
  } else if (/^,\d+$/.test(body)) {
    normalized = `0${body.replace(',', '.')}`;
  }
  if (normalized === null) return Number.NaN;
  const value = Number(normalized);
  return negative ? -value : value;
}

const BRL = new Intl.NumberFormat('pt-BR', { style: 'currency', currency: 'BRL' });

/** 'R$ 1.244,50' (Intl pt-BR; the space after R$ is a no-break space). */
export function formatBRL(value: number): string {
  return BRL.format(value);
}

export interface CalculatorResult {
  total: number | null;
  invalid: ('valor1' | 'valor2')[];
}

/** Sum in integer cents so 0,10 + 0,20 is exactly 0,30; blank fields count as zero. */
export function sumValues(valor1: string, valor2: string): CalculatorResult {
  const parsed = { valor1: parseBrazilianNumber(valor1), valor2: parseBrazilianNumber(valor2) };
  const invalid = (Object.keys(parsed) as (keyof typeof parsed)[]).filter((key) => Number.isNaN(parsed[key]));
  if (invalid.length > 0) return { total: null, invalid };
  const cents = Math.round((parsed.valor1 ?? 0) * 100) + Math.round((parsed.valor2 ?? 0) * 100);
  return { total: cents / 100, invalid };
}
