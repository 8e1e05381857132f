/** A list row's Edit and Delete buttons, named after the row for screen readers ("Edit Brooklyn"). */
export function RowActions({
  subject,
  onEdit,
  onDelete,
}: {
  /** What the row is, as it follows the verb: "Brooklyn", "the redirect from /old". */
  subject: string;
  onEdit: () => void;
  onDelete: () => void;
}) {
  return (
    <div className="flex gap-2">
      <button
        type="button"
        className="btn-secondary px-3 py-1.5 text-sm"
        aria-label={`Edit ${subject}`}
        onClick={onEdit}
      >
        Edit
      </button>
      <button
        type="button"
        className="btn-secondary px-3 py-1.5 text-sm"
        aria-label={`Delete ${subject}`}
        onClick={onDelete}
      >
        Delete
      </button>
    </div>
  );
}
