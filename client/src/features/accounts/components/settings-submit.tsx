import { Button } from '@/components/ui/button';

/** A settings form's submit button: its label while idle, "Salvando..." while the request runs. */
export function SettingsSubmit({ busy, label }: { busy: boolean; label: string }) {
  return (
    <div className="change-password__actions">
      <Button type="submit" loading={busy}>
        {busy ? 'Salvando...' : label}
      </Button>
    </div>
  );
}
