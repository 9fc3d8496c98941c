/**
 * What a visitor has typed into a lead form, kept in this browser until the form is sent, so a
 * reload, a crash or a failed send never loses it. One draft per form.
 */
export interface LeadValues {
  name: string;
  phone: string;
  email: string;
  suburb: string;
  message: string;
  claimed_ring_deal: boolean;
}

export const EMPTY_LEAD: LeadValues = { name: '', phone: '', email: '', suburb: '', message: '', claimed_ring_deal: true };

const key = (source: string) => `tradesite:lead-draft:${source}`;

export function loadDraft(source: string): LeadValues | undefined {
  try {
    const raw = localStorage.getItem(key(source));
    if (!raw) return undefined;
    const value = JSON.parse(raw) as Partial<LeadValues>;
    return { ...EMPTY_LEAD, ...value };
  } catch {
    return undefined; // storage blocked or corrupt: the form still works, just without a draft
  }
}

export function saveDraft(source: string, values: LeadValues): void {
  try {
    const empty = !values.name && !values.phone && !values.email && !values.suburb && !values.message;
    if (empty) localStorage.removeItem(key(source));
    else localStorage.setItem(key(source), JSON.stringify(values));
  } catch {
    /* storage full or blocked: nothing to do */
  }
}

export function clearDraft(source: string): void {
  try {
    localStorage.removeItem(key(source));
  } catch {
    /* ignore */
  }
}
