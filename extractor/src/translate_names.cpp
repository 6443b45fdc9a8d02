#include <array>
#include <string_view>

#include "translate_model.hpp"

namespace mokert {

bool is_promela_keyword(const std::string& name) {
  static constexpr std::array<std::string_view, 60> kWords = {
      "active", "assert", "atomic", "bit", "bool", "break", "byte", "c_code", "c_decl", "c_expr",
      "c_state", "c_track", "chan", "d_step", "D_proctype", "do", "else", "empty", "enabled", "eval",
      "false", "fi", "for", "full", "get_priority", "goto", "hidden", "if", "in", "init", "inline",
      "int", "len", "local", "mtype", "nempty", "never", "nfull", "notrace", "np_", "od", "of",
      "pc_value", "pid", "printf", "printm", "priority", "proctype", "provided", "run", "select",
      "set_priority", "short", "show", "skip", "timeout", "trace", "true", "typedef", "unless"};
  for (auto w : kWords)
    if (name == w) return true;
  return name == "unsigned" || name == "xr" || name == "xs" || name == "now" || name == "_pid" ||
         name == "_nr_pr" || name == "_last" || name == "_priority";
}

std::string promela_safe_name(const std::string& name) {
  if (is_promela_keyword(name)) return "c_" + name;
  // GNU C lets `$` into identifiers (SV-COMP's weak-memory tasks: `y$w_buff0`); SPIN's lexer ends
  // a name at it. Every `$` becomes `_S_`, in Promela and in the c_code that names the variable.
  if (name.find('$') == std::string::npos) return name;
  std::string out;
  for (char c : name) out += c == '$' ? std::string("_S_") : std::string(1, c);
  return out;
}

std::string promela_safe_label(const std::string& name) {
  for (const char* prefix : {"end", "progress", "accept"})
    if (name.rfind(prefix, 0) == 0) return "C_" + name;
  return promela_safe_name(name);
}

std::string proctype_name(const std::string& function) { return "p_" + function; }

std::string inline_copy_name(const ModelContext& model, const std::string& f, const std::string& owner) {
  auto it = model.inline_owners.find(f);
  if (it == model.inline_owners.end() || it->second.size() < 2) return f;
  return f + "__" + owner;
}

} // namespace mokert
