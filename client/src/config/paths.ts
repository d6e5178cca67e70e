/** Query flag on /login after a self-service account deletion: the login page says goodbye once, then drops it. */
export const ACCOUNT_DELETED_FLAG = 'conta-excluida';

/** Where a person lands after deleting their own account. */
export const LOGIN_AFTER_ACCOUNT_DELETION = `/login?${ACCOUNT_DELETED_FLAG}`;
