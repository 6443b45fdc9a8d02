// Modex behaviours a Modex user relies on (tests/extractor/data/modex, programs written for
// mokert): `mokert extract` then SPIN must give the verdict the script means.
#include <gtest/gtest.h>

#include <filesystem>
#include <fstream>
#include <unistd.h>

#include "mokert/files.hpp"
#include "mokert/process.hpp"

namespace fs = std::filesystem;
using namespace std::chrono_literals;

namespace {

fs::path data(const std::string& name) { return fs::path(MOKERT_TEST_DATA) / "modex" / name; }

fs::path work(const std::string& name) {
  fs::path d = fs::temp_directory_path() / ("mokert-modexcompat-" + std::to_string(::getpid())) / name;
  fs::remove_all(d);
  fs::create_directories(d);
  return d;
}

mokert::ProcessResult mokert_cmd(const std::vector<std::string>& args) {
  mokert::ProcessOptions o;
  o.deadline = 300s;
  return mokert::run_process(MOKERT_BIN, args, o);
}

TEST(ModexCompat, BodiesDeclaresConditionRulesAndOpenTable) {
  fs::path dir = work("features");
  auto r = mokert_cmd({"extract", data("features.prx").string(), "-o", dir.string()});
  ASSERT_EQ(r.exit_code, 0) << r.out;
  EXPECT_NE(r.out.find("closed by the end of the file"), std::string::npos) << r.out;  // %L at the end
  // The -n body is written where Modex writes it, and placed at the script's #include.
  ASSERT_TRUE(fs::exists(dir / "_modex_step.pml"));
  std::string model = mokert::read_file(dir / "model.pml");
  EXPECT_NE(model.find("(the body of step, %X -n)"), std::string::npos) << model;
  EXPECT_NE(model.find("bit s;"), std::string::npos) << model;           // Declare bit s flip: a Promela local
  EXPECT_EQ(model.find("c_state \"bit s\""), std::string::npos) << model;
  auto v = mokert_cmd({"verify", dir.string()});
  EXPECT_EQ(v.exit_code, 0) << v.out;
  EXPECT_NE(v.out.find("0 errors, complete search"), std::string::npos) << v.out;
}

TEST(ModexCompat, ConditionRuleWithoutParenthesesReplacesTheCall) {
  fs::path dir = work("cond");
  auto r = mokert_cmd({"extract", data("features.prx").string(), "-o", dir.string()});
  ASSERT_EQ(r.exit_code, 0) << r.out;
  std::string model = mokert::read_file(dir / "model.pml");
  // No c_expr calling ready(): the rule `ready(...` gave `false`.
  EXPECT_EQ(model.find("ready("), std::string::npos) << model;
}

TEST(ModexCompat, MissingSystemHeaderIsNotFatal) {
  fs::path dir = work("header");
  auto r = mokert_cmd({"extract", data("missing_header.prx").string(), "-o", dir.string()});
  ASSERT_EQ(r.exit_code, 0) << r.out;
  EXPECT_NE(r.out.find("<mokert_no_such_threads.h> not found"), std::string::npos) << r.out;
  EXPECT_NE(r.out.find("typedef int lock_t"), std::string::npos) << r.out;
  // `handle_t self;` in a body: handle_t is a type, self the variable it declares (no constant).
  EXPECT_NE(r.out.find("typedef int handle_t"), std::string::npos) << r.out;
  EXPECT_EQ(r.out.find("#define self"), std::string::npos) << r.out;
  auto v = mokert_cmd({"verify", dir.string()});
  EXPECT_EQ(v.exit_code, 0) << v.out;
}

TEST(ModexCompat, MissingLocalHeaderStaysAnError) {
  fs::path dir = work("local-header");
  fs::path c = dir / "local.c";
  {
    std::ofstream(c) << "#include \"mokert_absent_local.h\"\nint main(void) { return 0; }\n";
  }
  auto r = mokert_cmd({"extract", c.string(), "-o", (dir / "out").string()});
  EXPECT_EQ(r.exit_code, 2) << r.out;
  EXPECT_NE(r.out.find("mokert_absent_local.h"), std::string::npos) << r.out;
}

TEST(ModexCompat, CommandLineSelectionFlags) {
  // -a2 inc: two increments can make x == 2, which check's assertion forbids.
  auto two = mokert_cmd({"extract", data("flags.c").string(), "-a2", "inc", "-a", "check", "-o",
                         work("a2").string(), "-run"});
  EXPECT_EQ(two.exit_code, 1) << two.out;
  EXPECT_NE(two.out.find("assertion violated"), std::string::npos) << two.out;
  // -x: one instance of each function: x <= 1 always.
  auto one = mokert_cmd({"extract", data("flags.c").string(), "-x", "-o", work("x").string(), "-run"});
  EXPECT_EQ(one.exit_code, 0) << one.out;
  // -xe2: every function as an extended proctype, which runs only when called: nothing calls
  // inc or check (there is no main), so they wait for a call that never comes (as in Modex),
  // and the extractor says so.
  auto all2 = mokert_cmd({"extract", data("flags.c").string(), "-xe2", "-o", work("xe2").string(), "-run"});
  EXPECT_EQ(all2.exit_code, 0) << all2.out;
  EXPECT_NE(all2.out.find("'inc' is extracted as an extended proctype"), std::string::npos) << all2.out;
  // A selection flag without its function is a usage error.
  auto bad = mokert_cmd({"extract", data("flags.c").string(), "-o", work("bad").string(), "-a"});
  EXPECT_EQ(bad.exit_code, 2) << bad.out;
  EXPECT_NE(bad.out.find("-a needs a function name"), std::string::npos) << bad.out;
  // Modex's flags do not go with a .prx.
  auto prx = mokert_cmd({"extract", data("features.prx").string(), "-x", "-o", work("prx").string()});
  EXPECT_EQ(prx.exit_code, 2) << prx.out;
}

TEST(ModexCompat, ScriptBesideTheCFileIsRead) {
  // `verify handshake.c` reads handshake.prx: -xe makes claim and reset extended proctypes
  // that run only when called (reset never is), swap_in comes from the script's %C.
  fs::path beside = work("beside");
  auto r = mokert_cmd({"extract", data("handshake.c").string(), "-o", beside.string(), "-run"});
  EXPECT_EQ(r.exit_code, 0) << r.out;
  EXPECT_NE(r.out.find("0 error(s)"), std::string::npos) << r.out;
  EXPECT_NE(r.out.find("'reset' is extracted as an extended proctype"), std::string::npos) << r.out;
  std::string model = mokert::read_file(beside / "model.pml");
  EXPECT_EQ(model.find("active proctype p_claim"), std::string::npos) << model;
  EXPECT_NE(model.find("active proctype p_main"), std::string::npos) << model;
  // The same selection again on the command line (`modex -xe -run handshake.c`) is one.
  auto twice = mokert_cmd({"extract", "-xe", "-run", data("handshake.c").string(), "-o", work("twice").string()});
  EXPECT_EQ(twice.exit_code, 0) << twice.out;
  // mokert run takes the same flags and script.
  auto run = mokert_cmd({"run", data("handshake.c").string(), "-o", work("run").string()});
  EXPECT_EQ(run.exit_code, 0) << run.out;
  EXPECT_NE(run.out.find("no errors"), std::string::npos) << run.out;
}

TEST(ModexCompat, PthreadSelfIsTheModelThreadsHandle) {
  auto r = mokert_cmd({"extract", data("selfid.c").string(), "-o", work("self").string(), "-run"});
  EXPECT_EQ(r.exit_code, 0) << r.out;
  EXPECT_NE(r.out.find("0 error(s)"), std::string::npos) << r.out;
}

TEST(ModexCompat, ThreadSpecificDataIsEachModelThreadsOwn) {
  fs::path dir = work("tls");
  auto r = mokert_cmd({"extract", data("tlskeys.c").string(), "-o", dir.string(), "-run"});
  EXPECT_EQ(r.exit_code, 0) << r.out;
  EXPECT_NE(r.out.find("0 error(s)"), std::string::npos) << r.out;
  std::string model = mokert::read_file(dir / "model.pml");
  EXPECT_NE(model.find("mokert_pthread_getspecific("), std::string::npos) << model;
}

TEST(ModexCompat, VerifyScriptFlags) {
  // verify -p -E FILE.c: -p (how the trail is shown) and -E before the file are verify's.
  auto pe = mokert_cmd({"extract", "-p", "-E", data("selfdeadlock.c").string(), "-o", work("pe").string(), "-run"});
  EXPECT_EQ(pe.exit_code, 0) << pe.out;
  // verify -m "-a2 inc": a flag for modex; -r "-m100": one for pan.
  auto m = mokert_cmd({"extract", "-m", "-a2 inc", "-m", "-a check", "-r", "-m100", data("flags.c").string(), "-o",
                       work("m").string(), "-run"});
  EXPECT_EQ(m.exit_code, 1) << m.out;
  // mokert run with verify's -E: no invalid end state, nothing to replay.
  auto run = mokert_cmd({"run", "-E", data("selfdeadlock.c").string(), "-o", work("run-e").string()});
  EXPECT_EQ(run.exit_code, 0) << run.out;
}

TEST(ModexCompat, NoEndStateFlag) {
  auto strict = mokert_cmd({"extract", data("selfdeadlock.c").string(), "-o", work("end").string(), "-run"});
  EXPECT_EQ(strict.exit_code, 1) << strict.out;
  EXPECT_NE(strict.out.find("invalid end state"), std::string::npos) << strict.out;
  auto noend = mokert_cmd({"extract", data("selfdeadlock.c").string(), "-E", "-o", work("noend").string(), "-run"});
  EXPECT_EQ(noend.exit_code, 0) << noend.out;
}

} // namespace
