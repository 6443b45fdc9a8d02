// Replaying one trail: spin -t or pan -r, checked against what pan reported.
#include <fstream>
#include <regex>
#include <string_view>

#include "mokert/error.hpp"
#include "mokert/files.hpp"
#include "replay_internal.hpp"

namespace fs = std::filesystem;

namespace mokert {
namespace detail {

LineMap load_map(const fs::path& dir) {
  const fs::path p = dir / "model.map.xml";
  if (!fs::exists(p)) return LineMap{"model.pml", {}, {}, {}};
  return read_linemap(p);
}

TrailReplay run_replay(const VerifyOptions& o, const Settings& s, const fs::path& trail) {
  const std::string t = fs::absolute(trail).string();
  if (s.has_c_code) {
    // pan -r takes the file only right after -r; -w keeps the replay's table small.
    // Line-buffered, so that the steps printed before a crash in embedded C are not lost.
    auto r = run_process("stdbuf", {"-oL", "./pan", "-m" + std::to_string(s.depth), "-w10", "-r", t}, in_dir(o));
    check_finished(r, "pan -r " + t, o);
    TrailReplay replay = parse_pan_replay(r.out, s.claim_names);
    // pan -r misnames runtime files and `else` lines and prints no process creations or
    // values; spin -t, which follows the same trail without running the C, tells them
    // (values computed by c_code are not known to it).
    auto sp = run_process("spin", {"-t", "-p", "-g", "-l", "-k", t, "model.pml"}, in_dir(o));
    if (!sp.timed_out && !sp.signalled) name_pan_steps(replay, parse_spin_replay(sp.out));
    return replay;
  }
  auto r = run_process("spin", {"-t", "-p", "-g", "-l", "-k", t, "model.pml"}, in_dir(o));
  check_finished(r, "spin -t " + t, o);
  return parse_spin_replay(r.out);
}

std::string replay_problem(const TrailReplay& r, PropertyOutcome expected) {
  if (!r.error.empty())
    return "the trail does not fit model.pml (SPIN: " + r.error + "); it belongs to another model or is damaged";
  if (!r.ended) return "SPIN could not replay the trail to its end: it belongs to another model or is damaged";
  if (r.steps.empty()) return "the trail replays to no step of the model";
  bool has_cycle = false;
  for (const auto& s : r.steps) has_cycle = has_cycle || s.cycle_start;
  switch (expected) {
    case PropertyOutcome::AssertionViolated:
    case PropertyOutcome::PreconditionFalse:
      if (r.outcome != expected)
        return "replaying the trail does not reach the violation pan reported; the trail is truncated or "
               "belongs to another model";
      break;
    case PropertyOutcome::AcceptanceCycle:
    case PropertyOutcome::NonProgressCycle:
      if (!has_cycle) return "the trail has no cycle although pan reported one; it is truncated or damaged";
      break;
    default:
      break;
  }
  return {};
}

// A trail is lines "step:pid:transition"; anything else is damage, not a model mismatch.
void check_trail_syntax(const fs::path& trail) {
  if (!fs::exists(trail)) throw InputError(trail.string() + ": no such trail file");
  std::string text = read_file(trail);
  if (text.empty()) throw InputError(trail.string() + ": the trail file is empty");
  static const std::regex line_re(R"(-?\d+:-?\d+:-?\d+)");
  unsigned n = 0;
  size_t pos = 0;
  while (pos < text.size()) {
    size_t end = text.find('\n', pos);
    ++n;
    if (end == std::string::npos)
      throw InputError(located(trail.string(), n, "the trail ends in the middle of a line: it is truncated"));
    std::string line = text.substr(pos, end - pos);
    if (!line.empty() && !std::regex_match(line, line_re) && line.rfind("-N", 0) != 0)
      throw InputError(located(trail.string(), n, "'" + line + "' is not a trail step (step:pid:transition)"));
    pos = end + 1;
  }
}

} // namespace detail

using namespace detail;

Counterexample replay_trail(const VerifyOptions& o, const fs::path& trail, unsigned number) {
  if (!fs::exists(o.dir / "model.pml"))
    throw InputError((o.dir / "model.pml").string() + ": no model here to replay the trail against");
  check_trail_syntax(trail);
  Settings s = make_settings(o);
  if (s.has_c_code && !fs::exists(o.dir / "pan")) {
    VerificationResult scratch;
    generate_and_compile(o, s, scratch);
  }
  TrailReplay replay = run_replay(o, s, trail);
  // When verify recorded this trail, the replay must show what pan reported for it.
  PropertyOutcome expected = PropertyOutcome::OtherError;
  const fs::path vx = o.dir / "verification.xml";
  if (fs::exists(vx)) {
    for (const auto& t : read_verification(vx).trails)
      if (t.trail.filename() == trail.filename()) {
        expected = t.outcome;
        if (replay.message.empty()) replay.message = t.message;
      }
  }
  std::string problem = replay_problem(replay, expected);
  if (!problem.empty()) throw InputError(trail.string() + ": " + problem);
  if (expected != PropertyOutcome::OtherError) replay.outcome = expected;
  if (replay.outcome == PropertyOutcome::OtherError) {
    bool cycle = false;
    for (const auto& st : replay.steps) cycle = cycle || st.cycle_start;
    if (cycle) {
      replay.outcome = s.mode == PropertyMode::NonProgress ? PropertyOutcome::NonProgressCycle
                                                          : PropertyOutcome::AcceptanceCycle;
    } else if (replay.message.empty()) {
      replay.message = "the trail replays to its end without a violation SPIN prints (an invalid end "
                       "state, or a trail cut short)";
    }
  }
  Counterexample cex = build_counterexample(replay, load_map(o.dir), "model.pml", number,
                                            trail.filename().string());
  read_blocked_lines(cex, o.dir);
  write_counterexample(cex, o.dir / ("cex-" + std::to_string(number) + ".xml"));
  return cex;
}

} // namespace mokert
