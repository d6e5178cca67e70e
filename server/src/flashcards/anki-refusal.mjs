// Shared by the Anki import's worker modules (plain JavaScript: they run in a worker thread without a TS loader).

/** A file the import refuses on purpose: the HTTP status and the Portuguese message the user reads. */
export class AnkiRefusal extends Error {
  /**
   * @param {number} status
   * @param {string} message
   */
  constructor(status, message) {
    super(message);
    this.status = status;
  }
}

/**
 * @param {string} message
 * @param {number} [status]
 */
export const refuse = (message, status = 400) => new AnkiRefusal(status, message);

/** @param {number} n */
export const ptNumber = (n) => n.toLocaleString('pt-BR');
