/** "1 needs attention" / "3 need attention": changes refused or given up on, together. */
export function attentionText(count: number): string {
  return `${count} ${count === 1 ? 'needs' : 'need'} attention`;
}

/** "1 change" / "3 changes". */
export function changesText(count: number): string {
  return `${count} ${count === 1 ? 'change' : 'changes'}`;
}
