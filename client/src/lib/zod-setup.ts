import { z } from 'zod';

// zod 4 probes `new Function` to decide whether it may compile validators; our CSP forbids eval, and the
// probe shows up as a CSP violation in the console. Tell it up front to use the interpreter.
z.config({ jitless: true });
