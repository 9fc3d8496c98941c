/**
 * init's stand-ins for what the owner did not give: each is one that no real business can have or
 * that the gate knows by its value, so `validate --production` refuses it even when nobody lists
 * it under `placeholders` (a fiction-range phone, a reserved domain, an ABN that fails its check
 * digits, this form id and this street).
 */
export const STAND_IN = { phone: '(03) 5550 0000', domain: 'yourbusiness.example', abn: '00 000 000 000', formId: 'replaceme', street: '1 Your Street' } as const;
