#include "spin_run.hpp"

#include <chrono>
#include <random>
#include <regex>

#include "mokert/process.hpp"

namespace fs = std::filesystem;

namespace mokert::test {

fs::path make_temp_dir(const std::string& stem) {
  std::random_device rd;
  for (int attempt = 0; attempt < 100; ++attempt) {
    fs::path p = fs::temp_directory_path() / (stem + "-" + std::to_string(rd()));
    if (fs::create_directory(p)) return p;
  }
  throw std::runtime_error("cannot create a temporary folder for " + stem);
}

SpinOutcome run_spin(const fs::path& model, const fs::path& include_dir,
                     const std::vector<std::string>& spin_flags) {
  SpinOutcome o;
  const fs::path dir = make_temp_dir("mokert-promela");
  ProcessOptions opt;
  opt.cwd = dir;
  opt.deadline = std::chrono::seconds(60);

  std::vector<std::string> spin_args{"-a", "-E-I" + include_dir.string()};
  spin_args.insert(spin_args.end(), spin_flags.begin(), spin_flags.end());
  spin_args.push_back(model.string());
  ProcessResult r = run_process("spin", spin_args, opt);
  if (r.timed_out || r.exit_code != 0 || !fs::exists(dir / "pan.c")) {
    o.log = "spin -a failed:\n" + r.out;
    fs::remove_all(dir);
    return o;
  }
  opt.deadline = std::chrono::seconds(120);
  r = run_process("cc", {"-O1", "-DSAFETY", "-DNOREDUCE", "-o", "pan", "pan.c"}, opt);
  if (r.timed_out || r.exit_code != 0) {
    o.log = "cc pan.c failed:\n" + r.out;
    fs::remove_all(dir);
    return o;
  }
  // Small models: a small hash table and depth limit keep each run well under a second.
  opt.deadline = std::chrono::seconds(60);
  r = run_process(dir / "pan", {"-m100000", "-w18"}, opt);
  fs::remove_all(dir);
  o.log = r.out;
  if (r.timed_out || r.signalled) {
    o.log = "pan did not finish:\n" + r.out;
    return o;
  }
  std::smatch m;
  static const std::regex errors_re(R"(errors: (\d+))");
  if (!std::regex_search(o.log, m, errors_re)) {
    o.log = "pan printed no 'errors:' line:\n" + o.log;
    return o;
  }
  o.built = true;
  o.errors = static_cast<unsigned>(std::stoul(m[1].str()));
  // pan's own error lines look like "pan:1: assertion violated ..." (the statistics
  // section also mentions "invalid end states", so only these lines count).
  o.assertion = std::regex_search(o.log, std::regex(R"(pan:\d+: assertion violated)"));
  o.invalid_end = std::regex_search(o.log, std::regex(R"(pan:\d+: invalid end state)"));
  return o;
}

} // namespace mokert::test
