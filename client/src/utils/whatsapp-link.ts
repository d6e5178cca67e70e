/** A wa.me link to `phone` (digits only are kept, docs/product.md, Tickets screen) with `message` prefilled. */
export function whatsappLink(phone: string, message: string): string;
/** A wa.me link to `phone`, or null when it has no digits. */
export function whatsappLink(phone: string | null | undefined): string | null;
export function whatsappLink(phone: string | null | undefined, message?: string): string | null {
  const digits = (phone ?? '').replace(/\D+/g, '');
  if (message !== undefined) return `https://wa.me/${digits}?text=${encodeURIComponent(message)}`;
  return digits ? `https://wa.me/${digits}` : null;
}
