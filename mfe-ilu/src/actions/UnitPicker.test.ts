import { unitOptions } from './UnitPicker';

const unit = (accommodationId: number, iluAllocationId: number | null) => ({
  accommodationId,
  roomNumber: `U${accommodationId}`,
  accommodationName: 'Villa',
  location: 'Riverside Village',
  price: '820000.00',
  iluStatus: 'Available',
  iluAllocationId,
  briefNotes: null,
  version: 1,
});

test("a unit assigned to another enquiry is not offered; the enquiry's own unit and free units are", () => {
  const options = unitOptions([unit(1, null), unit(2, 7), unit(3, 9)], 9);
  expect(options).toEqual([
    {
      label: 'Riverside Village',
      options: [
        { value: '1', label: 'U1 · Villa · $820,000.00' },
        { value: '3', label: 'U3 · Villa · $820,000.00' },
      ],
    },
  ]);
});
