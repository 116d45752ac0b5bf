import { islands, type IslandName } from './islands';

/** Marks an interactive part in the prerendered HTML; the wrapper takes no box of its own. */
export function Island({ name }: { name: IslandName }) {
  return (
    <div data-island={name} className="contents">
      {islands[name]()}
    </div>
  );
}
