import { Button } from '@/components/ui/button';

/** The page forms' submit button: its label while idle, another while the request runs. */
export function SubmitButton({ busy, label, busyLabel }: { busy: boolean; label: string; busyLabel: string }) {
  return (
    // mousedown would blur the field first, its message would push this button down and the click would miss it.
    <Button type="submit" size="lg" block loading={busy} onMouseDown={(event) => event.preventDefault()}>
      {busy ? busyLabel : label}
    </Button>
  );
}
