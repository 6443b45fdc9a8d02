// Trail steps -> cex-N.xml content: C locations, threads, switch points.
#include <algorithm>
#include <map>
#include <regex>
#include <set>

#include "mokert/checker.hpp"
#include "mokert/error.hpp"

namespace fs = std::filesystem;

namespace mokert {

Counterexample build_counterexample(const TrailReplay& replay, const LineMap& map,
                                    const std::string& model_file, unsigned number,
                                    const std::string& trail) {
  Counterexample cex;
  cex.number = number;
  cex.trail = trail;
  cex.outcome = replay.outcome;
  cex.message = replay.message;
  const std::string model_name = fs::path(model_file).filename().string();

  std::map<int, size_t> thread_of_pid;
  for (const auto& s : replay.steps) {
    CexStep step;
    step.index = static_cast<unsigned>(cex.steps.size() + 1);
    step.pid = s.pid;
    step.proctype = s.proctype;
    step.pml_file = s.file;
    step.pml_line = s.line;
    step.statement = s.statement;
    step.cycle_start = s.cycle_start;
    const MapEntry* e = fs::path(s.file).filename() == model_name ? map.find(s.line) : nullptr;
    step.environment = e == nullptr;
    if (e) step.c = *e;
    if (step.cycle_start && cex.cycle_start == 0) cex.cycle_start = step.index;

    auto [it, fresh] = thread_of_pid.try_emplace(s.pid, cex.threads.size());
    if (fresh) {
      CexThread t;
      t.pid = s.pid;
      t.proctype = s.proctype;
      t.environment = true;
      cex.threads.push_back(t);
    }
    CexThread& t = cex.threads[it->second];
    if (e) {
      t.environment = false;
      if (t.function.empty()) t.function = e->function;
    }
    cex.steps.push_back(step);
  }
  // A thread executes C when any of its steps maps to C; runtime-model steps (a mutex inline)
  // inside such a thread are still that thread running.
  std::set<int> c_threads;
  for (const auto& t : cex.threads)
    if (!t.environment) c_threads.insert(t.pid);
  int running = -1;
  for (auto& step : cex.steps) {
    if (!c_threads.count(step.pid)) continue;
    if (running != -1 && step.pid != running) step.switch_before = true;
    running = step.pid;
  }
  cex.violation_step = replay.violation_step;
  return cex;
}

std::vector<Counterexample> read_counterexamples(const fs::path& dir) {
  static const std::regex name(R"(cex-(\d+)\.xml)");
  std::vector<std::pair<unsigned, fs::path>> found;
  std::error_code ec;
  for (const auto& f : fs::directory_iterator(dir, ec)) {
    std::smatch m;
    std::string n = f.path().filename().string();
    if (std::regex_match(n, m, name)) found.emplace_back(std::stoul(m[1]), f.path());
  }
  if (ec) throw InputError(dir.string() + ": cannot read the work folder: " + ec.message());
  std::sort(found.begin(), found.end());
  std::vector<Counterexample> out;
  for (const auto& [n, p] : found) out.push_back(read_counterexample(p));
  return out;
}

} // namespace mokert
