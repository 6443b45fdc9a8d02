#include "src/monitor_log.hpp"

#include <sstream>

#include "src/mokert_replay_prefix.hpp"

namespace mokert {

namespace {

std::map<std::string, std::string> fields(std::istringstream& in) {
  std::map<std::string, std::string> f;
  std::string word;
  while (in >> word) {
    auto eq = word.find('=');
    if (eq != std::string::npos) f[word.substr(0, eq)] = word.substr(eq + 1);
  }
  return f;
}

int num(const std::map<std::string, std::string>& f, const std::string& k, int dflt = -1) {
  auto it = f.find(k);
  if (it == f.end()) return dflt;
  try {
    return std::stoi(it->second);
  } catch (...) {
    return dflt;
  }
}

} // namespace

MonitorLog parse_monitor_log(const std::string& text) {
  MonitorLog log;
  std::istringstream lines(text);
  std::string line;
  while (std::getline(lines, line)) {
    auto at = line.find(kLogPrefix);
    if (at == std::string::npos) continue;
    line = line.substr(at);
    log.text += line + "\n";
    std::istringstream in(line.substr(std::string(kLogPrefix).size()));
    std::string event;
    in >> event;
    auto f = fields(in);
    if (event == "start") {
      log.started = true;
      log.switches = num(f, "switches", 0);
    } else if (event == "thread") {
      log.threads[num(f, "id")].seen = true;
    } else if (event == "step") {
      log.steps++;
    } else if (event == "free") {
      log.free_run = true;
    } else if (event == "property") {
      auto v = f.find("failed");
      log.property = v == f.end() ? "unchecked" : v->second == "1" ? "failed" : "held";
    } else if (event == "diverged") {
      log.diverged.push_back({num(f, "id"), num(f, "seq")});
    } else if (event == "branch") {
      LogBranch b;
      b.thread = num(f, "id");
      b.probe = num(f, "probe");
      b.count = num(f, "count", 0);
      b.cex_step = num(f, "cex-step", 0);
      b.at = f["at"];
      b.model = f["model"] != "false";
      b.code = f["code"] == "true";
      log.branches.push_back(b);
    } else if (event == "exit") {
      log.threads[num(f, "id")].exited = true;
    } else if (event == "unknown") {
      log.unknown.push_back(f["fn"] + " #" + f["index"]);
    } else if (event == "held") {
      log.held.push_back(f["fn"] + " #" + f["index"]);
    } else if (event == "stalled") {
      log.stalled = true;
      log.stalled_seq = num(f, "seq");
      log.waiting_for = num(f, "waiting-for");
    } else if (event == "tstate") {
      log.threads[num(f, "id")].state = f;
    } else if (event == "blocked" || event == "skip") {
      LogBlocked b;
      b.thread = num(f, "id");
      b.kind = "cond";
      for (const char* k : {"mutex", "join", "rwlock", "sem", "spinlock", "barrier"})
        if (f.count(k)) b.kind = k;
      b.name = f[b.kind];
      b.at = f["at"];
      b.holder = num(f, "holder", -2);
      b.holder_state = f["holder-state"];
      b.seq = num(f, "seq");
      (event == "skip" ? log.skipped : log.blocked).push_back(b);
    } else if (event == "settled") {
      log.settled = true;
      log.settled_thread = num(f, "id");
      log.settled_state = f["state"];
    } else if (event == "hung") {
      log.hung = true;
    } else if (event == "deadlock") {
      LogDeadlock d;
      d.thread = num(f, "id");
      d.holder = num(f, "holder");
      d.kind = f["kind"];
      d.name = f["name"];
      d.at = f["at"];
      std::istringstream holds(f["holds"] == "-" ? "" : f["holds"]);
      std::string h;
      while (std::getline(holds, h, ','))
        if (!h.empty()) d.holds.push_back(h);
      log.deadlock.push_back(d);
    } else if (event == "signal") {
      LogSignal g;
      g.thread = num(f, "id");
      g.waiters = num(f, "waiters", 0);
      g.name = f["cond"];
      g.at = f["at"];
      log.signals.push_back(g);
    } else if (event == "spurious") {
      LogSignal g;
      g.thread = num(f, "id");
      g.name = f["cond"];
      g.at = f["at"];
      log.spurious.push_back(g);
    } else if (event == "reach-error") {
      log.reach_errors.push_back(f["at"]);
    } else if (event == "forced") {
      log.forced++;
    } else if (event == "unforced") {
      log.unforced++;
    } else if (event == "end") {
      log.ended = true;
    }
  }
  return log;
}

} // namespace mokert
