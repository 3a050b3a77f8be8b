import { m } from '@/paraglide/messages.js';

/** The five steps of each side, as the How it works tabs show them (in the reader's language). */
export type Step = { title: string; text: string };

export const clientSteps = (): Step[] => [
  { title: m.howitworks_c1_title(), text: m.howitworks_c1_text() },
  { title: m.howitworks_c2_title(), text: m.howitworks_c2_text() },
  { title: m.howitworks_c3_title(), text: m.howitworks_c3_text() },
  { title: m.howitworks_c4_title(), text: m.howitworks_c4_text() },
  { title: m.howitworks_c5_title(), text: m.howitworks_c5_text() },
];

export const freelancerSteps = (): Step[] => [
  { title: m.howitworks_f1_title(), text: m.howitworks_f1_text() },
  { title: m.howitworks_f2_title(), text: m.howitworks_f2_text() },
  { title: m.howitworks_f3_title(), text: m.howitworks_f3_text() },
  { title: m.howitworks_f4_title(), text: m.howitworks_f4_text() },
  { title: m.howitworks_f5_title(), text: m.howitworks_f5_text() },
];
