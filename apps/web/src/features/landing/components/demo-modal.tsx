// The landing demo (#demo): a modal playing the product recording, with Close and Try it free.
import { Link } from 'react-router';
import { Button, buttonStyles } from '../../../components/ui/button';
import { Modal } from '../../../components/ui/modal';
import { paths } from '../../../config/paths';

const DEMO_VIDEO_URL = '/demo/cuemap-demo.webm';
const DEMO_POSTER_URL = '/demo/cuemap-demo-poster.jpg';

export interface DemoModalProps {
  open: boolean;
  onClose: () => void;
}

export function DemoModal({ open, onClose }: DemoModalProps) {
  return (
    <Modal
      open={open}
      onClose={onClose}
      size="xl"
      title="Cuemap in action"
      description="A real recording of the product: create a script, branch out ideas, drag them into order, let AI write the script, then present it."
      footer={
        <>
          <Button variant="outline" onClick={onClose}>
            Close
          </Button>
          <Link to={paths.register} className={buttonStyles({})}>
            Try it free
          </Link>
        </>
      }
    >
      {/* A static asset (scripts/make-demo-video.mjs), requested only once the modal is open. */}
      <div id="demo" className="overflow-hidden rounded-xl bg-slate-950 ring-1 ring-slate-200">
        <video
          className="aspect-video w-full"
          src={DEMO_VIDEO_URL}
          poster={DEMO_POSTER_URL}
          controls
          autoPlay
          muted
          playsInline
          preload="metadata"
          aria-label="Demo: planning a script in Cuemap and presenting it on the teleprompter"
        />
      </div>
    </Modal>
  );
}
