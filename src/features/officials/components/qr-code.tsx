// A QR code of a link, drawn as SVG (no canvas needed, prints sharp).
import QRCode from 'qrcode';
import { useEffect, useState } from 'react';

export interface QrCodeProps {
  text: string;
  /** The image's alternative text. */
  label: string;
  size?: number;
}

export function QrCode({ text, label, size = 200 }: QrCodeProps) {
  const [svg, setSvg] = useState<{ text: string; src: string } | null>(null);
  useEffect(() => {
    let live = true;
    QRCode.toString(text, { type: 'svg', margin: 1, errorCorrectionLevel: 'M' })
      .then((markup) => {
        if (live) setSvg({ text, src: `data:image/svg+xml;charset=utf-8,${encodeURIComponent(markup)}` });
      })
      .catch(() => {
        if (live) setSvg(null);
      });
    return () => {
      live = false;
    };
  }, [text]);
  if (!svg || svg.text !== text) return <div style={{ width: size, height: size }} aria-hidden="true" />;
  return <img src={svg.src} alt={label} width={size} height={size} />;
}
