// From a counterexample, its schedule and its verdict to what the reports show: lanes (one per
// thread), steps in global order, folds of model-only steps, and the evidence placed on steps.
#include <algorithm>
#include <cctype>
#include <set>

#include "view.hpp"

namespace fs = std::filesystem;

namespace mokert::report {

std::string verdict_name(const CexFiles& f) {
  return f.verdict ? to_string(f.verdict->kind) : "NOT_REPLAYED";
}

std::string display_path(const std::string& file) { return fs::path(file).filename().string(); }

std::string source_text(Sources& sources, const SourceRange& r) {
  if (r.col == 0 || r.end_line < r.line || r.end_line - r.line > 20) return "";
  auto lines = sources.lines(r.file, r.line, r.end_line);
  if (lines.size() != r.end_line - r.line + 1) return "";
  std::string text;
  for (size_t i = 0; i < lines.size(); ++i) {
    const std::string& l = lines[i].second;
    size_t from = i == 0 ? r.col - 1 : 0;
    size_t to = i + 1 == lines.size() ? r.end_col : l.size();  // end column is inclusive
    if (from > l.size() || to > l.size() || to < from) return "";
    text += (text.empty() ? "" : " ") + l.substr(from, to - from);
  }
  std::string out;
  bool space = false;
  for (char c : text) {
    if (c == ' ' || c == '\t') {
      space = !out.empty();
      continue;
    }
    if (space) out += ' ';
    space = false;
    out += c;
  }
  return out;
}

std::vector<LocationRef> locations_in(const std::string& text, const std::vector<std::string>& files) {
  // Each known file by its full path or its name, followed by ":LINE" (paths may hold spaces).
  std::vector<std::pair<size_t, LocationRef>> found;
  for (const auto& f : files) {
    std::string name = display_path(f);
    for (const std::string& needle : {f, name}) {
      for (size_t at = text.find(needle + ":"); at != std::string::npos; at = text.find(needle + ":", at + 1)) {
        bool whole = needle == f || at == 0 || text[at - 1] != '/';  // a name, not the tail of another path
        size_t d = at + needle.size() + 1;
        size_t e = d;
        while (e < text.size() && std::isdigit(static_cast<unsigned char>(text[e]))) ++e;
        if (!whole || e == d) continue;
        LocationRef r{f, static_cast<unsigned>(std::stoul(text.substr(d, e - d)))};
        bool dup = false;
        for (const auto& [pos, have] : found) dup |= have.file == r.file && have.line == r.line;
        if (!dup) found.emplace_back(at, r);
      }
    }
  }
  std::sort(found.begin(), found.end(), [](const auto& x, const auto& y) { return x.first < y.first; });
  std::vector<LocationRef> out;
  for (auto& [pos, r] : found) out.push_back(r);
  return out;
}

namespace {

std::string note_kind(const std::string& text, const CexFiles& f) {
  auto has = [&](const char* w) { return text.find(w) != std::string::npos; };
  if (has("deadlock") || has("wait-for cycle")) return "deadlock";
  if (has("ssertion")) return "assertion";
  if (has("branch")) return "condition";
  if (has("blocked on") || has("mutex") || has("lock")) return "lock";
  if (f.verdict && (f.verdict->target == "kmod" || f.verdict->target == "ktree") &&
      (has("KASAN") || has("BUG") || has("Oops") || has("WARNING")))
    return "kernel";
  if (f.verdict && f.verdict->kind == VerdictKind::Stalled) return "stall";
  return "verdict";
}

void add_note(Step& s, Note n) {
  for (const auto& have : s.notes)
    if (have.text == n.text) return;
  s.notes.push_back(std::move(n));
}

// The first line of a kernel report in the console excerpt, if there is one.
std::string kernel_report_line(const std::string& evidence) {
  static const char* marks[] = {"BUG:", "KASAN", "Oops", "WARNING:", "Kernel panic", "general protection",
                                "lockdep", "possible circular locking", "list_add corruption", "list_del corruption"};
  size_t b = 0;
  while (b < evidence.size()) {
    size_t e = evidence.find('\n', b);
    std::string l = evidence.substr(b, e == std::string::npos ? std::string::npos : e - b);
    for (const char* m : marks)
      if (l.find(m) != std::string::npos) return l;
    if (e == std::string::npos) break;
    b = e + 1;
  }
  return "";
}

// The lane of the first replay thread a text names ("T2 (worker #1)", "thread T0"), or -1.
int lane_named_in(const std::string& text, const std::vector<Lane>& lanes) {
  for (size_t i = 0; i + 1 < text.size(); ++i) {
    if (text[i] != 'T' || !std::isdigit(static_cast<unsigned char>(text[i + 1]))) continue;
    if (i > 0 && (std::isalnum(static_cast<unsigned char>(text[i - 1])) || text[i - 1] == '_')) continue;
    size_t e = i + 1;
    while (e < text.size() && std::isdigit(static_cast<unsigned char>(text[e]))) ++e;
    if (e < text.size() && (std::isalnum(static_cast<unsigned char>(text[e])) || text[e] == '_')) continue;
    int id = std::stoi(text.substr(i + 1, e - i - 1));
    for (size_t li = 0; li < lanes.size(); ++li)
      if (lanes[li].replay_thread == id) return static_cast<int>(li);
    return -1;
  }
  return -1;
}

void add_end_line(Lane& l, const LocationRef& r, Note note) {
  for (const auto& e : l.end_lines)
    if (e.at.file == r.file && e.at.line == r.line) return;
  SourceRange at;
  at.file = r.file;
  at.line = at.end_line = r.line;
  l.end_lines.push_back({at, std::move(note)});
}

} // namespace

View make_view(const CexFiles& files, const std::optional<LineMap>& map) {
  View v;
  v.files = &files;
  const Counterexample& cex = files.cex;
  v.property_kind = to_string(cex.outcome);
  v.headline = to_string(cex.outcome);
  if (!cex.message.empty()) v.headline += ": " + cex.message;

  // Lanes: C threads by pid first, model-only processes after them.
  std::vector<CexThread> threads = cex.threads;
  // A lane is a thread: (pid, creation), as SPIN gives an ended process's pid to a later `run`.
  std::set<std::pair<int, unsigned>> known;
  for (const auto& t : threads) known.insert({t.pid, t.creation});
  for (const auto& s : cex.steps)
    if (!known.count({s.pid, s.creation})) {
      known.insert({s.pid, s.creation});
      threads.push_back({s.pid, s.proctype, "", s.environment, s.creation});
    }
  std::stable_sort(threads.begin(), threads.end(), [](const CexThread& a, const CexThread& b) {
    if (a.environment != b.environment) return !a.environment;
    return a.pid != b.pid ? a.pid < b.pid : a.creation < b.creation;
  });
  std::map<std::pair<int, unsigned>, size_t> lane_of;
  for (const auto& t : threads) {
    Lane l;
    l.pid = t.pid;
    l.proctype = t.proctype;
    l.function = t.function;
    l.environment = t.environment;
    l.creation = t.creation;
    if (files.schedule)
      for (const auto& st : files.schedule->threads)
        if (st.pid == t.pid && (st.proctype.empty() || st.proctype == t.proctype)) {
          l.replay_thread = st.id;
          l.creation_index = st.creation_index;
          if (l.function.empty()) l.function = st.function;
          break;
        }
    std::string fn = l.function.empty() ? l.proctype : l.function;
    if (l.replay_thread >= 0)
      l.title = "T" + std::to_string(l.replay_thread) + " " + fn + " #" + std::to_string(l.creation_index);
    else if (l.environment)
      l.title = l.proctype + " (model)";
    else
      l.title = fn;
    // SPIN reuses an ended process's pid: the creation index (the n-th `run`) tells them apart.
    l.subtitle = "pid " + std::to_string(l.pid) + " · proctype " + l.proctype;
    if (!l.environment || l.creation > 0) l.subtitle += " · run #" + std::to_string(l.creation);
    lane_of[{t.pid, t.creation}] = v.lanes.size();
    v.lanes.push_back(l);
  }

  // Thread states from the verdict (its thread ids are the schedule's).
  if (files.verdict)
    for (const auto& ts : files.verdict->threads)
      for (auto& l : v.lanes)
        if (l.replay_thread == ts.thread) {
          l.state = ts.state;
          l.last_probe = ts.last_probe;
          l.detail = ts.detail;
        }

  // Steps in order; a switch is where a C thread takes over from another.
  int last_c_lane = -1;
  size_t violation_index = cex.violation_step ? cex.violation_step : (cex.steps.empty() ? 0 : cex.steps.back().index);
  for (const auto& cs : cex.steps) {
    Step s;
    s.step = &cs;
    s.lane = lane_of[{cs.pid, cs.creation}];
    s.model_only = cs.environment || !cs.c || v.lanes[s.lane].environment;
    if (!s.model_only) {
      if (last_c_lane >= 0 && last_c_lane != static_cast<int>(s.lane)) {
        s.switch_before = true;
        s.switch_from = last_c_lane;
      }
      last_c_lane = static_cast<int>(s.lane);
    }
    s.violation = cs.index == violation_index;
    if (s.violation) v.violation = v.steps.size();
    v.steps.push_back(std::move(s));
  }
  // A replay that stopped early passed the steps up to its last switch point, not the rest.
  if (files.verdict && files.schedule && files.verdict->steps_reached < files.schedule->switches.size()) {
    unsigned r = files.verdict->steps_reached;
    unsigned last = r == 0 ? 0 : files.schedule->switches[r - 1].cex_step;
    for (auto& s : v.steps) s.reached = s.step->index <= last;
  }
  // Runs of model-only steps fold into one row; the violating step never folds.
  for (size_t i = 0; i < v.steps.size();) {
    if (!v.steps[i].model_only || v.steps[i].violation) {
      ++i;
      continue;
    }
    Fold f;
    f.first = i;
    std::set<std::string> procs;
    while (i < v.steps.size() && v.steps[i].model_only && !v.steps[i].violation) {
      v.steps[i].fold = static_cast<int>(v.folds.size());
      const Lane& l = v.lanes[v.steps[i].lane];
      if (procs.insert(l.title).second) f.processes.push_back(l.title);
      ++f.count;
      ++i;
    }
    v.folds.push_back(f);
  }

  // Evidence on the lines it names.
  if (!v.steps.empty()) add_note(v.steps[v.violation], {"violation", "SPIN: " + v.headline});
  std::vector<std::string> c_files;
  for (const auto& cs : cex.steps)
    if (cs.c && std::find(c_files.begin(), c_files.end(), cs.c->c.file) == c_files.end())
      c_files.push_back(cs.c->c.file);
  auto last_step_at = [&](const LocationRef& r, int lane) -> Step* {
    for (size_t i = v.steps.size(); i-- > 0;) {
      Step& s = v.steps[i];
      if (lane >= 0 && static_cast<int>(s.lane) != lane) continue;
      if (s.step->c && s.step->c->c.file == r.file && s.step->c->c.line <= r.line && r.line <= s.step->c->c.end_line)
        return &s;
    }
    return nullptr;
  };
  if (files.verdict) {
    const Verdict& vd = *files.verdict;
    std::string reason = std::string(to_string(vd.kind)) + ": " + vd.reason;
    std::string kind = note_kind(vd.reason, files);
    bool placed = false;
    if (vd.kind == VerdictKind::Confirmed && !v.steps.empty()) {
      add_note(v.steps[v.violation], {kind, reason});
      placed = true;
    }
    // A deadlock from the verdict's typed wait-for data: each lock a blocked thread holds on the step
    // that took it, the lock it waits for on the line where it waits, in that thread's lane.
    auto place = [&](const std::string& where, int lane, const Note& note) {
      auto refs = locations_in(where, c_files);
      if (refs.empty()) return false;
      if (Step* s = last_step_at(refs.front(), lane)) {
        add_note(*s, note);
      } else if (lane >= 0) {
        add_end_line(v.lanes[static_cast<size_t>(lane)], refs.front(), note);
      } else {
        return false;
      }
      return true;
    };
    auto thread_name = [&](int id) {
      for (const auto& l : v.lanes)
        if (l.replay_thread == id && id >= 0)
          return "T" + std::to_string(id) + " (" + (l.function.empty() ? l.proctype : l.function) + " #" +
                 std::to_string(l.creation_index) + ")";
      return id < 0 ? std::string("no thread") : "T" + std::to_string(id);
    };
    bool cycle = std::any_of(vd.deadlock.begin(), vd.deadlock.end(), [](const LockWait& w) { return w.in_cycle; });
    std::string head = std::string(to_string(vd.kind)) + ": " +
                       (cycle ? "deadlock: a wait-for cycle" : "deadlock: every remaining thread blocked") + " \u2014 ";
    for (const auto& w : vd.deadlock) {
      int lane = -1;
      for (size_t li = 0; li < v.lanes.size(); ++li)
        if (v.lanes[li].replay_thread == w.thread) lane = static_cast<int>(li);
      for (const auto& h : w.holds)
        placed |= place(h.at, lane, {"deadlock", head + thread_name(w.thread) + " holds `" + h.lock + "` (" +
                                                     display_path(h.at) + ")"});
      std::string where = " (" + display_path(w.at) + ")";
      std::string waits = w.kind == "join"   ? "waits in a join" + where + " for " + thread_name(w.holder)
                          : w.kind == "cond" ? "waits on condition `" + w.lock + "`" + where + " that no running thread signals"
                          : w.kind == "sem"  ? "waits on semaphore `" + w.lock + "`" + where + " that no running thread posts"
                          : w.kind == "barrier"
                              ? "waits at barrier `" + w.lock + "`" + where + " that no running thread reaches"
                              : "waits for " + w.kind + " `" + w.lock + "`" + where + " held by " + thread_name(w.holder);
      placed |= place(w.at, lane, {"deadlock", head + thread_name(w.thread) + " " + waits});
    }
    // Else each clause of the reason ("T1 holds `a` (f.c:12) and waits for mutex `b` (f.c:13) held
    // by T2") on the lines it names, in the lane of the thread it is about.
    std::vector<std::string> clauses;
    for (size_t b = 0;;) {
      size_t e = vd.reason.find("; ", b);
      clauses.push_back(vd.reason.substr(b, e == std::string::npos ? std::string::npos : e - b));
      if (e == std::string::npos) break;
      b = e + 2;
    }
    for (size_t ci = 0; vd.deadlock.empty() && ci < clauses.size(); ++ci) {
      const std::string& clause = clauses[ci];
      auto refs = locations_in(clause, c_files);
      if (refs.empty()) continue;
      std::string text = std::string(to_string(vd.kind)) + ": " +
                         (ci == 0 ? clause : clauses.front() + " \u2014 " + clause);
      std::string ckind = note_kind(clause, files);
      // A deadlock's clauses name locks: they are parts of the cycle.
      if (ckind == "verdict" || ckind == "stall" || (kind == "deadlock" && ckind == "lock")) ckind = kind;
      int named = lane_named_in(clause, v.lanes);
      for (const auto& r : refs) {
        Step* s = named >= 0 ? last_step_at(r, named) : nullptr;
        if (!s) s = last_step_at(r, -1);
        if (s) {
          add_note(*s, {ckind, text});
          placed = true;
          continue;
        }
        // A line with no step (the assertion that failed after the trail's last step, the lock a
        // thread waits for): in the lane of the thread named, else of the function it is in,
        // else the violating thread's.
        size_t lane = v.steps.empty() ? 0 : v.steps[v.violation].lane;
        if (named >= 0) {
          lane = static_cast<size_t>(named);
        } else if (map) {
          for (const auto& e : map->entries)
            if (e.c.file == r.file && e.c.line == r.line)
              for (size_t li = 0; li < v.lanes.size(); ++li)
                if (!v.lanes[li].environment && v.lanes[li].function == e.function) lane = li;
        }
        if (lane < v.lanes.size()) {
          add_end_line(v.lanes[lane], r, {ckind, text});
          placed = true;
        }
      }
    }
    if (!placed) v.unplaced.push_back({kind, reason});
    if (vd.target == "kmod" || vd.target == "ktree")
      if (auto k = kernel_report_line(vd.evidence); !k.empty()) {
        if (vd.kind == VerdictKind::Confirmed && !v.steps.empty())
          add_note(v.steps[v.violation], {"kernel", "kernel: " + k});
        else
          v.unplaced.push_back({"kernel", "kernel: " + k});
      }
    // Each thread's state where it stopped: its last step at its last probe, or a line of its own.
    for (size_t li = 0; li < v.lanes.size(); ++li) {
      Lane& l = v.lanes[li];
      if (l.state.empty()) continue;
      std::string blocked;
      if (auto b = l.detail.find("blocked on"); b != std::string::npos) blocked = l.detail.substr(b);
      std::string text = l.title + " " + (blocked.empty() ? l.state : l.state == "blocked" ? blocked : l.state + ", " + blocked);
      if (l.state == "done" || l.state == "unborn") continue;
      auto refs = locations_in(blocked, c_files);
      auto probe = locations_in(l.last_probe, c_files);
      Step* at = nullptr;
      if (!refs.empty()) at = last_step_at(refs.front(), static_cast<int>(li));
      if (!at && !refs.empty()) {
        add_end_line(l, refs.front(), {"lock", text});
        continue;
      }
      if (!at && !probe.empty()) at = last_step_at(probe.front(), static_cast<int>(li));
      if (at) add_note(*at, {blocked.empty() ? "thread" : "lock", text});
    }
  } else if (!files.missing_verdict.empty()) {
    v.unplaced.push_back({"verdict", files.missing_verdict});
  }
  return v;
}

} // namespace mokert::report
