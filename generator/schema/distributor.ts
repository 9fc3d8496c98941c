import { z } from 'zod';
import { httpsUrl, isoDate, slugBase, text, title } from './common.ts';
import { DISTRIBUTORS, GAS_DISTRIBUTORS } from './suburb.ts';

/** Where a fact was read: the page's title and address, so a page can cite it and the next check starts there. */
export const sourceSchema = z.strictObject({ title: text.max(300, 'is too long for a source title (at most 300 characters)'), url: httpsUrl });
export type Source = z.infer<typeof sourceSchema>;

/** A phone line for faults and emergencies, as the distributor prints it, with the page that prints it. */
const faultsLine = z.strictObject({
  phone: z.string().regex(/^\d[\d ]{5,13}\d$/, 'must be the number as printed, digits and spaces only, e.g. "131 626"'),
  source: sourceSchema,
});

/**
 * An energy distributor: who owns the poles, wires and meters (electricity) or the mains and
 * meters (gas) in a suburb, and whom to call when they fail. The faults line and outage page are
 * the first things someone without power, or smelling gas, needs.
 */
export const distributorSchema = z
  .strictObject({
    slug: slugBase,
    /** Exactly as suburbs.yaml names it (`distributor`, `distributorAlso`, `gas.name`). */
    name: z.enum([...DISTRIBUTORS, ...GAS_DISTRIBUTORS]),
    kind: z.enum(['electricity', 'gas']),
    /** The area the distributor says its network covers, in its own published words. */
    area: sourceSchema.extend({ text }).optional(),
    /** Faults and emergencies; absent when no public source for the number could be checked (pages then send people to their bill). */
    faults: faultsLine.optional(),
    /** The distributor's page of current outages. */
    outages: sourceSchema.optional(),
    /** When these facts were last checked against their sources. */
    checked: isoDate,
  })
  .refine((d) => (d.kind === 'gas') === (GAS_DISTRIBUTORS as readonly string[]).includes(d.name), {
    message: 'kind must match the network: gas for a gas distributor, electricity otherwise',
    path: ['kind'],
  });
export type Distributor = z.infer<typeof distributorSchema>;

/** What to do first, as the regulator advises: written once, shown by every safety block. */
const adviceSchema = z.strictObject({ title, steps: z.array(text).min(1), source: z.array(sourceSchema).min(1) });

export const distributorsFileSchema = z.strictObject({
  $schema: z.string().optional(),
  /** The safety block's steps for a gas leak and for an electrical emergency. */
  advice: z.strictObject({ gas: adviceSchema, electrical: adviceSchema }),
  distributors: z.array(distributorSchema),
});
export type SafetyAdvice = z.infer<typeof adviceSchema>;
