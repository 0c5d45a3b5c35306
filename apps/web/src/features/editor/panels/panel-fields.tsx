import { useId, type ReactNode } from "react";

/**
 * The small labelled inputs every panel is made of. Each reports a parsed value; an input that
 * does not parse (an emptied number box) reports nothing, so a half-typed value never reaches the document.
 */

export function NumberField(props: {
  label: string;
  value: number;
  onChange: (value: number) => void;
  min?: number;
  max?: number;
  step?: number;
  /** Shown after the box: "px", "%", "°". */
  unit?: string;
}) {
  const id = useId();
  const { label, value, onChange, min, max, step = 1, unit } = props;
  return (
    <div className="ep-field">
      <label htmlFor={id} className="ep-label">
        {label}
      </label>
      <span className="ep-input-unit">
        <input
          id={id}
          className="ep-number"
          type="number"
          inputMode="decimal"
          value={Number.isFinite(value) ? round(value) : ""}
          min={min}
          max={max}
          step={step}
          onChange={(event) => {
            const parsed = Number.parseFloat(event.target.value);
            if (!Number.isFinite(parsed)) return;
            onChange(clamp(parsed, min, max));
          }}
        />
        {unit ? <span className="ep-unit">{unit}</span> : null}
      </span>
    </div>
  );
}

/** A slider with its value beside it (opacity, alpha, blur). */
export function RangeField(props: {
  label: string;
  value: number;
  min: number;
  max: number;
  step: number;
  onChange: (value: number) => void;
  format?: (value: number) => string;
}) {
  const id = useId();
  const { label, value, min, max, step, onChange, format } = props;
  return (
    <div className="ep-field">
      <label htmlFor={id} className="ep-label">
        {label}
      </label>
      <span className="ep-range">
        <input id={id} type="range" min={min} max={max} step={step} value={value} onChange={(event) => onChange(clamp(Number(event.target.value), min, max))} />
        <output htmlFor={id}>{format ? format(value) : round(value)}</output>
      </span>
    </div>
  );
}

/** A colour well; the document keeps colours as lower-case #rrggbb. */
export function ColorField({ label, value, onChange }: { label: string; value: string; onChange: (value: string) => void }) {
  const id = useId();
  return (
    <div className="ep-field">
      <label htmlFor={id} className="ep-label">
        {label}
      </label>
      <input id={id} className="ep-color" type="color" value={value} onChange={(event) => onChange(event.target.value.toLowerCase())} />
    </div>
  );
}

export function CheckField({ label, checked, onChange }: { label: string; checked: boolean; onChange: (checked: boolean) => void }) {
  return (
    <label className="ep-check">
      <input type="checkbox" checked={checked} onChange={(event) => onChange(event.target.checked)} />
      {label}
    </label>
  );
}

export function SelectField<T extends string>(props: {
  label: string;
  value: T;
  options: ReadonlyArray<{ value: T; label: string }>;
  onChange: (value: T) => void;
}) {
  const id = useId();
  const { label, value, options, onChange } = props;
  return (
    <div className="ep-field">
      <label htmlFor={id} className="ep-label">
        {label}
      </label>
      <select
        id={id}
        className="ep-select"
        value={value}
        onChange={(event) => {
          const chosen = options.find((option) => option.value === event.target.value);
          if (chosen) onChange(chosen.value);
        }}
      >
        {options.map((option) => (
          <option key={option.value} value={option.value}>
            {option.label}
          </option>
        ))}
      </select>
    </div>
  );
}

/** A titled group of fields inside a panel. */
export function PanelSection({ title, children }: { title: string; children: ReactNode }) {
  const id = useId();
  return (
    <section className="ep-section" aria-labelledby={id}>
      <h3 id={id} className="ep-section-title">
        {title}
      </h3>
      {children}
    </section>
  );
}

function clamp(value: number, min: number | undefined, max: number | undefined): number {
  return Math.min(max ?? Infinity, Math.max(min ?? -Infinity, value));
}

/** Positions and sizes show two decimals at most; the document keeps what it has. */
function round(value: number): number {
  return Math.round(value * 100) / 100;
}
