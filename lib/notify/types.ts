/** What the owner is told about: a new lead, a booking, or a message a caller left. */
export type OwnerEvent = {
  kind: 'lead' | 'appointment' | 'message';
  title: string;
  summary: string;
  data: Record<string, unknown>;
};
