// The item editors' and dialogs' pieces, apart from ui/form: the sign-in route imports ui/form,
// and these would bring the dialog and the editor layout into it.
export { useAreaFailure, useItemForm } from './useItemForm';
export { FormDialog } from './FormDialog';
export { ItemEditorForm } from './ItemEditorForm';
