// A live MediaStream in a muted <video> (the preview and the self-view), mirrored like a mirror is.
import { useEffect, useRef, type CSSProperties } from 'react';
import { cn } from '../../../lib/cn';

export function StreamVideo({ stream, label, className, style }: { stream: MediaStream; label: string; className?: string; style?: CSSProperties }) {
  const ref = useRef<HTMLVideoElement>(null);
  useEffect(() => {
    const video = ref.current;
    if (!video) return;
    video.srcObject = stream;
    void video.play?.()?.catch(() => undefined);
    return () => {
      video.srcObject = null;
    };
  }, [stream]);
  return <video ref={ref} muted playsInline autoPlay aria-label={label} style={style} className={cn('-scale-x-100 bg-neutral-900 object-cover', className)} />;
}
