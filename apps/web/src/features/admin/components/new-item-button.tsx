import { Plus } from 'lucide-react';
import { Button } from '../../../components/ui/button';

/** "New product", "New activity"…: opens a section's editor on a blank item. */
export function NewItemButton({ label, onClick }: { label: string; onClick: () => void }) {
  return (
    <Button onClick={onClick}>
      <Plus className="size-4" aria-hidden="true" />
      {label}
    </Button>
  );
}
