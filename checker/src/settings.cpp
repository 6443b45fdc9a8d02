#include "settings.hpp"

#include <limits>
#include <regex>

#include "mokert/error.hpp"
#include "mokert/numbers.hpp"
#include "mokert/files.hpp"

namespace fs = std::filesystem;

namespace mokert::detail {
namespace {

unsigned to_number(const std::string& key, const std::string& value) {
  if (auto v = parse_unsigned(value)) return *v;
  throw InputError("translation script %G: '" + key + "' needs a number up to " +
                   std::to_string(std::numeric_limits<unsigned>::max()) + ", not '" + printable_excerpt(value) + "'");
}

void scan_model(const fs::path& dir, Settings& s) {
  static const std::regex c_re(R"(\bc_(code|expr|decl|state|track)\b)");
  static const std::regex ltl_re(R"(\bltl\s+(\w+)\s*\{)");
  static const std::regex anon_ltl_re(R"(\bltl\s*\{)");
  static const std::regex never_re(R"(\bnever\s*\{)");
  std::error_code ec;
  for (const auto& f : fs::directory_iterator(dir, ec)) {
    if (f.path().extension() != ".pml") continue;
    std::string text = read_file(f.path());
    if (std::regex_search(text, c_re)) s.has_c_code = true;
    for (std::sregex_iterator it(text.begin(), text.end(), ltl_re), end; it != end; ++it) {
      s.has_claim = true;
      s.claim_names.push_back((*it)[1]);
    }
    if (std::regex_search(text, anon_ltl_re)) {
      s.has_claim = true;
      s.claim_names.push_back("ltl_0");
    }
    if (std::regex_search(text, never_re)) {
      s.has_claim = true;
      s.claim_names.push_back("never_0");
      s.claim_names.push_back(":never:");
    }
  }
}

} // namespace

Settings make_settings(const VerifyOptions& o) {
  Settings s;
  s.mode = o.mode;
  s.ltl_name = o.ltl_name;
  s.all = o.all;
  s.shortest = o.shortest;
  s.bitstate = o.bitstate;
  s.cores = o.cores == 0 ? 1 : o.cores;
  s.memlim_mb = o.memlim_mb;
  if (o.depth) {
    s.depth = o.depth;
    s.depth_fixed = true;
  }
  // Modex %G keys, with Modex's meanings.
  for (const auto& [key, value] : o.search) {
    if (key == "maxdepth") {
      if (!o.depth) {
        s.depth = to_number(key, value);
        s.depth_fixed = true;
      }
    } else if (key == "memlim") {
      s.memlim_mb = to_number(key, value);
    } else if (key == "loops") {
      if (to_number(key, value) && s.mode == PropertyMode::Safety) s.mode = PropertyMode::Acceptance;
    } else if (key == "np_loops") {
      if (to_number(key, value) && s.mode == PropertyMode::Safety) s.mode = PropertyMode::NonProgress;
    } else if (key == "noend") {
      s.noend = to_number(key, value) != 0;
    } else if (key == "asserts") {
      s.no_asserts = to_number(key, value) == 0;
    } else if (key == "shortest") {
      s.shortest = s.shortest || to_number(key, value) != 0;
    } else if (key == "exhaustive") {
      s.exhaustive = to_number(key, value) != 0;
    } else {
      s.notes.push_back("%G " + key + " has no meaning for mokert's search; ignored");
    }
  }
  for (const auto& f : o.cc_flags) {
    if (f.rfind("-DMEMLIM", 0) == 0) s.memlim_in_cc = true;
    if (f == "-DBITSTATE") s.bitstate = true;
    if (f == "-DNP" && s.mode == PropertyMode::Safety) s.mode = PropertyMode::NonProgress;
    if (f == "-DSAFETY") continue;  // we decide SAFETY from the property mode
    s.cc_extra.push_back(f);
  }
  for (const auto& f : o.run_flags) {
    if (f == "-a") {
      if (s.mode == PropertyMode::Safety) s.mode = PropertyMode::Acceptance;
    } else if (f == "-l") {
      if (s.mode == PropertyMode::Safety) s.mode = PropertyMode::NonProgress;
    } else {
      s.run_extra.push_back(f);
    }
  }
  if (s.bitstate && s.exhaustive)
    throw InputError("bitstate search was asked for, but the script's %G says exhaustive: 1");
  if (s.bitstate) s.hash_bits = 27;  // 16 MiB of bits: SPIN's usual supertrace size
  scan_model(o.dir, s);
  if (s.mode == PropertyMode::Ltl && !s.has_claim)
    throw InputError((o.dir / "model.pml").string() + ": --ltl asked for, but the model has no ltl formula");
  if (s.mode == PropertyMode::Ltl && !s.ltl_name.empty()) {
    bool known = false;
    for (const auto& n : s.claim_names) known = known || n == s.ltl_name;
    if (!known)
      throw InputError((o.dir / "model.pml").string() + ": no ltl formula named '" + s.ltl_name + "'");
  }
  return s;
}

std::vector<std::string> cc_args(const Settings& s) {
  std::vector<std::string> a;
  // No -O: for the small models extracted from C, compiling pan dominates; %O can add -O2.
  if (!s.memlim_in_cc) a.push_back("-DMEMLIM=" + std::to_string(s.memlim_mb));
  if (s.mode == PropertyMode::Safety) a.push_back("-DSAFETY");
  if (s.mode == PropertyMode::NonProgress) a.push_back("-DNP");
  // Partial-order reduction stays on unless some embedded C could touch shared data unseen.
  if (s.por_unsafe) a.push_back("-DNOREDUCE");
  if (s.bitstate) a.push_back("-DBITSTATE");
  else if (s.compression == 1) a.push_back("-DCOLLAPSE");
  else if (s.compression == 2) a.push_back("-DMA=" + std::to_string(s.vector_bytes));
  if (s.cores > 1) a.push_back("-DNCORE=" + std::to_string(s.cores));
  if (s.shortest) a.push_back("-DREACH");  // -i is exact only with REACH
  if (s.vectorsz) a.push_back("-DVECTORSZ=" + std::to_string(s.vectorsz));
  if (s.heap_bytes) a.push_back("-DMOKERT_HEAP_BYTES=" + std::to_string(s.heap_bytes));
  if (s.heap_blocks) a.push_back("-DMOKERT_HEAP_BLOCKS=" + std::to_string(s.heap_blocks));
  for (const auto& f : s.cc_extra) a.push_back(f);
  a.insert(a.end(), {"-o", "pan", "pan.c"});
  return a;
}

std::vector<std::string> pan_args(const Settings& s) {
  std::vector<std::string> a{"-m" + std::to_string(s.depth), "-w" + std::to_string(s.hash_bits), "-n"};
  if (s.mode == PropertyMode::Ltl || s.mode == PropertyMode::Acceptance) {
    a.push_back("-a");
    if (!s.ltl_name.empty()) a.insert(a.end(), {"-N", s.ltl_name});
  } else if (s.mode == PropertyMode::NonProgress) {
    a.push_back("-l");
  } else if (s.has_claim) {
    a.push_back("-noclaim");  // safety only: the ltl formulas are checked when asked
  }
  if (s.all) a.insert(a.end(), {"-e", "-c0"});
  if (s.shortest) a.push_back("-i");
  if (s.noend) a.push_back("-E");
  if (s.no_asserts) a.push_back("-A");
  for (const auto& f : s.run_extra) a.push_back(f);
  return a;
}

std::string property_name(const Settings& s) {
  switch (s.mode) {
    case PropertyMode::Safety: return "safety";
    case PropertyMode::Ltl: return s.ltl_name.empty() ? "ltl" : "ltl " + s.ltl_name;
    case PropertyMode::Acceptance: return "acceptance";
    case PropertyMode::NonProgress: return "non-progress";
  }
  return "safety";
}

} // namespace mokert::detail
