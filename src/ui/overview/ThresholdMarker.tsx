/**
 * A draggable threshold marker inside the histogram's SVG: a slider (role=slider) that moves with
 * the pointer or the keyboard (arrows ±0.01, Page Up/Down ±0.05, Home/End). `onMove` follows every
 * step; `onCommit` fires only when the pointer is released or a key is let go.
 */
import { clampThreshold } from './bands';

/** Geometry of the plot the marker lives in. */
export interface PlotBox {
  left: number;
  width: number;
  top: number;
  height: number;
}

/** One marker. */
export function ThresholdMarker({
  label,
  value,
  box,
  kind,
  onMove,
  onCommit,
}: {
  label: string;
  value: number;
  box: PlotBox;
  kind: 'lo' | 'hi';
  onMove: (v: number) => void;
  onCommit: (v: number) => void;
}) {
  const x = box.left + value * box.width;
  const fromPointer = (e: PointerEvent) => {
    const svg = (e.currentTarget as SVGElement).ownerSVGElement!;
    const rect = svg.getBoundingClientRect();
    const scale = svg.viewBox.baseVal.width / rect.width;
    return clampThreshold(((e.clientX - rect.left) * scale - box.left) / box.width);
  };
  const step = (e: KeyboardEvent): number | undefined => {
    switch (e.key) {
      case 'ArrowLeft':
      case 'ArrowDown':
        return value - 0.01;
      case 'ArrowRight':
      case 'ArrowUp':
        return value + 0.01;
      case 'PageDown':
        return value - 0.05;
      case 'PageUp':
        return value + 0.05;
      case 'Home':
        return 0;
      case 'End':
        return 1;
      default:
        return undefined;
    }
  };
  return (
    <g
      class={`marker ${kind}`}
      role="slider"
      // Lower-case: preact sets SVG attributes verbatim, and SVG knows only `tabindex`.
      {...{ tabindex: 0 }}
      aria-label={label}
      aria-valuemin={0}
      aria-valuemax={1}
      aria-valuenow={value}
      aria-valuetext={value.toFixed(2)}
      onKeyDown={(e) => {
        const next = step(e);
        if (next === undefined) return;
        e.preventDefault();
        onMove(clampThreshold(next));
      }}
      onKeyUp={(e) => {
        if (step(e) !== undefined) onCommit(value);
      }}
      onPointerDown={(e) => {
        (e.currentTarget as SVGGElement).setPointerCapture(e.pointerId);
        (e.currentTarget as SVGGElement).focus();
      }}
      onPointerMove={(e) => {
        if ((e.currentTarget as SVGGElement).hasPointerCapture(e.pointerId)) onMove(fromPointer(e));
      }}
      onPointerUp={(e) => {
        const el = e.currentTarget as SVGGElement;
        if (!el.hasPointerCapture(e.pointerId)) return;
        el.releasePointerCapture(e.pointerId);
        onCommit(fromPointer(e));
      }}
    >
      <line x1={x} x2={x} y1={box.top} y2={box.top + box.height} />
      <rect class="handle" x={x - 7} y={box.top - 16} width={14} height={16} rx={3} />
      <text x={x} y={box.top - 20} text-anchor="middle">
        {value.toFixed(2)}
      </text>
    </g>
  );
}
