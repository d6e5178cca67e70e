import { useState } from 'react';
import { useAuth } from '@/lib/auth';
import { browserAlertsOn, setBrowserAlerts } from '@/lib/waiting-alerts';

/**
 * Opt-in, per staff member and browser: a browser notification when a conversation starts waiting for the team while
 * this tab is in the background (the chime and the menu badge need no permission).
 */
export function BrowserAlertsToggle() {
  const { user } = useAuth();
  const [on, setOn] = useState(() => (user ? browserAlertsOn(user.id) : false));
  const [refused, setRefused] = useState(false);
  if (!user || typeof Notification === 'undefined') return null;
  return (
    <div className="tickets-alerts">
      <label className="tickets-alerts__toggle">
        <input
          type="checkbox"
          role="switch"
          checked={on}
          onChange={async (event) => {
            const wanted = event.target.checked;
            const now = await setBrowserAlerts(user.id, wanted);
            setOn(now);
            setRefused(wanted && !now);
          }}
        />
        Avisar no navegador quando uma conversa começar a esperar a equipe (com esta aba em segundo plano)
      </label>
      {refused && (
        <p className="tickets-alerts__refused" role="status">
          O navegador bloqueou as notificações deste site. Libere-as nas configurações do navegador para receber os avisos.
        </p>
      )}
    </div>
  );
}
