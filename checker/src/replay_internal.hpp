// Shared by verify and replay_trail: running and checking one trail replay.
#pragma once
#include <filesystem>
#include <string>
#include <vector>

#include "mokert/checker.hpp"
#include "mokert/process.hpp"
#include "settings.hpp"

namespace mokert::detail {

std::string tail(const std::string& out, size_t lines);
std::string join(const std::vector<std::string>& v);
ProcessOptions in_dir(const VerifyOptions& o);
void check_finished(const ProcessResult& r, const std::string& what, const VerifyOptions& o);
void generate_and_compile(const VerifyOptions& o, Settings& s, VerificationResult& res);

// DIR/model.map.xml, or an empty map (every step environment) when there is none.
LineMap load_map(const std::filesystem::path& dir);

// spin -t -p for pure Promela; ./pan -r for models with embedded C (spin cannot run it).
TrailReplay run_replay(const VerifyOptions& o, const Settings& s, const std::filesystem::path& trail);

// Empty when the replay is whole and shows `expected` (OtherError: anything); else what is wrong.
std::string replay_problem(const TrailReplay& r, PropertyOutcome expected);

} // namespace mokert::detail
