import { z } from 'zod';

export const csvSectionParam = z.enum(['mensagens', 'flashcards'], { message: 'Escolha mensagens ou flashcards.' });
