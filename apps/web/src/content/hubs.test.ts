import { describe, expect, it } from 'vitest';
import { BRANCHES } from './branches.ts';
import { HUBS } from './hubs.ts';

describe('one source per fact: hubs are branches', () => {
  it('gives every hub the name, address, district, type and phone of its branch on the About page', () => {
    expect(HUBS).toHaveLength(8);
    for (const hub of HUBS) {
      const branch = BRANCHES.find((b) => b.name === hub.name);
      expect(branch, hub.name).toBeDefined();
      expect({ ...hub, id: undefined, description: undefined, image: undefined }).toMatchObject({
        name: branch!.name,
        address: branch!.address,
        district: branch!.district,
        type: branch!.type,
        phone: branch!.phone,
        mapUrl: branch!.mapUrl,
      });
    }
  });
});
