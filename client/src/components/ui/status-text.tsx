import { StatusIcon, type StatusIconName } from '@/components/ui/icons';

const LEADING_SYMBOLS: Array<[string, StatusIconName]> = [
  ['✅', 'success'],
  ['❌', 'error'],
  ['⚠️', 'warning'],
];

/**
 * A spec message that opens with ✅, ❌ or ⚠️ ('✅ Arquivo importado com sucesso.'): the symbol is drawn as an icon,
 * because it shows as an empty box where no emoji font is installed, and stays in the text for copy and for the
 * spec's wording, hidden from sight.
 */
export function StatusText({ text }: { text: string }) {
  const found = LEADING_SYMBOLS.find(([symbol]) => text.startsWith(symbol));
  if (!found) return <>{text}</>;
  const [symbol, name] = found;
  return (
    <>
      <StatusIcon name={name} decorative />
      <span className="visually-hidden">{symbol}</span>
      {text.slice(symbol.length)}
    </>
  );
}
