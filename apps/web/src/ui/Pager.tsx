/**
 * Previous / "page N of M" / Next under a paged list; shown only when there is more than one page.
 * The labels come from the caller, whose texts may live in a message section loaded on first use.
 */
export function Pager(props: {
  page: number;
  pages: number;
  onPage: (page: number) => void;
  labels: { previous: string; pageOf: string; next: string };
  className: string;
}) {
  const { page, pages, onPage, labels } = props;
  if (pages <= 1) return null;
  return (
    <nav className={props.className}>
      <button type="button" className="button button-secondary" disabled={page <= 1} onClick={() => onPage(page - 1)}>
        {labels.previous}
      </button>
      <span>{labels.pageOf}</span>
      <button type="button" className="button button-secondary" disabled={page >= pages} onClick={() => onPage(page + 1)}>
        {labels.next}
      </button>
    </nav>
  );
}
