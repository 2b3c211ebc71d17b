import { useEffect, useRef, useState } from 'react';
import { useNavigate } from 'react-router';
import { useFacility } from 'shared-auth';
import {
  RESIDENT_SEARCH_MAX_RESULTS,
  residentDisplayLabel,
  residentSearchTarget,
  withOfflineHint,
  type ResidentSearchRow,
} from 'shared-domain';
import { Box, Input, Text } from 'shared-ui';
import { api } from '../api';

export const SEARCH_DEBOUNCE_MS = 300;

function targetOf(row: ResidentSearchRow, facilityType: 'AgeCare' | 'IndependentLiving' | null): string | null {
  try {
    return residentSearchTarget(row, facilityType ?? row.facilityType);
  } catch {
    return null;
  }
}

/** Global resident search (debounced; the first 10 results; each row opens the seed's target). */
export function ResidentSearch() {
  const { currentFacility, facilityType } = useFacility();
  const navigate = useNavigate();
  const [text, setText] = useState('');
  const [rows, setRows] = useState<ResidentSearchRow[] | null>(null);
  const [error, setError] = useState<string | null>(null);
  const seq = useRef(0);

  useEffect(() => {
    const q = text.trim();
    if (!q) {
      setRows(null);
      return;
    }
    const mine = ++seq.current;
    const timer = setTimeout(() => {
      api.facility
        .get<ResidentSearchRow[]>('residents/search', { params: { searchStr: q } })
        .then((res) => {
          if (mine !== seq.current) return;
          setError(null);
          setRows((Array.isArray(res.data) ? res.data : []).slice(0, RESIDENT_SEARCH_MAX_RESULTS));
        })
        .catch(() => mine === seq.current && setError(withOfflineHint('Unable to search residents.')));
    }, SEARCH_DEBOUNCE_MS);
    return () => clearTimeout(timer);
  }, [text, currentFacility?.id]);

  const open = (row: ResidentSearchRow) => {
    const target = targetOf(row, facilityType);
    if (!target) return;
    setText('');
    setRows(null);
    navigate(target);
  };

  return (
    <Box position="relative" width={{ base: 'full', md: '72' }}>
      <Input
        size="sm"
        type="search"
        aria-label="Search residents"
        placeholder="Search residents"
        value={text}
        onChange={(e) => setText(e.target.value)}
        onKeyDown={(e) => {
          if (e.key === 'Escape') setRows(null);
        }}
      />
      {error || rows ? (
        <Box
          position="absolute"
          zIndex="dropdown"
          top="100%"
          left="0"
          right="0"
          mt="1"
          bg="bg"
          borderWidth="1px"
          rounded="l2"
          shadow="md"
          maxH="96"
          overflowY="auto"
        >
          {error ? (
            <Text p="2" role="alert">
              {error}
            </Text>
          ) : null}
          {rows && rows.length === 0 ? <Text p="2">No residents found.</Text> : null}
          <ul role="listbox" aria-label="Search results" style={{ listStyle: 'none', margin: 0, padding: 0 }}>
            {(rows ?? []).map((row) => (
              <li key={`${row.id}-${row.residentId}`} role="option" aria-selected={false}>
                <Box
                  as="button"
                  width="full"
                  textAlign="left"
                  px="3"
                  py="2"
                  _hover={{ bg: 'bg.muted' }}
                  onClick={() => open(row)}
                >
                  <Text fontWeight="medium">
                    {row.firstName} {row.lastName}
                    {row.preferredName ? ` (${row.preferredName})` : ''}
                    {row.roomNumber ? ` · Room ${row.roomNumber}` : ''}
                  </Text>
                  <Text fontSize="sm" color="fg.muted">
                    {residentDisplayLabel(row, facilityType ?? row.facilityType)}
                  </Text>
                </Box>
              </li>
            ))}
          </ul>
        </Box>
      ) : null}
    </Box>
  );
}
