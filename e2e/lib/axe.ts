/**
 * The accessibility check of the journeys: axe-core (through @axe-core/playwright) on the page as it is now, against
 * WCAG 2.0, 2.1 and 2.2 level A and AA. A serious or critical violation fails the journey with every offending element
 * listed (rule, impact, target selector, what the rule asks); minor and moderate ones are left to review.
 */
import assert from 'node:assert/strict';
import { AxeBuilder } from '@axe-core/playwright';
import type { Page } from 'playwright-core';

export const AXE_TAGS = ['wcag2a', 'wcag2aa', 'wcag21a', 'wcag21aa', 'wcag22aa'] as const;
const FAILING_IMPACTS = new Set(['serious', 'critical']);

export interface AxeFinding {
  id: string;
  impact: string;
  target: string;
  help: string;
  /** The offending element's opening tag, shortened. */
  html: string;
  /** What axe measured (for color-contrast: the ratio and the two colours). */
  detail: string;
}

/**
 * Waits (up to 5 s) until the page is still: no running animation and every open dialog fully opaque. axe measures
 * colours as rendered, so a dialog caught in its fade-in reads as low contrast (a transition, not a defect).
 */
async function settle(page: Page): Promise<void> {
  await page
    .waitForFunction(
      () => {
        const running = document.getAnimations().some((a) => a.playState === 'running');
        const fading = Array.from(
          document.querySelectorAll('[role="dialog"], [role="alertdialog"], .chakra-modal__overlay'),
        ).some((el) => {
          for (let node: Element | null = el; node; node = node.parentElement) {
            if (Number(getComputedStyle(node).opacity) < 1) return true;
          }
          return false;
        });
        return !running && !fading;
      },
      undefined,
      { timeout: 5_000, polling: 50 },
    )
    .catch(() => undefined);
}

/** The serious and critical violations on the page, one line per offending element. */
export async function seriousViolations(page: Page): Promise<AxeFinding[]> {
  await settle(page);
  const results = await new AxeBuilder({ page }).withTags([...AXE_TAGS]).analyze();
  return results.violations
    .filter((v) => FAILING_IMPACTS.has(v.impact ?? ''))
    .flatMap((v) =>
      v.nodes.map((n) => ({
        id: v.id,
        impact: v.impact ?? '',
        target: n.target.map(String).join(' >> '),
        help: v.help,
        html: n.html.replace(/\s+/g, ' ').slice(0, 160),
        detail: (n.failureSummary ?? '').split('\n').slice(1).join(' ').replace(/\s+/g, ' ').trim().slice(0, 240),
      })),
    );
}

export function formatFindings(findings: readonly AxeFinding[]): string {
  return findings.map((f) => `  ${f.id} (${f.impact}) ${f.target}: ${f.help}\n    ${f.html}\n    ${f.detail}`).join('\n');
}

/** Fails with the list of serious and critical WCAG 2.2 AA violations on the page; `label` names the screen. */
export async function expectNoSeriousViolations(page: Page, label: string): Promise<void> {
  const findings = await seriousViolations(page);
  assert.equal(
    findings.length,
    0,
    `${label}: ${findings.length} serious or critical accessibility violation(s)\n${formatFindings(findings)}`,
  );
}
