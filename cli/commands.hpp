// One function per `mokert` subcommand; each returns the process exit code.
#pragma once
#include <string>
#include <vector>

namespace mokert::cli {

using Args = std::vector<std::string>;

int cmd_extract(const Args& args);
int cmd_verify(const Args& args);
int cmd_trace(const Args& args);
int cmd_instrument(const Args& args);
int cmd_replay(const Args& args);
int cmd_run(const Args& args);
int cmd_report(const Args& args);

// "LO..HI" for --nondet (the range of SV-COMP's nondeterministic values); throws InputError.
std::pair<long, long> nondet_range(const std::string& value);

} // namespace mokert::cli
