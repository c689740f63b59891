import { useT } from '../../../app/RouteContext';
import { label, StatusBadge } from '../orders/parts';

/** An offer's status as a badge with its label (an expired offer looks closed like a declined one). */
export function OfferStatusBadge({ status }: { status: string }) {
  const t = useT();
  return <StatusBadge status={status === 'expired' ? 'declined' : status} text={label(t, `adOfferStatus_${status}`, status)} />;
}

/** A labelled select of the filter bar. */
export function SelectField({ id, label: text, value, onChange, options }: { id: string; label: string; value: string; onChange: (value: string) => void; options: ReadonlyArray<readonly [string, string]> }) {
  return (
    <div className="field">
      <label className="field__label" htmlFor={id}>
        {text}
      </label>
      <select id={id} className="field__control field__control--select" value={value} onChange={(e) => onChange(e.target.value)}>
        {options.map(([v, l]) => (
          <option key={v} value={v}>
            {l}
          </option>
        ))}
      </select>
    </div>
  );
}
