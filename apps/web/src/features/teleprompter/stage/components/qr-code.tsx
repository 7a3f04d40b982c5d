// A link as a QR code (the `qrcode` library, loaded with the dialog), drawn as SVG so it stays sharp.
import { useEffect, useState } from 'react';
import { STAGE_UI } from '../messages';

export function QrCode({ text, size = 184 }: { text: string; size?: number }) {
  const [svg, setSvg] = useState<{ text: string; svg: string } | null>(null);
  useEffect(() => {
    let gone = false;
    void import('qrcode')
      .then((qr) => qr.toString(text, { type: 'svg', margin: 1, errorCorrectionLevel: 'M', color: { dark: '#0f172a', light: '#ffffff' } }))
      .then((out) => !gone && setSvg({ text, svg: out }))
      .catch(() => undefined);
    return () => {
      gone = true;
    };
  }, [text]);
  const ready = svg?.text === text;
  return (
    <div className="shrink-0 rounded-lg bg-white p-1.5 ring-1 ring-slate-200" style={{ width: size, height: size }}>
      {ready && (
        <img
          src={`data:image/svg+xml;charset=utf-8,${encodeURIComponent(svg.svg)}`}
          alt={STAGE_UI.dialog.qrAlt}
          data-testid="link-qr"
          width={size - 12}
          height={size - 12}
          className="size-full [image-rendering:pixelated]"
        />
      )}
    </div>
  );
}
