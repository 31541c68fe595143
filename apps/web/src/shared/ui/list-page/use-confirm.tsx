import { useState } from 'react';
import { ConfirmDialog } from '../confirm-dialog';

interface Question {
  title: string;
  message: string;
  confirmLabel: string;
  /** What the confirmation does; the dialog stays open, busy, until it settles. */
  run: () => Promise<unknown>;
}

/**
 * A lasting action asked first (SPEC section 2): `ask` opens the dialog, `dialog` is placed once on the
 * page. A failed action closes it too: the action shows its own error.
 */
export function useConfirm() {
  const [question, setQuestion] = useState<Question | null>(null);
  const [busy, setBusy] = useState(false);
  const confirm = async () => {
    if (!question) return;
    setBusy(true);
    try {
      await question.run();
    } catch {
      // The action's own handlers have told the admin.
    } finally {
      setBusy(false);
      setQuestion(null);
    }
  };
  const dialog = (
    <ConfirmDialog
      open={question !== null}
      title={question?.title ?? ''}
      message={question?.message ?? ''}
      confirmLabel={question?.confirmLabel ?? ''}
      busy={busy}
      onConfirm={() => void confirm()}
      onClose={() => setQuestion(null)}
    />
  );
  return { ask: setQuestion, dialog };
}
