import { BRANCHES, type BranchType } from './branches.ts';

/**
 * The IT hubs directory (spec: 8 hubs, type STP or FLH). One source per fact (issue 21): a hub is
 * one of the About page's branches (`./branches.ts`), whose name, address, district, type, phone
 * and map link it shows; only its picture and its description for this page live here. Phone
 * numbers marked `sample: true` are placeholders, not yet confirmed with the hub: the page labels
 * them as samples and sends the Contact button to the programme's contact form instead.
 *
 * Since issue 36 the pages read the programme's content from the server (`./programme.ts`), where
 * staff edit it in the console: this file seeded the database (migration 0031) and is now only the
 * component tests' fixture (apps/web/src/test/programme.tsx). A change here changes no page.
 */
export type HubType = BranchType;

export type Hub = {
  id: string;
  name: string;
  address: string;
  district: string;
  type: HubType;
  description: string;
  /** A link that opens the hub's location in a map. */
  mapUrl: string;
  phone: string;
  /** 640 × 400 WebP. */
  image: string;
  /** True while the contact details are placeholders. */
  sample?: boolean;
};

export const HUB_IMAGE_SIZE = { width: 640, height: 400 };

// Columns: the hub's id (its picture's name), the branch it is, and its description on this page.
// prettier-ignore
const ROWS: [id: string, branchId: string, description: string][] = [
  ['stp-gilgit', 'stp-gilgit', 'The flagship park: incubation desks for start-ups, a co-working hall open late for freelancers, and a fibre link to the national backbone.'],
  ['stp-skardu', 'stp-skardu', 'Office space and mentoring for Baltistan’s IT companies, with training rooms for the region’s freelancing courses.'],
  ['stp-hunza', 'stp-hunza', 'A park on the Karakoram Highway where remote teams and tourism-tech start-ups work with a view of Rakaposhi.'],
  ['stp-ghizer', 'stp-gahkuch', 'Serves the valleys of Ghizer with reliable internet, power backup and a small incubator for local founders.'],
  ['flh-women-gilgit', 'wflh-jutial', 'A hub for women only, with women mentors, evening batches and a quiet room for client calls.'],
  ['flh-nagar', 'flh-nagar-khas', 'Twenty workstations, a three-month freelancing course and mentors who help with the first paid project.'],
  ['flh-chilas', 'flh-darel', 'Brings freelancing training to Diamer, with morning batches for students and evening batches for working people.'],
  ['flh-astore', 'flh-astore', 'A hub in the Astore valley with solar backup, so trainees keep working through winter power cuts.'],
];

export const HUBS: Hub[] = ROWS.map(([id, branchId, description]) => {
  const branch = BRANCHES.find((b) => b.id === branchId);
  if (!branch) throw new Error(`hubs.ts: no branch ${branchId} in branches.ts`);
  return {
    id,
    name: branch.name,
    address: branch.address,
    district: branch.district,
    type: branch.type,
    description,
    mapUrl: branch.mapUrl,
    phone: branch.phone,
    image: `/images/hubs/${id}.webp`,
    sample: branch.sample,
  };
});
