// A small Java program with the shapes the disguises work on (for the generators' tests).
export const PROGRAM = `import java.util.*;

// Counts the words of each line.
class Counter {
    private int total = 0;
    private final List<String> words = new ArrayList<>();

    Counter(int start) {
        total = start;
    }

    void add(String word) {
        words.add(word);
        total++;
    }

    int total() {
        return total;
    }

    static int longest(List<String> list) {
        int best = 0;
        for (String item : list) {
            if (item.length() > best) {
                best = item.length();
            }
        }
        return best;
    }
}

public class Main {
    public static void main(String[] args) {
        Scanner in = new Scanner(System.in);
        Counter counter = new Counter(0);
        while (in.hasNext()) {
            String word = in.next();
            counter.add(word); /* one more */
        }
        int result = counter.total();
        System.out.println(result);
    }
}
`;
