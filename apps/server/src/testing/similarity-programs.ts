import type { Database } from '@marginalia/db';
import type { TestUser } from './factories';
import { createFile, createSubmission } from './submission-factories';

// Small hand-made programs for similarity checks: an original, a copy of it with every name changed, and
// programs written independently of it.

export const WORD_COUNT = `import sys


def count_words(lines):
    counts = {}
    for line in lines:
        for word in line.lower().split():
            word = word.strip(".,;:!?")
            if not word:
                continue
            counts[word] = counts.get(word, 0) + 1
    return counts


def top_words(counts, limit):
    ranked = sorted(counts.items(), key=lambda item: (-item[1], item[0]))
    return ranked[:limit]


def main():
    counts = count_words(sys.stdin)
    for word, total in top_words(counts, 10):
        print(f"{word}: {total}")


if __name__ == "__main__":
    main()
`;

/** WORD_COUNT with every name changed and its comments rewritten. */
export const WORD_COUNT_RENAMED = `import sys


def tally(rows):
    seen = {}
    for row in rows:
        for token in row.lower().split():
            token = token.strip(".,;:!?")
            if not token:
                continue
            seen[token] = seen.get(token, 0) + 1
    return seen


def best(seen, n):
    ordered = sorted(seen.items(), key=lambda pair: (-pair[1], pair[0]))
    return ordered[:n]


def run():
    seen = tally(sys.stdin)
    for token, amount in best(seen, 10):
        print(f"{token}: {amount}")


if __name__ == "__main__":
    run()
`;

export const PRIMES = `def is_prime(n):
    if n < 2:
        return False
    d = 2
    while d * d <= n:
        if n % d == 0:
            return False
        d += 1
    return True


class Sieve:
    def __init__(self, limit):
        self.limit = limit
        self.flags = [True] * (limit + 1)

    def run(self):
        self.flags[0] = self.flags[1] = False
        for i in range(2, self.limit + 1):
            if self.flags[i]:
                for j in range(i * i, self.limit + 1, i):
                    self.flags[j] = False
        return [i for i, flag in enumerate(self.flags) if flag]


print(Sieve(50).run(), is_prime(97))
`;

export const BANK = `class Account:
    def __init__(self, owner, balance=0):
        self.owner = owner
        self.balance = balance
        self.history = []

    def deposit(self, amount):
        if amount <= 0:
            raise ValueError("amount must be positive")
        self.balance += amount
        self.history.append(("deposit", amount))

    def withdraw(self, amount):
        if amount > self.balance:
            raise ValueError("insufficient funds")
        self.balance -= amount
        self.history.append(("withdraw", amount))

    def statement(self):
        return "\\n".join(f"{kind} {amount}" for kind, amount in self.history)


account = Account("ada")
account.deposit(30)
account.withdraw(12)
print(account.statement(), account.balance)
`;

export const MATRIX = `def transpose(rows):
    width = len(rows[0]) if rows else 0
    return [[row[c] for row in rows] for c in range(width)]


def multiply(a, b):
    columns = transpose(b)
    result = []
    for row in a:
        result.append([sum(x * y for x, y in zip(row, column)) for column in columns])
    return result


def identity(size):
    return [[1 if r == c else 0 for c in range(size)] for r in range(size)]


grid = [[1, 2], [3, 4]]
print(multiply(grid, identity(2)) == grid, transpose(grid))
`;

/** A submission of these students holding these files (name -> text). */
export async function createSubmissionWithFiles(db: Database, assignmentId: number, students: TestUser[], files: Record<string, string>) {
  const submission = await createSubmission(db, assignmentId, { students, isFinalized: true });
  for (const [name, code] of Object.entries(files)) {
    const extension = name.includes('.') ? name.slice(name.lastIndexOf('.') + 1) : '';
    await createFile(db, submission.id, { name, code, extension });
  }
  return submission;
}
