// How verify turns options, %G, %O and %R into spin/cc/pan arguments.
#pragma once
#include <string>
#include <vector>

#include "mokert/checker.hpp"

namespace mokert::detail {

struct Settings {
  PropertyMode mode = PropertyMode::Safety;
  std::string ltl_name;
  bool all = false, shortest = false, bitstate = false, noend = false, no_asserts = false;
  bool exhaustive = false;          // %G exhaustive: 1 forbids bitstate
  unsigned cores = 1;
  unsigned depth = 10000;
  bool depth_fixed = false;         // --depth or %G maxdepth: never grown
  unsigned memlim_mb = 1024;
  bool memlim_in_cc = false;        // %O already sets -DMEMLIM
  unsigned hash_bits = 18;          // pan -w: 2 MiB of table to start
  unsigned vectorsz = 0;            // -DVECTORSZ, 0: pan's default
  // The model's heap (cheap.pml), grown when pan reports it full; 0: cheap.pml's default.
  unsigned heap_bytes = 0;          // -DMOKERT_HEAP_BYTES
  unsigned heap_blocks = 0;         // -DMOKERT_HEAP_BLOCKS
  bool has_c_code = false;          // c_code/c_expr: pan -r replays
  // Partial-order reduction is unsound for this model: some c_code/c_expr that may touch shared
  // data runs where no transition can be marked global for it (mark_embedded_c): -DNOREDUCE.
  bool por_unsafe = false;
  std::string por_unsafe_example;   // the first such c_code, for the note
  // State compression after pan ran out of memory: 0 none, 1 -DCOLLAPSE, 2 -DMA=<vector size>.
  unsigned compression = 0;
  unsigned vector_bytes = 0;        // pan's "State-vector N byte", for -DMA
  bool bitstate_fallback = false;   // bitstate chosen because compression was not enough
  bool has_claim = false;           // ltl or never in the model
  std::vector<std::string> claim_names;
  std::vector<std::string> cc_extra;    // %O
  std::vector<std::string> run_extra;   // %R (minus -a/-l, which set the mode)
  std::vector<std::string> notes;
};

// Reads the model (for c_code and claims) and merges the options; throws InputError on
// a %G value that is not a number.
Settings make_settings(const VerifyOptions& opts);

std::vector<std::string> cc_args(const Settings& s);
std::vector<std::string> pan_args(const Settings& s);
std::string property_name(const Settings& s);

} // namespace mokert::detail
