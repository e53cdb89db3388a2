# Eight processes of 200 MB each, held for a second: every one stays under the per-process address-space limit,
# together they do not.
import os, time

children = []
for _ in range(8):
    pid = os.fork()
    if pid == 0:
        block = bytearray(200 * 1024 * 1024)
        for i in range(0, len(block), 4096):
            block[i] = 1
        time.sleep(1)
        os._exit(0)
    children.append(pid)
for pid in children:
    os.waitpid(pid, 0)
