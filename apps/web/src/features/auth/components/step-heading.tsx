// The heading of a step that replaces the last one (first access, recovery, a new passkey): focus follows it,
// so keyboard and screen-reader users land on the new step.
import { useEffect, useRef } from 'react';

export function StepHeading({ children, level = 2 }: { children: string; level?: 2 | 3 }) {
  const ref = useRef<HTMLHeadingElement>(null);
  useEffect(() => ref.current?.focus(), []);
  const Tag = level === 2 ? 'h2' : 'h3';
  return (
    <Tag
      ref={ref}
      tabIndex={-1}
      className={`${level === 2 ? 'text-xl' : 'text-lg'} font-bold text-ink outline-none`}
    >
      {children}
    </Tag>
  );
}
