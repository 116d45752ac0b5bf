import { Fragment } from 'react';
import type { Citation } from '../content';
import { CitedWork } from './cited-work';

/** A line naming, with links, the works a block's figures come from. */
export function SourceLine({
  citation,
  className = '',
}: {
  citation: Citation;
  className?: string;
}) {
  return (
    <p className={`text-sm text-muted ${className}`}>
      {citation.label}:{' '}
      {citation.sources.map((source, i) => (
        <Fragment key={`${source.url} ${source.work}`}>
          {i > 0 && '; '}
          <a className="link" href={source.url} rel="noopener">
            <CitedWork source={source} />
          </a>
        </Fragment>
      ))}
      .
    </p>
  );
}
