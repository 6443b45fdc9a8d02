// The user-space target: instrument, build with cc, run with a deadline, give the verdict.
#include <algorithm>
#include <regex>
#include <set>

#include "mokert/counterexample.hpp"
#include "mokert/error.hpp"
#include "mokert/files.hpp"
#include "mokert/process.hpp"
#include "mokert/progress.hpp"
#include "mokert/replay.hpp"
#include "src/monitor_log.hpp"
#include "targets/target.hpp"
#include "targets/user/verdict.hpp"

namespace fs = std::filesystem;

namespace mokert {

namespace {

// The extractor's flags that matter for building: macros, include paths, language standard.
// cc runs in the replay's folder: a relative path (`-Iinc` given from the project's folder, where
// mokert runs) is made absolute.
std::vector<std::string> build_flags(const std::vector<std::string>& flags) {
  std::vector<std::string> out;
  auto path = [](const std::string& p) { return p.empty() ? p : fs::absolute(p).lexically_normal().string(); };
  for (size_t i = 0; i < flags.size(); ++i) {
    const std::string& f = flags[i];
    const bool takes_path = (f == "-I" || f == "-isystem" || f == "-iquote" || f == "-include");
    if (takes_path) {
      out.push_back(f);
      if (i + 1 < flags.size()) out.push_back(path(flags[++i]));
    } else if (f.rfind("-I", 0) == 0) {
      out.push_back("-I" + path(f.substr(2)));
    } else if (f.rfind("-isystem", 0) == 0) {
      out.push_back("-isystem" + path(f.substr(8)));
    } else if (f == "-D" || f == "-U") {
      out.push_back(f);
      if (i + 1 < flags.size()) out.push_back(flags[++i]);
    } else if (f.rfind("-D", 0) == 0 || f.rfind("-U", 0) == 0 || f.rfind("-std=", 0) == 0) {
      out.push_back(f);
    }
  }
  return out;
}

// A counterexample that ends in one of the model's checks on C memory (cmem.pml).
bool memory_check_failed(const Counterexample& cex) {
  if (cex.outcome != PropertyOutcome::PreconditionFalse) return false;
  for (const char* check : {"mokert_ptr_ok(", "mokert_free_ok(", "mokert_index_ok("})
    if (cex.message.find(check) != std::string::npos) return true;
  return false;
}

std::string first_error(const std::string& out) {
  auto at = out.find("error:");
  if (at == std::string::npos) return "";
  auto b = out.rfind('\n', at);
  b = b == std::string::npos ? 0 : b + 1;
  return out.substr(b, out.find('\n', at) - b);
}

class UserTarget final : public ReplayTarget {
 public:
  std::string name() const override { return "user"; }

  void prepare(ReplayRequest& r) const override {
    if (!r.sanitize.empty() && r.sanitize != "thread" && r.sanitize != "address")
      throw InputError("--sanitize " + r.sanitize + ": use thread or address");
    // What the model's memory checks catch (a use after free, a double free, a pointer or index
    // out of bounds) goes unnoticed in a plain build: a freed block still reads, and glibc misses
    // a block freed twice by two threads. AddressSanitizer makes the program fail where the
    // model's check failed; without it a real bug would pass for a false alarm.
    if (r.sanitize.empty() &&
        memory_check_failed(read_counterexample(r.work_dir / ("cex-" + std::to_string(r.number) + ".xml"))))
      r.sanitize = "address";
  }

  fs::path build(const ReplayRequest& r, const InstrumentResult& in) const override {
    fs::path dir = replay_dir(r);
    fs::path runtime = source_root() / "replay" / "runtime";
    fs::path program = dir / "program";
    // -fgnu89-inline: a C99 `inline` function with no extern definition (SV-COMP's helpers) has
    // no symbol at -O0 and the program would not link; GNU's inline emits one.
    std::vector<std::string> args = {"-g", "-O0", "-pthread", "-fgnu89-inline", "-o", program.string(),
                                     "-I" + (runtime / "include").string(), "-I" + (runtime / "user").string()};
    if (!r.sanitize.empty()) args.push_back("-fsanitize=" + r.sanitize);
    // The model's index checks (an index out of an array's bounds, inside a struct too, where
    // AddressSanitizer sees no redzone): -fsanitize=bounds stops the program at the same access.
    if (r.sanitize == "address") {
      args.push_back("-fsanitize=bounds");
      args.push_back("-fno-sanitize-recover=bounds");
    }
    // The copies include the originals' headers by relative path: search the original folders.
    std::vector<fs::path> dirs;
    for (const auto& p : in.schedule.probes) dirs.push_back(fs::path(p.file).parent_path());
    for (const auto& s : r.sources) dirs.push_back(fs::absolute(s).parent_path());
    if (!r.driver.empty()) dirs.push_back(fs::absolute(r.driver).parent_path());
    std::sort(dirs.begin(), dirs.end());
    dirs.erase(std::unique(dirs.begin(), dirs.end()), dirs.end());
    for (const auto& d : dirs) args.push_back("-I" + d.string());
    for (const auto& f : build_flags(r.compile_flags)) args.push_back(f);
    for (const auto& s : in.sources) args.push_back(s.string());
    args.push_back(in.table_c.string());
    for (const char* f : {"mokert_runtime.c", "mokert_monitor.c", "mokert_locks.c", "mokert_svcomp.c"})
      args.push_back((runtime / "user" / f).string());

    ProcessOptions build_opts;
    build_opts.cwd = dir;
    build_opts.deadline = std::chrono::milliseconds(120'000);
    Progress progress("cc: building the replay program of counterexample " + std::to_string(r.number));
    ProcessResult build = run_process("cc", args, build_opts);
    // A function the program calls but none of its files defines, which the script's %C does
    // (Modex's 7_q_update: `cas`, the atomic primitive the platform would give): the model links
    // it, so the program gets it too, after the file that calls it (its types are declared there).
    if (build.exit_code != 0 && !build.timed_out && !r.script_c_code.empty() &&
        r.script_c_code.find("now.") == std::string::npos) {
      static const std::regex undefined(R"(undefined reference to `([A-Za-z_][A-Za-z0-9_]*)')");
      std::set<std::string> missing;
      for (std::sregex_iterator it(build.out.begin(), build.out.end(), undefined), end; it != end; ++it)
        missing.insert((*it)[1].str());
      bool added = false;
      for (const auto& f : missing) {
        if (!std::regex_search(r.script_c_code, std::regex("\\b" + f + "\\s*\\([^;{]*\\)\\s*\\{"))) continue;
        for (const auto& s : in.sources) {
          std::string text = read_file(s);
          if (!std::regex_search(text, std::regex("\\b" + f + "\\s*\\("))) continue;
          write_file_atomic(s, text + "\n#line 1 \"the script's %C\"\n" + r.script_c_code + "\n");
          added = true;
          break;
        }
        if (added) break;  // one copy of %C: it may define several of them
      }
      if (added) build = run_process("cc", args, build_opts);
    }
    progress.done(build.exit_code == 0 ? "done" : "failed");
    if (build.timed_out || build.exit_code != 0) {
      std::string err = first_error(build.out);
      std::string command = "cc";
      for (const auto& a : args) command += " " + a;
      // A script over functions of a file without main (a Modex harness is the model's main):
      // the replay runs the real program, which needs one.
      if (build.out.find("undefined reference to `main'") != std::string::npos)
        throw BuildFailure("the program has no main: the replay runs the real code, so it needs a main (or a driver "
                           "file named with %driver in the script) that starts the threads the model's processes "
                           "stand for" +
                               (in.main_why_not.empty() ? std::string()
                                                        : "; none could be made from the script's harness: " +
                                                              in.main_why_not) +
                               "; the instrumented files are kept in " + (dir / "src").string(),
                           command + "\n" + build.out);
      throw BuildFailure("the instrumented program does not compile (" + (err.empty() ? "cc failed" : err) +
                             "); the instrumented files are kept in " + (dir / "src").string(),
                         command + "\n" + build.out);
    }
    return program;
  }

  Verdict run(const ReplayRequest& r, const InstrumentResult& in, const fs::path& program) const override {
    fs::path dir = replay_dir(r);
    fs::path cex_file = r.work_dir / ("cex-" + std::to_string(r.number) + ".xml");
    Counterexample cex = read_counterexample(cex_file);
    fs::path log_file = dir / "monitor.log";
    std::error_code ec;
    fs::remove(log_file, ec);
    ProcessOptions run_opts;
    run_opts.cwd = dir;
    run_opts.deadline = r.timeout;
    // The monitor reports a stall well before the tool's deadline, so its diagnosis is complete.
    long stall_ms = std::max<long>(100, static_cast<long>(r.timeout.count()) * 3 / 4);
    run_opts.env = {{"MOKERT_LOG", log_file.string()}, {"MOKERT_STALL_MS", std::to_string(stall_ms)}};
    Progress progress("replay: running counterexample " + std::to_string(r.number) + " on the real program");
    ProcessResult result = run_process(program.string(), {}, run_opts);
    progress.done(result.timed_out ? "deadline reached" : "ended");
    std::string log_text = fs::exists(log_file) ? read_file(log_file) : "";
    return user_verdict(in.schedule, cex.outcome, result, parse_monitor_log(log_text), &cex);
  }
};

} // namespace

const ReplayTarget& user_target() {
  static const UserTarget target;
  return target;
}

} // namespace mokert
