import type { CSSProperties } from 'react';
import './skeleton.css';

/** A grey block standing where content will be; it pulses softly (not with reduced motion) and is hidden from screen readers. */
export function Skeleton({
  width,
  height = '1rem',
  className,
}: {
  width?: CSSProperties['width'];
  height?: CSSProperties['height'];
  className?: string;
}) {
  return <span className={className ? `ui-skeleton ${className}` : 'ui-skeleton'} style={{ width, height }} aria-hidden="true" />;
}

/** A page body while its code or data is on the way: a title and a few cards. Screen readers hear the label once. */
export function PageSkeleton({ label = 'Carregando...' }: { label?: string }) {
  return (
    <div className="ui-page-skeleton" role="status">
      <span className="visually-hidden">{label}</span>
      <Skeleton width="min(16rem, 70%)" height="1.9rem" />
      <Skeleton width="min(26rem, 90%)" />
      <div className="ui-page-skeleton__cards">
        <Skeleton height="7.5rem" />
        <Skeleton height="7.5rem" />
        <Skeleton height="7.5rem" />
      </div>
    </div>
  );
}

/**
 * The panel's frame (top bar, side menu, page) before the session and the shell's code are there, laid out like
 * the real shell (same heights and widths from the design tokens) so nothing jumps when it arrives.
 */
export function FrameSkeleton({ label = 'Carregando...' }: { label?: string }) {
  return (
    <div className="ui-frame-skeleton">
      <div className="ui-frame-skeleton__topbar">
        <Skeleton className="ui-frame-skeleton__menu" width="5.5rem" height="2.375rem" />
        <Skeleton width="12rem" height="1.25rem" />
        <Skeleton className="ui-frame-skeleton__action" width="2.5rem" height="2.5rem" />
      </div>
      <div className="ui-frame-skeleton__body">
        <div className="ui-frame-skeleton__side" aria-hidden="true">
          <Skeleton width="70%" height="2.25rem" />
          <Skeleton height="2.2rem" />
          <Skeleton height="2.2rem" />
          <Skeleton height="2.2rem" />
        </div>
        <div className="ui-frame-skeleton__content">
          <PageSkeleton label={label} />
        </div>
      </div>
    </div>
  );
}
