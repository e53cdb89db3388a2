# "plant" leaves something in every place a later run of the same slot might look; "find" looks for each.
import ctypes, os, sys

libc = ctypes.CDLL(None, use_errno=True)
libc.syscall.restype = ctypes.c_long
KEY_SPEC_USER_KEYRING = -4
SYS_ADD_KEY, SYS_KEYCTL, KEYCTL_SEARCH = 248, 250, 10
IPC_CREAT, IPC_PRIVATE_KEY = 0o1000, 0x4D41524B

if sys.argv[1] == "plant":
    open("/tmp/planted", "w").write("x")
    open("/dev/shm/planted", "w").write("x")
    key = libc.syscall(SYS_ADD_KEY, b"user", b"planted", b"secret", 6, ctypes.c_int(KEY_SPEC_USER_KEYRING))
    segment = libc.shmget(IPC_PRIVATE_KEY, 4096, IPC_CREAT | 0o600)
    print("planted", key > 0, segment >= 0)
else:
    print("tmp", os.path.exists("/tmp/planted"))
    print("shm", os.path.exists("/dev/shm/planted"))
    print("key", libc.syscall(SYS_KEYCTL, KEYCTL_SEARCH, ctypes.c_int(KEY_SPEC_USER_KEYRING), b"user", b"planted", 0) >= 0)
    print("sysv", libc.shmget(IPC_PRIVATE_KEY, 4096, 0o600) >= 0)
