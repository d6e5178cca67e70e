/** Bad input on the routes visitors and students call. */
import { describeFuzz, useFuzzApp } from './run-fuzz.js';
import { ACCOUNT_TARGETS } from './accounts.targets.js';
import { CHAT_TARGETS } from './chat.targets.js';
import { FLASHCARD_TARGETS } from './flashcards.targets.js';
import { DATA_RIGHTS_TARGETS } from './data-rights.targets.js';
import { HELP_CENTRE_TARGETS } from './help-centre.targets.js';

describeFuzz(useFuzzApp(), {
  'accounts and passwords': ACCOUNT_TARGETS,
  'chat, assistant and speech': CHAT_TARGETS,
  flashcards: FLASHCARD_TARGETS,
  'LGPD data rights': DATA_RIGHTS_TARGETS,
  'public help centre': HELP_CENTRE_TARGETS,
});
