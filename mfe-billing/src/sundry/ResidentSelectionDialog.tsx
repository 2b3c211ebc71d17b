/**
 * The dialog that selects residents for a charge (GET residents/sundryresidents): the facility's current residents,
 * each with a checkbox (a resident already on the charge is shown ticked and cannot be ticked again); Add gives the
 * residents ticked, and the edit screen adds a line for each.
 */
import { useState } from 'react';
import { SUNDRY_MESSAGES } from 'shared-domain/billing/messages';
import type { SundryResident } from 'shared-domain/contracts/billing';
import { Box, FormDialog, HStack, Input, LoadStatus, Stack, Text, chakra } from 'shared-ui';
import { residentName } from './sundryModel';
import { useSundryResidents } from './sundry.resource';

export const SELECT_TEXT = {
  title: 'Select residents',
  add: 'Add',
  filter: 'Find a resident',
  loading: 'Loading residents...',
  none: 'There are no current residents.',
  noMatch: 'No resident matches.',
  alreadyAdded: 'already on this charge',
} as const;
const T = SELECT_TEXT;

export interface ResidentSelectionDialogProps {
  /** The residencies already on the charge. */
  listed: ReadonlySet<number>;
  onAdd: (residents: SundryResident[]) => void;
  onClose: () => void;
}

const where = (r: SundryResident) => [r.roomNumber, r.bed].filter(Boolean).join(' ');

export function ResidentSelectionDialog({ listed, onAdd, onClose }: ResidentSelectionDialogProps) {
  const residents = useSundryResidents(true);
  const [checked, setChecked] = useState<ReadonlySet<number>>(new Set());
  const [filter, setFilter] = useState('');
  const all = residents.data ?? [];
  const needle = filter.trim().toLowerCase();
  const shown = needle ? all.filter((r) => `${residentName(r)} ${where(r)}`.toLowerCase().includes(needle)) : all;
  const toggle = (id: number, on: boolean) => {
    const next = new Set(checked);
    if (on) next.add(id);
    else next.delete(id);
    setChecked(next);
  };
  return (
    <FormDialog
      open
      title={T.title}
      submitLabel={T.add}
      submitDisabled={!checked.size}
      onClose={onClose}
      onSubmit={() => onAdd(all.filter((r) => checked.has(r.residencyId)))}
    >
      {residents.data ? (
        <Stack gap="3">
          <Input
            aria-label={T.filter}
            placeholder={T.filter}
            value={filter}
            onChange={(e) => setFilter(e.currentTarget.value)}
            size="sm"
          />
          <Box as="fieldset" maxH="60vh" overflowY="auto" borderWidth="1px" borderRadius="md" p="2">
            <chakra.legend srOnly>{T.title}</chakra.legend>
            <Stack gap="0">
              {shown.map((r) => {
                const already = listed.has(r.residencyId);
                return (
                  <HStack
                    as="label"
                    key={r.residencyId}
                    gap="3"
                    px="2"
                    minH="11"
                    cursor={already ? 'not-allowed' : 'pointer'}
                    _hover={{ bg: 'bg.muted' }}
                    data-testid="sundry-resident"
                  >
                    <chakra.input
                      type="checkbox"
                      checked={already || checked.has(r.residencyId)}
                      disabled={already}
                      onChange={(e) => toggle(r.residencyId, e.currentTarget.checked)}
                    />
                    <Text as="span" flex="1">
                      {residentName(r)}
                      {already ? (
                        <Text as="span" color="fg.muted" fontSize="sm">
                          {` (${T.alreadyAdded})`}
                        </Text>
                      ) : null}
                    </Text>
                    {where(r) ? (
                      <Text as="span" color="fg.muted" fontSize="sm">
                        {where(r)}
                      </Text>
                    ) : null}
                  </HStack>
                );
              })}
              {!shown.length ? (
                <Text color="fg.muted" p="2">
                  {all.length ? T.noMatch : T.none}
                </Text>
              ) : null}
            </Stack>
          </Box>
        </Stack>
      ) : (
        <LoadStatus
          state={residents.isError ? { status: 'error' } : { status: 'loading' }}
          loadingText={T.loading}
          errorMessage={SUNDRY_MESSAGES.residentsLoadError}
          onRetry={() => void residents.refetch()}
        />
      )}
    </FormDialog>
  );
}
