# Tries to get at the host from inside a run. One line per attempt: "<what> <target> <how it ended>".
#   read MARKER PATH...   open each path for reading; then look for MARKER in every environment it can see
#   write PATH...         create a file in each folder
#   kill PID...           send SIGKILL to each pid (processes of other users, outside the run)
import glob, os, signal, sys

mode, args = sys.argv[1], sys.argv[2:]
if mode == "read":
    marker, paths = args[0], args[1:]
    for path in paths:
        try:
            if os.path.isdir(path):
                os.listdir(path)
            else:
                with open(path, "rb") as handle:
                    handle.read(1)
            print("read", path, "allowed")
        except OSError as error:
            print("read", path, "refused", error.errno)
    found = 0
    for environ in glob.glob("/proc/*/environ"):
        try:
            with open(environ, "rb") as handle:
                found += marker.encode() in handle.read()
        except OSError:
            pass
    print("secret", "environments", "found" if found else "absent")
elif mode == "write":
    for folder in args:
        try:
            with open(os.path.join(folder, "marginalia-planted"), "w") as handle:
                handle.write("x")
            print("write", folder, "allowed")
        except OSError as error:
            print("write", folder, "refused", error.errno)
elif mode == "kill":
    for pid in args:
        try:
            os.kill(int(pid), signal.SIGKILL)
            print("kill", pid, "allowed")
        except OSError as error:
            print("kill", pid, "refused", error.errno)
