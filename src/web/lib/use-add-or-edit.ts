import { useState } from 'react';
import { useUrlParams } from '#web/lib/use-url-params.ts';

/**
 * The add-or-edit form of a back-office list: closed, open to add a new item, or open to edit one. A link ending in
 * `?new=1` (the dashboard's shortcuts) opens it to add; closing takes `new` out of the address, keeping the other
 * choices there, so a reload does not open it again.
 */
export function useAddOrEdit<T>() {
  const url = useUrlParams();
  const [open, setOpen] = useState(url.params.get('new') === '1');
  const [editing, setEditing] = useState<T | null>(null);
  return {
    open,
    /** The item being edited; null while adding. */
    editing,
    add: () => setOpen(true),
    edit: (item: T) => {
      setEditing(item);
      setOpen(true);
    },
    close: () => {
      setOpen(false);
      setEditing(null);
      if (url.params.get('new') !== null) url.set('new', null);
    },
  };
}
