// The Share button any screen can mount (editor, teleprompter): opens the Share dialog for one script.
import { useState } from 'react';
import { UserPlus } from 'lucide-react';
import { Button, type ButtonProps } from '../../../components/ui';
import { SHARING_TEXT as T } from '../messages';
import { ShareDialog } from './share-dialog';

export interface ShareButtonProps {
  mindMapId: string;
  title?: string;
  size?: ButtonProps['size'];
  variant?: ButtonProps['variant'];
  className?: string;
}

export function ShareButton({ mindMapId, title, size = 'sm', variant = 'outline', className }: ShareButtonProps) {
  const [open, setOpen] = useState(false);
  return (
    <>
      <Button size={size} variant={variant} className={className} onClick={() => setOpen(true)} icon={<UserPlus className="size-4" aria-hidden="true" />}>
        {T.share}
      </Button>
      <ShareDialog mindMapId={mindMapId} title={title} open={open} onClose={() => setOpen(false)} />
    </>
  );
}
