/** Messaging link with digits only (SPEC §2.8), or null when there is no number. */
export function whatsappLink(numero: string | null | undefined): string | null {
  const digits = (numero ?? '').replace(/\D+/g, '');
  return digits ? `https://wa.me/${digits}` : null;
}

/** How a stored number (digits with country code) is shown to staff: "+55 11 91234-5678". */
export function formatWhatsapp(numero: string | null | undefined): string {
  const digits = (numero ?? '').replace(/\D+/g, '');
  if (!digits) return '';
  const br = /^55(\d{2})(\d{4,5})(\d{4})$/.exec(digits);
  if (br) return `+55 ${br[1]} ${br[2]}-${br[3]}`;
  return `+${digits}`;
}
