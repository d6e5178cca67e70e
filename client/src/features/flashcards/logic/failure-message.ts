import { isApiError } from '@/lib/api-client';

/** 'Erro ao <action>: <the server's error>', or 'Erro ao <action>.' when the server sent none (network, 5xx). */
export function failureMessage(action: string, error: unknown): string {
  return isApiError(error) && error.serverMessage ? `Erro ao ${action}: ${error.serverMessage}` : `Erro ao ${action}.`;
}
