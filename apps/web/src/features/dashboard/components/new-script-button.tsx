// New Script with its tooltip (spec §5): the Free limit's remaining count, or why it is disabled.
import { Plus } from 'lucide-react';
import { Button, Tooltip } from '../../../components/ui';
import { DASHBOARD_TEXT as T } from '../messages';

export function NewScriptButton({ tooltip, onCreate, disabled }: { tooltip: string; onCreate: () => void; disabled: boolean }) {
  return (
    <Tooltip content={tooltip} align="end">
      <Button onClick={onCreate} disabled={disabled} icon={<Plus className="size-4" aria-hidden="true" />} className="w-full sm:w-auto">
        {T.newScript}
      </Button>
    </Tooltip>
  );
}
