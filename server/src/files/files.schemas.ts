import { z } from 'zod';
import { idParam } from '../lib/validate.js';

export const listFilesQuery = z.object({ userId: idParam });
