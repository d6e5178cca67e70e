/** Meta's customer-service window: free-form messages reach a person for 24 hours after their last message. */
export const WINDOW_MS = 24 * 60 * 60 * 1000;

export function windowClosesAt(lastInbound: Date | string | null): Date | null {
  return lastInbound ? new Date(new Date(lastInbound).getTime() + WINDOW_MS) : null;
}

export function windowOpen(lastInbound: Date | string | null, now = new Date()): boolean {
  const closes = windowClosesAt(lastInbound);
  return closes !== null && closes.getTime() > now.getTime();
}
