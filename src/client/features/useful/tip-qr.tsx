import { useMemo } from "react";
import { qrShape } from "./qr";

/** The tip link as a QR code (an SVG drawn from the URL), named for screen readers. */
export function TipQr({ url, label }: { url: string; label: string }) {
  const { size, path } = useMemo(() => qrShape(url), [url]);
  return (
    <svg
      role="img"
      aria-label={label}
      viewBox={`0 0 ${size} ${size}`}
      shapeRendering="crispEdges"
      className="size-48 rounded-lg border border-border bg-white sm:size-56"
      data-testid="tip-qr"
    >
      <rect width={size} height={size} fill="#FFFFFF" />
      <path d={path} fill="#000000" />
    </svg>
  );
}
