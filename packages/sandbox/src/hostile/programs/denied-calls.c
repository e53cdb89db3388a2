/* Makes every call the sandbox's seccomp filter refuses, and a few it must allow; one line per call: its name, then
   "ok" or "errno N". With "x32" or "i386" as the argument, makes one call under that other architecture instead
   (the filter kills the process: nothing after it is printed). */
#define _GNU_SOURCE
#include <errno.h>
#include <fcntl.h>
#include <linux/bpf.h>
#include <linux/perf_event.h>
#include <pthread.h>
#include <sched.h>
#include <signal.h>
#include <stdint.h>
#include <stdio.h>
#include <string.h>
#include <sys/mount.h>
#include <sys/personality.h>
#include <sys/ptrace.h>
#include <sys/socket.h>
#include <sys/syscall.h>
#include <sys/uio.h>
#include <sys/wait.h>
#include <unistd.h>

#ifndef AF_VSOCK
#define AF_VSOCK 40
#endif

static void report(const char *name, long result) {
  if (result >= 0) printf("%s ok\n", name);
  else printf("%s errno %d\n", name, errno);
  fflush(stdout);
}

/* clone as fork with extra flags: a child that did start leaves at once. */
static long clone_with(unsigned long flags) {
  long pid = syscall(SYS_clone, flags | SIGCHLD, 0, 0, 0, 0);
  if (pid == 0) _exit(0);
  if (pid > 0) waitpid((pid_t)pid, NULL, 0);
  return pid;
}

static void *thread_body(void *arg) { return arg; }

int main(int argc, char **argv) {
  if (argc > 1 && strcmp(argv[1], "x32") == 0) {
#ifdef __x86_64__
    syscall(0x40000000 | SYS_getpid);
#endif
    printf("x32 survived\n");
    return 0;
  }
  if (argc > 1 && strcmp(argv[1], "i386") == 0) {
#ifdef __x86_64__
    long result = 20; /* getpid in the 32-bit table */
    __asm__ volatile("int $0x80" : "+a"(result) : : "memory");
#endif
    printf("i386 survived\n");
    return 0;
  }
  char buffer[64] = {0};
  /* Keyrings */
  report("keyctl", syscall(SYS_keyctl, 0 /* KEYCTL_GET_KEYRING_ID */, -3 /* session */, 0));
  report("add_key", syscall(SYS_add_key, "user", "marginalia", "secret", 6, -3));
  report("request_key", syscall(SYS_request_key, "user", "marginalia", NULL, 0));
  /* Namespaces */
  report("unshare_user", syscall(SYS_unshare, CLONE_NEWUSER));
  report("unshare_mount", syscall(SYS_unshare, CLONE_NEWNS));
  report("clone_newns", clone_with(CLONE_NEWNS));
  report("clone_newuser", clone_with(CLONE_NEWUSER));
  report("clone_newpid", clone_with(CLONE_NEWPID));
  report("clone_newnet", clone_with(CLONE_NEWNET));
  uint64_t clone3_args[11] = {0};
  clone3_args[4] = SIGCHLD; /* exit_signal */
  long clone3_pid = syscall(SYS_clone3, clone3_args, sizeof clone3_args);
  if (clone3_pid == 0) _exit(0);
  report("clone3", clone3_pid);
  int ns = open("/proc/self/ns/uts", O_RDONLY);
  report("setns", syscall(SYS_setns, ns, 0));
  /* Mounts */
  report("mount", mount("none", "/tmp", "tmpfs", 0, NULL));
  report("umount2", umount2("/tmp", MNT_DETACH));
  report("pivot_root", syscall(SYS_pivot_root, "/tmp", "/tmp"));
  report("fsopen", syscall(SYS_fsopen, "tmpfs", 0));
  report("open_tree", syscall(SYS_open_tree, AT_FDCWD, "/tmp", 0));
  /* Other processes, and reading its own memory the other process's way */
  report("ptrace_traceme", ptrace(PTRACE_TRACEME, 0, 0, 0));
  report("ptrace_attach", ptrace(PTRACE_ATTACH, getppid(), 0, 0));
  struct iovec local = {buffer, 8}, remote = {buffer + 8, 8};
  report("process_vm_readv", syscall(SYS_process_vm_readv, getpid(), &local, 1, &remote, 1, 0));
  /* Kernel surfaces */
  union bpf_attr bpf_attr;
  memset(&bpf_attr, 0, sizeof bpf_attr);
  bpf_attr.map_type = BPF_MAP_TYPE_ARRAY;
  bpf_attr.key_size = 4;
  bpf_attr.value_size = 4;
  bpf_attr.max_entries = 1;
  report("bpf", syscall(SYS_bpf, BPF_MAP_CREATE, &bpf_attr, sizeof bpf_attr));
  struct perf_event_attr perf;
  memset(&perf, 0, sizeof perf);
  perf.type = PERF_TYPE_SOFTWARE;
  perf.size = sizeof perf;
  perf.config = PERF_COUNT_SW_TASK_CLOCK;
  perf.exclude_kernel = 1;
  report("perf_event_open", syscall(SYS_perf_event_open, &perf, 0, -1, -1, 0));
  report("userfaultfd", syscall(SYS_userfaultfd, O_CLOEXEC | 1 /* UFFD_USER_MODE_ONLY */));
  char uring_params[120] = {0};
  report("io_uring_setup", syscall(SYS_io_uring_setup, 1, uring_params));
  report("init_module", syscall(SYS_init_module, buffer, 0, ""));
  report("finit_module", syscall(SYS_finit_module, -1, "", 0));
  report("personality_no_randomize", personality(ADDR_NO_RANDOMIZE));
  report("socket_vsock", socket(AF_VSOCK, SOCK_STREAM, 0));
  report("open_by_handle_at", syscall(SYS_open_by_handle_at, AT_FDCWD, buffer, O_RDONLY));
  /* Allowed: a plain fork, a thread (glibc tries clone3 first), asking for its persona, an ordinary socket. */
  report("fork", clone_with(0));
  pthread_t thread;
  errno = pthread_create(&thread, NULL, thread_body, NULL);
  report("thread", errno == 0 ? (pthread_join(thread, NULL), 0) : -1);
  report("personality_query", personality(0xffffffff));
  report("socket_unix", socket(AF_UNIX, SOCK_STREAM, 0));
  return 0;
}
