# Tries to create a million tiny files in the folder given, and says how many it managed.
import os, sys

folder = sys.argv[1]
made = 0
try:
    for i in range(1_000_000):
        with open(os.path.join(folder, f"f{i}"), "w") as f:
            f.write("x")
        made += 1
except OSError as error:
    print("stopped", made, error.errno)
    sys.exit(0)
print("made", made)
