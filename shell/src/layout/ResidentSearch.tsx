import { useEffect, useRef, useState } from 'react';
import { useNavigate } from 'react-router';
import { useFacility } from 'shared-auth';
// shared-domain's modules by path, not its barrel (moment, decimal.js): the header is on the first page.
import type { ResidentSearchRow } from 'shared-domain/contracts/search-responses';
import { RESIDENT_SEARCH_MAX_RESULTS } from 'shared-domain/constants';
import { withOfflineHint } from 'shared-domain/messages';
import { residentDisplayLabel, residentSearchTarget } from 'shared-domain/resident-labels';
import { Box, IconButton, Input, SearchIcon, Text } from 'shared-ui';
import { api } from '../api';

export const SEARCH_DEBOUNCE_MS = 300;

function targetOf(row: ResidentSearchRow, facilityType: 'AgeCare' | 'IndependentLiving' | null): string | null {
  try {
    return residentSearchTarget(row, facilityType ?? row.facilityType);
  } catch {
    return null;
  }
}

/**
 * Global resident search (debounced; the first 10 results; each row opens the seed's target). `compact` (a phone):
 * a "Search residents" icon button that opens the field on its own row of the header.
 */
export function ResidentSearch({ compact = false }: { compact?: boolean }) {
  const [expanded, setExpanded] = useState(false);
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
    setExpanded(false);
    navigate(target);
  };

  if (compact && !expanded) {
    return (
      <IconButton
        aria-label="Search residents"
        aria-expanded={false}
        variant="ghost"
        minW="11"
        minH="11"
        onClick={() => setExpanded(true)}
      >
        <SearchIcon />
      </IconButton>
    );
  }

  return (
    <Box
      position="relative"
      width={compact ? 'full' : { base: '48', lg: '72' }}
      {...(compact ? { flexBasis: 'full', order: 1 } : {})}
    >
      <Input
        size={compact ? 'md' : 'sm'}
        type="search"
        aria-label="Search residents"
        placeholder="Search residents"
        autoFocus={compact}
        value={text}
        onChange={(e) => setText(e.target.value)}
        onKeyDown={(e) => {
          if (e.key !== 'Escape') return;
          if (compact && !rows && !text) setExpanded(false);
          setRows(null);
        }}
        onBlur={(e) => {
          // A phone's search row closes when it is left empty.
          if (compact && !text && !e.currentTarget.parentElement?.contains(e.relatedTarget as Node | null)) setExpanded(false);
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
