import { useMutation, useQueryClient, type QueryKey } from '@tanstack/react-query';

/**
 * The add and remove of a staff-edited list (the document checklist, the quick replies): each reads `queryKey`
 * again once it succeeds; `onAdded` clears the form first.
 */
export function useListEditing<NewItem, Added, ItemId>(
  queryKey: QueryKey,
  addItem: (item: NewItem) => Promise<Added>,
  removeItem: (id: ItemId) => Promise<void>,
  onAdded: () => void,
) {
  const queryClient = useQueryClient();
  const refresh = () => void queryClient.invalidateQueries({ queryKey });
  const add = useMutation({
    mutationFn: addItem,
    onSuccess: () => {
      onAdded();
      refresh();
    },
  });
  const remove = useMutation({ mutationFn: removeItem, onSuccess: refresh });
  return { add, remove };
}
