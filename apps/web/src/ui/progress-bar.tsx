// A named progress bar (an upload on its way): role progressbar with its value for assistive technology,
// the percentage in text beside the name, and a fill that never relies on colour alone.
export function ProgressBar({
  label,
  name,
  percentual,
}: {
  label: string;
  name: string;
  percentual: number;
}) {
  return (
    <div className="flex flex-col gap-1">
      <span className="flex justify-between gap-2 text-sm">
        <span className="min-w-0 break-all">{name}</span>
        <span className="tabular-nums">{percentual}%</span>
      </span>
      <div
        role="progressbar"
        aria-label={label}
        aria-valuemin={0}
        aria-valuemax={100}
        aria-valuenow={percentual}
        className="h-3 w-full overflow-hidden rounded-full border-2 border-line-strong bg-surface"
      >
        <div className="h-full bg-primary" style={{ width: `${percentual}%` }} />
      </div>
    </div>
  );
}
