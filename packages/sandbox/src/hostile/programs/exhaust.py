# Opens files, then starts threads, until each is refused; reports how far each got.
import os, sys, threading, time

files = []
try:
    while True:
        files.append(open("/dev/null"))
except OSError as error:
    print("files", len(files), error.errno)
for f in files:
    f.close()

threads = []
try:
    while True:
        t = threading.Thread(target=time.sleep, args=(5,), daemon=True)
        t.start()
        threads.append(t)
except RuntimeError as error:
    print("threads", len(threads))
sys.stdout.flush()
os._exit(0)
