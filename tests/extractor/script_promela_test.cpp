// The script's own Promela read as units, and a rule's call of a script inline written out.
#include <gtest/gtest.h>

#include "script_internal.hpp"

namespace mokert::script_detail {
namespace {

TEST(ScriptPromela, UnitsAndTheirCalls) {
  const std::string text =
      "bit mx;\n"
      "inline lock(x) { atomic { x == 0 -> x = 1 } }\n"
      "/* bump() here is a comment */\n"
      "active [2] proctype w() provided (mx == 0) {\n"
      "\tbump(); lock(mx);\n"
      "\tc_code { bump(); };\n"
      "\trun other()\n"
      "}\n"
      "init { (_nr_pr == 1); audit() }\n"
      "ltl p { [] (mx <= 1) }\n";
  auto units = promela_units(text);
  ASSERT_EQ(units.size(), 3u);
  EXPECT_EQ(units[0].kind, PromelaUnit::Kind::Inline);
  EXPECT_EQ(units[0].name, "lock");
  EXPECT_EQ(units[0].params, std::vector<std::string>{"x"});
  EXPECT_EQ(units[1].kind, PromelaUnit::Kind::Proctype);
  EXPECT_EQ(units[1].name, "w");
  EXPECT_EQ(text.substr(units[1].begin, 6), "active");
  EXPECT_EQ(text[units[1].body_open], '{');
  EXPECT_EQ(text[units[1].body_close], '}');
  // Calls in the body: not the one in c_code (C), not `run other()`.
  std::vector<std::string> called;
  for (const auto& c : units[1].calls) called.push_back(c.name);
  EXPECT_EQ(called, (std::vector<std::string>{"bump", "lock"}));
  EXPECT_EQ(text.substr(units[1].calls[0].pos, 4), "bump");
  EXPECT_EQ(units[2].kind, PromelaUnit::Kind::Init);
  ASSERT_EQ(units[2].calls.size(), 1u);
  EXPECT_EQ(units[2].calls[0].name, "audit");
}

TEST(ScriptPromela, RuleCallOfAScriptInlineIsWrittenOut) {
  std::map<std::string, PromelaUnit> inlines;
  for (auto& u : promela_units("inline lock(x) { atomic { x == 0 -> x = 1 } }\n"
                               "inline unlock(x) {\n\tx = 0; // give it back\n}\n"
                               "inline both(a, b) { lock(a); lock(b) }\n"
                               "inline keep(x) { int old; old = x }\n"
                               "inline labelled(x) { again: x = 1 }\n"
                               "inline cpart(x) { c_code { now.x = 1; }; x = 2 }\n"))
    inlines[u.name] = u;
  EXPECT_EQ(expand_script_inlines("lock(la)", inlines), "atomic { la == 0 -> la = 1 }");
  EXPECT_EQ(expand_script_inlines("unlock(lb)", inlines), "lb = 0");
  EXPECT_EQ(expand_script_inlines("both(la, lb[1])", inlines),
            "atomic { la == 0 -> la = 1 }; atomic { lb[1] == 0 -> lb[1] = 1 }");
  // Declarations and labels would be repeated: left as calls.
  EXPECT_EQ(expand_script_inlines("keep(n)", inlines), "keep(n)");
  EXPECT_EQ(expand_script_inlines("labelled(n)", inlines), "labelled(n)");
  // SPIN does not replace an inline's parameters inside c_code: neither does the writing out.
  EXPECT_EQ(expand_script_inlines("cpart(y)", inlines), "c_code { now.x = 1; }; y = 2");
  // Not calls of them: another name, a field, a string.
  EXPECT_EQ(expand_script_inlines("relock(la); s.lock(x); printf(\"lock(a)\")", inlines),
            "relock(la); s.lock(x); printf(\"lock(a)\")");
}

}  // namespace
}  // namespace mokert::script_detail
