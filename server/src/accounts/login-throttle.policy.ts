/**
 * How failed logins are slowed down (docs/decisions/0012-login-throttling-per-device.md): per throttle key — an account tried from clients it
 * does not know, or one device that has logged into that account before — the first 5 consecutive failures are free;
 * after that each attempt waits 1, 2, 4, 8 minutes… up to 15 between attempts, and at 100 consecutive failures the key
 * stops until a password reset (NIST SP 800-63B: at most 100 consecutive failed attempts per account). A success
 * clears the key; a streak below the ceiling left alone for a day starts over. The owner's known device has its own key, so a stranger's guesses never lock the owner out.
 */
export interface LoginThrottlePolicy {
  freeFailures: number;
  baseDelaySeconds: number;
  maxDelaySeconds: number;
  maxConsecutiveFailures: number;
}

export const LOGIN_THROTTLE: LoginThrottlePolicy = {
  freeFailures: 5,
  baseDelaySeconds: 60,
  maxDelaySeconds: 15 * 60,
  maxConsecutiveFailures: 100,
};

/** Seconds a key that failed `failures` times in a row waits before its next attempt. */
export function delayAfter(failures: number, policy: LoginThrottlePolicy = LOGIN_THROTTLE): number {
  const { freeFailures, baseDelaySeconds, maxDelaySeconds, maxConsecutiveFailures } = policy;
  if (failures >= maxConsecutiveFailures) return Number.POSITIVE_INFINITY;
  if (failures < freeFailures) return 0;
  return Math.min(baseDelaySeconds * 2 ** (failures - freeFailures), maxDelaySeconds);
}

export function accountKey(email: string): string {
  return `conta:${email}`;
}

export function deviceKey(userId: number, deviceId: string): string {
  return `dispositivo:${userId}:${deviceId}`;
}
