# Tries every way out of the sandbox's network: an internet address, DNS, the host's loopback port given.
import socket, sys

def connect(name, host, port):
    try:
        with socket.create_connection((host, port), timeout=1):
            print(name, "connected")
    except OSError as error:
        print(name, "refused", type(error).__name__)

connect("internet", "1.1.1.1", 80)
try:
    socket.getaddrinfo("example.com", 80)
    print("dns resolved")
except OSError as error:
    print("dns failed", type(error).__name__)
connect("host", "127.0.0.1", int(sys.argv[1]))
connect("postgres", "127.0.0.1", 5432)
for path in ["/var/run/postgresql/.s.PGSQL.5432", "/run/postgresql/.s.PGSQL.5432"]:
    try:
        s = socket.socket(socket.AF_UNIX)
        s.connect(path)
        print("unix", path, "connected")
    except OSError as error:
        print("unix", path, "refused", type(error).__name__)
abstract = socket.socket(socket.AF_UNIX)
try:
    abstract.connect(b"\0" + sys.argv[2].encode())
    print("abstract connected")
except OSError as error:
    print("abstract refused", type(error).__name__)
print("interfaces", sorted(name for _, name in socket.if_nameindex()))
