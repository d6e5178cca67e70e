/**
 * Query keys per server domain. A key's prefix names what an invalidation refreshes: `queryKeys.flashcards.deck(9)`
 * covers the deck and its cards, `queryKeys.tickets.all` every page of the ticket list.
 */
export const queryKeys = {
  accounts: {
    sessionRole: ['accounts', 'session-role'] as const,
    whatsappProof: ['accounts', 'whatsapp-proof'] as const,
  },
  admin: {
    dashboard: ['admin', 'dashboard'] as const,
    users: ['admin', 'users'] as const,
    /** One page of the user table for a search (under `users`, so a change refreshes every page). */
    usersPage: (busca: string, pagina: number) => ['admin', 'users', { busca, pagina }] as const,
    resetChannels: ['admin', 'reset-channels'] as const,
    /** Under `users`: creating or sending a link (which answers the request) refreshes it with the table. */
    pendingResets: ['admin', 'users', 'pending-resets'] as const,
  },
  chat: {
    history: (userId: number) => ['chat', 'history', userId] as const,
    /** How many conversations wait for a person (staff badge, dashboard). */
    waiting: ['chat', 'waiting'] as const,
  },
  deletionRequests: {
    list: ['deletion-requests', 'list'] as const,
    status: (code: string) => ['deletion-requests', 'status', code] as const,
  },
  flashcards: {
    decks: ['flashcards', 'decks'] as const,
    deck: (deckId: number) => ['flashcards', 'deck', deckId] as const,
    cards: (deckId: number) => ['flashcards', 'deck', deckId, 'cards'] as const,
  },
  marketing: {
    prospects: ['marketing', 'prospects'] as const,
    campaigns: ['marketing', 'campaigns'] as const,
    /** The recent campaigns and the details of the selected one (null: the newest). */
    campaignBoard: (selectedId: number | null) => ['marketing', 'campaigns', { selectedId }] as const,
  },
  preferences: ['preferences'] as const,
  tickets: {
    all: ['tickets'] as const,
    page: (pagina: number) => ['tickets', 'page', pagina] as const,
  },
  pipeline: {
    all: ['pipeline'] as const,
    board: (filtro: string, busca: string, origem: string) => ['pipeline', 'board', { filtro, busca, origem }] as const,
    /** A column's pages after the first (the board brings page 1), loaded as its list is scrolled. */
    columnPages: (filtro: string, busca: string, origem: string, etapa: string) =>
      ['pipeline', 'column', { filtro, busca, origem }, etapa] as const,
    prospect: (userId: number) => ['pipeline', 'prospect', userId] as const,
    staff: ['pipeline', 'staff'] as const,
    numbers: ['pipeline', 'numbers'] as const,
  },
  enrolment: ['enrolment'] as const,
  site: {
    admin: ['site', 'admin'] as const,
  },
  backups: {
    all: ['backups'] as const,
    list: ['backups', 'list'] as const,
    status: ['backups', 'status'] as const,
  },
  knowledge: {
    all: ['knowledge'] as const,
    articles: (busca: string) => ['knowledge', 'articles', { busca }] as const,
    article: (id: number) => ['knowledge', 'article', id] as const,
    history: (id: number) => ['knowledge', 'article', id, 'history'] as const,
    gaps: ['knowledge', 'gaps'] as const,
    misses: ['knowledge', 'misses'] as const,
  },
  quickReplies: {
    all: ['quick-replies'] as const,
    forUser: (userId: number) => ['quick-replies', 'user', userId] as const,
  },
  whatsapp: {
    status: ['whatsapp', 'status'] as const,
    envios: (userId: number) => ['whatsapp', 'envios', userId] as const,
    conversation: (userId: number) => ['whatsapp', 'conversation', userId] as const,
    files: (userId: number) => ['whatsapp', 'files', userId] as const,
  },
  consentHistory: ['preferences', 'consent-history'] as const,
  audit: {
    all: ['audit'] as const,
    page: (filters: object) => ['audit', filters] as const,
  },
};
