// Checks on the folders mokert writes into.
#pragma once
#include <filesystem>

namespace mokert {

// Creates dir when missing and checks that files can be made in it; throws InputError naming
// the folder and the system's reason (read-only, no permission, a file in the way) otherwise,
// before a long step fails half-way with a less helpful message.
void require_writable_folder(const std::filesystem::path& dir);

} // namespace mokert
