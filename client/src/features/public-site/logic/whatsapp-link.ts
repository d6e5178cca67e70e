/** A wa.me link that opens a chat with `phone` (digits only are kept) prefilled with `message`. */
export function whatsappLink(phone: string, message: string): string {
  return `https://wa.me/${phone.replace(/\D/g, '')}?text=${encodeURIComponent(message)}`;
}
