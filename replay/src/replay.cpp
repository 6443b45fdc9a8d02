// Dispatch on the replay target: prepare, instrument, build, run; writes verdict-N.xml for every
// outcome, an ERROR one included.
#include <algorithm>
#include <array>
#include <filesystem>

#include "mokert/counterexample.hpp"
#include "mokert/error.hpp"
#include "mokert/replay.hpp"
#include "targets/target.hpp"

namespace mokert {

namespace {

// The one list of targets: a new target adds its line here.
std::array<const ReplayTarget*, 3> targets() { return {&user_target(), &kmod_target(), &ktree_target()}; }

} // namespace

std::vector<std::string> replay_target_names() {
  std::vector<std::string> names;
  for (const ReplayTarget* t : targets()) names.push_back(t->name());
  return names;
}

Verdict replay_counterexample(const ReplayRequest& given) {
  ReplayRequest once = given;
  once.runs = 1;
  return replay_counterexample_runs(once).back();
}

std::vector<Verdict> replay_counterexample_runs(const ReplayRequest& given) {
  // Absolute, because the replay runs compilers and programs in folders of their own.
  ReplayRequest request = given;
  request.work_dir = std::filesystem::absolute(given.work_dir);
  std::string name = request.target.empty() ? "user" : request.target;
  const ReplayTarget* target = nullptr;
  for (const ReplayTarget* t : targets())
    if (t->name() == name) target = t;
  if (target == nullptr) {
    std::string known;
    for (const auto& n : replay_target_names()) known += (known.empty() ? "" : ", ") + n;
    throw InputError("unknown replay target '" + name + "'; use one of: " + known);
  }
  target->prepare(request);
  std::filesystem::path verdict_file = request.work_dir / ("verdict-" + std::to_string(request.number) + ".xml");
  std::vector<Verdict> out;
  // pan stopped where the code calls something the model has no body for (a kernel header's
  // function, a machine-code macro): the model's limit, not the code's bug. Replayed, the last
  // step was reached with nothing failing and the verdict said "false alarm" of a model that is
  // incomplete rather than too abstract.
  std::filesystem::path cex_file = request.work_dir / ("cex-" + std::to_string(request.number) + ".xml");
  if (std::filesystem::exists(cex_file)) {
    Counterexample cex = read_counterexample(cex_file);
    if (cex.message.find("without a model") != std::string::npos) {
      std::string where;
      for (const auto& st : cex.steps)  // the violating step, else the last one from C
        if (st.c && (st.index == cex.violation_step || !cex.violation_step))
          where = " at " + st.c->c.file + ":" + std::to_string(st.c->c.line) + " (`" + st.c->c_text + "`)";
      Verdict v;
      v.number = request.number;
      v.target = target->name();
      v.kind = VerdictKind::Error;
      v.reason = "the model is incomplete, so this counterexample says nothing about the code: the search stopped" +
                 where + " in a call of a C function the model has no body for (pan's output names it: `has "
                 "no model`); write a rule for it (the script's %L, or the shipped table), then verify again";
      write_verdict(v, verdict_file);
      out.push_back(std::move(v));
      return out;
    }
  }
  InstrumentResult instrumented = instrument_counterexample(request);
  auto finish = [&](Verdict v) {
    v.number = request.number;
    v.target = target->name();
    v.steps_total = static_cast<unsigned>(instrumented.schedule.switches.size());
    write_verdict(v, verdict_file);
    out.push_back(std::move(v));
  };
  std::filesystem::path artefact;
  try {
    artefact = target->build(request, instrumented);
  } catch (const BuildFailure& e) {
    Verdict v;
    v.kind = VerdictKind::Error;
    v.reason = e.what();
    v.evidence = e.evidence;
    finish(std::move(v));
    return out;
  }
  for (unsigned i = 0; i < std::max(1u, request.runs); ++i) finish(target->run(request, instrumented, artefact));
  return out;
}

} // namespace mokert
