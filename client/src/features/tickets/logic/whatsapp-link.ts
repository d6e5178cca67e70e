/** Messaging link with digits only (SPEC §2.8), or null when there is no number. */
export function whatsappLink(numero: string | null | undefined): string | null {
  const digits = (numero ?? '').replace(/\D+/g, '');
  return digits ? `https://wa.me/${digits}` : null;
}
