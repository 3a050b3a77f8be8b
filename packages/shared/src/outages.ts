/**
 * Outage mode (issue 36, part 3): staff declare that mobile internet is cut in some of
 * Gilgit-Baltistan's districts; while a party's district is in an outage, no clock acts against
 * them, and each deadline moves by the outage's length when it ends (decision 037).
 */
import { text, z } from './zod.ts';

/** The districts of Gilgit-Baltistan a user can say they live in (Settings, optional). */
export const DISTRICTS = [
  'Gilgit',
  'Skardu',
  'Hunza',
  'Nagar',
  'Ghizer',
  'Ghanche',
  'Shigar',
  'Kharmang',
  'Astore',
  'Diamer',
  'Roundu',
  'Darel',
  'Tangir',
  'Gupis-Yasin',
] as const;
export type District = (typeof DISTRICTS)[number];

const district = z.enum(DISTRICTS, { error: `District must be one of ${DISTRICTS.join(', ')}` });

/** Settings › district: one of the list, or null to clear it. */
export const districtInput = z.object({ district: district.nullable() });
export type DistrictInput = z.infer<typeof districtInput>;

const moment = (label: string) => z.iso.datetime({ offset: true, error: `${label} must be a date and time` });

export const outageDeclareInput = z
  .object({
    districts: z
      .array(district, { error: 'Choose at least one district' })
      .min(1, 'Choose at least one district')
      .max(DISTRICTS.length, 'Each district only once')
      .refine((d) => new Set(d).size === d.length, 'Each district only once'),
    startsAt: moment('Start'),
    /** Absent or null: ongoing until staff end it. */
    endsAt: moment('End').nullable().optional(),
    reason: text('Reason')
      .trim()
      .min(1, 'Reason is required')
      .min(5, 'Reason must be at least 5 characters')
      .max(500, 'Reason must be at most 500 characters'),
  })
  .refine((o) => !o.endsAt || Date.parse(o.endsAt) > Date.parse(o.startsAt), {
    message: 'End must be after the start',
    path: ['endsAt'],
  });
export type OutageDeclareInput = z.infer<typeof outageDeclareInput>;

export const outageDto = z.object({
  _id: z.string(),
  districts: z.array(z.enum(DISTRICTS)),
  startsAt: z.string(),
  endsAt: z.string().nullable(),
  reason: z.string(),
  /** When the deadlines were moved (the outage is over); null while it lasts or is to come. */
  resumedAt: z.string().nullable(),
  createdAt: z.string(),
});
export type OutageDto = z.infer<typeof outageDto>;

export const outageReply = z.object({ success: z.literal(true), message: z.string(), outage: outageDto });
export type OutageReply = z.infer<typeof outageReply>;
export const outageListReply = z.object({ success: z.literal(true), outages: z.array(outageDto) });
export type OutageListReply = z.infer<typeof outageListReply>;

/** Why a contract's clocks stand still: the outage of a party's district, and since when. */
export const pausedDto = z.object({ district: z.enum(DISTRICTS), since: z.string() });
export type PausedDto = z.infer<typeof pausedDto>;
