#ifndef LAYOUTSHOT_CSPAWN_H
#define LAYOUTSHOT_CSPAWN_H
// Starting a child process with what posix_spawn cannot give it: resource limits, every other descriptor
// closed, and the death signal. Only async-signal-safe calls run between fork and exec.
#include <errno.h>
#include <fcntl.h>
#include <signal.h>
#include <sys/prctl.h>
#include <sys/resource.h>
#include <sys/syscall.h>
#include <sys/types.h>
#include <sys/wait.h>
#include <unistd.h>

/// Resource limits for a child (soft and hard alike); a negative value leaves that limit as it is.
typedef struct {
    long long cpu_seconds;
    long long address_space_bytes;
    long long file_size_bytes;
    long long core_bytes;
    long long open_files;
} layoutshot_limits;

static inline void layoutshot_set_limit(int resource, long long value) {
    if (value < 0) return;
    struct rlimit limit;
    limit.rlim_cur = (rlim_t)value;
    limit.rlim_max = (rlim_t)value;
    setrlimit(resource, &limit);
}

/// Limits the calling process (and what it starts) to `count` processes and threads of its user.
static inline void layoutshot_limit_processes(long long count) { layoutshot_set_limit(RLIMIT_NPROC, count); }

/// Starts `path` with `argv` and `envp` in `directory`, in a process group of its own, with every signal
/// unblocked and at its default action, the given limits, and SIGKILL when the calling thread ends.
/// Descriptor i of the child is `fds[i]` of the parent (i < fd_count; -1: /dev/null is not opened, the
/// descriptor is closed); every other descriptor is closed. Returns the child's pid (also its process
/// group), or -errno if it could not be started.
static inline pid_t layoutshot_spawn(const char *path, char *const argv[], char *const envp[], const int *fds,
                                     int fd_count, const char *directory, const layoutshot_limits *limits) {
    int report[2];
    if (pipe(report) != 0) return -errno;
    fcntl(report[0], F_SETFD, FD_CLOEXEC);
    fcntl(report[1], F_SETFD, FD_CLOEXEC);
    // No handler may run in the child before exec: block everything across the fork.
    sigset_t all, previous;
    sigfillset(&all);
    pthread_sigmask(SIG_SETMASK, &all, &previous);
    pid_t pid = fork();
    if (pid == 0) {
        int error = 0;
        setpgid(0, 0);
        prctl(PR_SET_PDEATHSIG, SIGKILL);
        // Above every target first, so that moving one into place never overwrites another's source.
        int base = fd_count > report[1] ? fd_count : report[1] + 1;
        int moved[16];
        if (fd_count > 16) { error = EINVAL; goto fail; }
        for (int i = 0; i < fd_count; i++) {
            moved[i] = fds[i] < 0 ? -1 : fcntl(fds[i], F_DUPFD, base);
            if (fds[i] >= 0 && moved[i] < 0) { error = errno; goto fail; }
        }
        for (int i = 0; i < fd_count; i++) {
            if (moved[i] < 0) close(i);
            else if (dup2(moved[i], i) < 0) { error = errno; goto fail; }
        }
        // Everything else closes at exec (the report pipe is already close-on-exec and stays open until then).
        if (syscall(SYS_close_range, (unsigned)fd_count, ~0U, 4U /* CLOSE_RANGE_CLOEXEC */) != 0) {
            for (int fd = fd_count; fd < 65536; fd++) if (fd != report[1]) fcntl(fd, F_SETFD, FD_CLOEXEC);
        }
        for (int sig = 1; sig < NSIG; sig++) {
            if (sig == SIGKILL || sig == SIGSTOP) continue;
            struct sigaction action;
            action.sa_handler = SIG_DFL;
            action.sa_flags = 0;
            sigemptyset(&action.sa_mask);
            sigaction(sig, &action, 0);
        }
        if (limits) {
            layoutshot_set_limit(RLIMIT_CPU, limits->cpu_seconds);
            layoutshot_set_limit(RLIMIT_AS, limits->address_space_bytes);
            layoutshot_set_limit(RLIMIT_FSIZE, limits->file_size_bytes);
            layoutshot_set_limit(RLIMIT_CORE, limits->core_bytes);
            layoutshot_set_limit(RLIMIT_NOFILE, limits->open_files);
        }
        if (directory && chdir(directory) != 0) { error = errno; goto fail; }
        sigset_t none;
        sigemptyset(&none);
        sigprocmask(SIG_SETMASK, &none, 0);
        execve(path, argv, envp);
        error = errno;
    fail:
        (void)!write(report[1], &error, sizeof error);
        _exit(127);
    }
    int fork_error = errno;
    pthread_sigmask(SIG_SETMASK, &previous, 0);
    close(report[1]);
    if (pid < 0) {
        close(report[0]);
        return -fork_error;
    }
    int child_error = 0;
    ssize_t got;
    do { got = read(report[0], &child_error, sizeof child_error); } while (got < 0 && errno == EINTR);
    close(report[0]);
    if (got == (ssize_t)sizeof child_error) {
        int status;
        while (waitpid(pid, &status, 0) < 0 && errno == EINTR) {}
        return -child_error;
    }
    return pid;
}

#endif
