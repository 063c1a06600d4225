// <Form draftId>: the form's values survive a session that ends by itself (issue 17, platform/session/form-drafts.ts).
// While the form is in edit mode it is listed for keepFormDrafts; when it opens and a kept draft of the
// same account exists, the values are put back (edit mode turns on again) and the member is told.
// The kept draft is looked for after the first paint: its store's module is a file of its own, which beside
// the screen's first files put the largest paint a round trip later on a phone (issue 37).
import { useEffect } from 'react';
import { afterFirstPaint } from '../../platform/browser/first-paint';
import { showAlert } from '../../platform/state/alert';
import { authStore } from '../../platform/session/auth-store';
import { FORM_DRAFT_RESTORED, findFormDraft, registerFormDraft } from '../../platform/session/form-drafts';
import { readStored } from '../../platform/session/storage';
import { useFormStateValue, type FieldValues, type FormStore } from './form-store';

export function useFormDraft<V extends FieldValues>(form: FormStore<V>, draftId: string | undefined): void {
  const dirty = useFormStateValue(form, 'isDirty');
  useEffect(() => {
    if (!draftId || !dirty) return;
    return registerFormDraft(draftId, () => form.getValues());
  }, [form, draftId, dirty]);

  useEffect(() => {
    const cpf = authStore.get().user?.nrCpf ?? readStored('user')?.nrCpf;
    if (!draftId || !cpf) return;
    let live = true;
    afterFirstPaint(() => {
      if (!live) return;
      void findFormDraft(cpf, draftId).then(async (draft) => {
        if (!live || !draft) return;
        for (const [name, value] of Object.entries(draft.values)) form.change(name, value);
        showAlert({ tipo: 'informacao', mensagem: FORM_DRAFT_RESTORED });
        await draft.done();
      });
    });
    return () => {
      live = false;
    };
  }, [form, draftId]);
}
