/** A feature's rows that belong to consultations (recordings, documents), as its repository reads them. */
export interface ConsultationRows<Row> {
  /** The latest rows, newest first, at most `limit`. */
  list(limit: number): Row[];
  ofConsultation(consultationId: string): Row[];
}

/**
 * One consultation's rows, or the latest `limit` when none is named, each seen by the current
 * account (a row of another account says so in its view).
 */
export async function listRows<Row, View>(
  rows: ConsultationRows<Row>,
  options: {
    consultationId: string | undefined;
    limit: number;
    backend: () => Promise<{ accountKey: string }>;
    view: (row: Row, account: string) => View;
  },
): Promise<View[]> {
  const account = (await options.backend()).accountKey;
  const chosen =
    options.consultationId === undefined
      ? rows.list(options.limit)
      : rows.ofConsultation(options.consultationId);
  return chosen.map((row) => options.view(row, account));
}
