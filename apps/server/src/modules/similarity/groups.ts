import { SIMILARITY_DEFAULT_THRESHOLD, type SimilarityGroup, type SimilarityGroupList, type SimilarityGroupsQuery } from '@marginalia/contracts';
import type { Executor } from '@marginalia/db';
import { groupsAt } from '@marginalia/similarity';
import type { AuthUser } from '../../http/auth-user';
import { loadCheckForSimilarity, visiblePairsFilter } from './policy';
import { selectPairLinks, type PairLinks } from './queries';
import { assertHasResults } from './service';
import { loadSideLabeler } from './sides';

// Groups of a check (docs/SIMILARITY.md, "Groups"): submissions whose kept pairs average the threshold, formed on
// request from the pairs the caller may see, so they follow the threshold and never name what the pairs do not.

export async function listGroups(db: Executor, checkId: number, query: SimilarityGroupsQuery, user: AuthUser): Promise<SimilarityGroupList> {
  const access = await loadCheckForSimilarity(db, checkId, user);
  assertHasResults(access);
  const minSimilarity = query.minSimilarity ?? SIMILARITY_DEFAULT_THRESHOLD;
  // A group that averages the threshold holds a pair at or above it: only submissions with such a pair can be in
  // one, and their pairs among themselves are all that is read (a check of 500 keeps about 60,000 pairs).
  const visible = visiblePairsFilter(access);
  const strong = await selectPairLinks(db, checkId, { ...visible, minSimilarity });
  const candidates = [...new Set([...strong.submissionA, ...strong.submissionB])];
  const links = candidates.length === 0 ? strong : await selectPairLinks(db, checkId, { ...visible, among: candidates });
  const groups = formGroups(links, minSimilarity);
  const label = await loadSideLabeler(db, access, user.id, groups.flatMap((group) => group.members.map((member) => member.submission)));
  return {
    minSimilarity,
    groups: groups.map((group) => ({
      similarity: group.similarity,
      members: group.members.map((member) => ({ submission: label(member.submission), closest: member.closest })),
    })),
  };
}

interface FormedGroup {
  similarity: number;
  members: Array<{ submission: number; closest: SimilarityGroup['members'][number]['closest'] }>;
}

/** The groups the links form at `threshold`, largest first, then the most similar; members most similar first. */
export function formGroups(links: PairLinks, threshold: number): FormedGroup[] {
  const ids = [...new Set([...links.submissionA, ...links.submissionB])].sort((a, b) => a - b);
  const index = new Map(ids.map((id, at) => [id, at]));
  const pairs = links.id.map((_, at) => ({ a: index.get(links.submissionA[at]!)!, b: index.get(links.submissionB[at]!)!, similarity: links.similarity[at]! }));
  const found = groupsAt(ids.length, pairs, threshold);
  // Each group's own links (their positions in the columns), in one pass over the check's.
  const groupOf = new Map(found.flatMap((members, group) => members.map((at) => [ids[at]!, group] as const)));
  const insideOf = found.map((): number[] => []);
  links.id.forEach((_, at) => {
    const group = groupOf.get(links.submissionA[at]!);
    if (group !== undefined && group === groupOf.get(links.submissionB[at]!)) insideOf[group]!.push(at);
  });
  const formed = found.map((members, group) => {
    const inGroup = members.map((at) => ids[at]!);
    const inside = insideOf[group]!;
    const pairCount = (members.length * (members.length - 1)) / 2;
    const similarity = inside.reduce((sum, at) => sum + links.similarity[at]!, 0) / pairCount;
    const closest = new Map<number, FormedGroup['members'][number]['closest']>();
    for (const at of inside) {
      const [a, b, score] = [links.submissionA[at]!, links.submissionB[at]!, links.similarity[at]!];
      for (const [self, other] of [[a, b], [b, a]] as const) {
        const best = closest.get(self);
        if (!best || score > best.similarity) closest.set(self, { pair: links.id[at]!, with: other, similarity: score });
      }
    }
    const groupMembers = inGroup.map((submission) => ({ submission, closest: closest.get(submission)! }));
    groupMembers.sort((x, y) => y.closest.similarity - x.closest.similarity || x.submission - y.submission);
    return { similarity: Math.min(1, similarity), members: groupMembers };
  });
  return formed.sort((x, y) => y.members.length - x.members.length || y.similarity - x.similarity);
}
